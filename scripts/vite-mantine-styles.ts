import type { Plugin } from 'vite';

/**
 * Mantine's CSS travels with the components that use it (issue 11: a page pays for itself only).
 *
 * Every Mantine component module imports its class names from `<Name>.module.mjs`; this plugin
 * adds, in a production build, the matching stylesheet to that module: `@mantine/core`'s
 * `styles/<Name>.layer.css`, or the whole `styles.layer.css` of the smaller packages (dates,
 * charts, dropzone, notifications), which ship one stylesheet each. So the CSS of a component,
 * and of every component it is built on, lands in the chunk that renders it, in import order
 * (UnstyledButton before Button), and no page loads the stylesheets of components it does not
 * show. Nothing to import by hand: `import { Button } from '@mantine/core'` is enough.
 *
 * Mantine's global styles (baseline, CSS variables, global) are imported once, by
 * src/app/styles/global.css. The dev server pre-bundles dependencies, where no transform runs, so
 * there `virtual:mantine-dev-styles` (imported by src/main.tsx) brings every stylesheet instead;
 * in a build that module is empty.
 */
// Core and dates keep them under `esm/components/<Name>/`, charts under `esm/<Name>/`, dropzone
// and notifications at the top of `esm/`.
const MODULE =
  /\/node_modules\/@mantine\/(core|dates|charts|dropzone|notifications)\/esm\/(?:.*\/)?([\w-]+)\.module\.mjs$/;
const DEV_STYLES_ID = 'virtual:mantine-dev-styles';
export const PACKAGES = ['core', 'dates', 'charts', 'dropzone', 'notifications'];

export function mantineStylesPerComponent(): Plugin {
  let serving = false;
  return {
    name: 'portal:mantine-styles-per-component',
    enforce: 'pre',
    configResolved: (config) => {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === DEV_STYLES_ID ? `\0${DEV_STYLES_ID}` : undefined),
    load: (id) => {
      if (id !== `\0${DEV_STYLES_ID}`) return undefined;
      if (!serving) return '';
      return PACKAGES.map((name) => `import '@mantine/${name}/styles.layer.css';`).join('\n');
    },
    transform: (code, id) => {
      const match = MODULE.exec(id.split('?')[0]?.replaceAll('\\', '/') ?? '');
      if (!match) return undefined;
      const [, pkg, name] = match;
      const stylesheet =
        pkg === 'core'
          ? `@mantine/core/styles/${name}.layer.css`
          : `@mantine/${pkg}/styles.layer.css`;
      return { code: `import '${stylesheet}';\n${code}`, map: null };
    },
  };
}
