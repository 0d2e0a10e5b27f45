// The part of jsdom (a devDependency, not typed by the project) the server render uses: a window
// for the sanitiser of API HTML (render-page.tsx).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
  }
}
