import type { Plugin } from 'vite';

/**
 * Mantine's provider draws a `<style>` of the theme's CSS variables (some 300 of them), worked
 * out in the browser from the theme and its defaults. The app turns it off
 * (`withCssVariables={false}`, src/app/app.tsx): the variables are generated at build time
 * (src/app/styles/theme-variables.css, `npm run gen`). Its code still came with every page, in the
 * entry (the resolver of the default variables and what it uses, some 2 KB gzip), and worked the
 * defaults out as it was evaluated (3 to 4 ms of a phone's longest task of a hydration). In a
 * build, this plugin makes that component draw nothing, so none of it is bundled. The dev server
 * pre-bundles dependencies, where no transform runs: there the component is Mantine's, and off.
 * A Mantine release that changes the module fails the build here, not silently.
 */
const MODULE =
  /\/node_modules\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/MantineCssVariables\.mjs$/;
const EXPORT = /^export \{ MantineCssVariables \};$/m;

/** The module with a component that draws nothing, under the same name. */
export function withoutCssVariables(code: string): string {
  if (!EXPORT.test(code) || !code.includes('function MantineCssVariables('))
    throw new Error(
      'scripts/vite-mantine-no-css-variables.ts: @mantine/core changed MantineCssVariables.mjs; look again at what it exports',
    );
  return [
    "// The theme's CSS variables are a stylesheet of the build (scripts/vite-mantine-no-css-variables.ts).",
    'function MantineCssVariables() {',
    '\treturn null;',
    '}',
    'export { MantineCssVariables };',
    '',
  ].join('\n');
}

export function mantineNoCssVariables(): Plugin {
  return {
    name: 'portal:mantine-no-css-variables',
    enforce: 'pre',
    apply: 'build',
    transform: (code, id) =>
      MODULE.test(id.split('?')[0]?.replaceAll('\\', '/') ?? '')
        ? { code: withoutCssVariables(code), map: null }
        : undefined,
  };
}
