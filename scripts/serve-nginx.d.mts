/** Signs demo in on the mock server at `api` (see serve-nginx.mjs): every client is then demo. */
export function signInDemo(api: string): Promise<void>;

/** The prerendering's server render, built by `npm run build`. */
export const PRERENDERER: string;
