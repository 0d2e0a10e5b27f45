import type { Plugin } from 'vite';

/**
 * Mantine works out its default theme's CSS variables (some 300 of them) as its code is
 * evaluated, for `removeDefaultVariables`, which only the provider's `<style>` of CSS variables
 * uses; the app turns that off (`withCssVariables={false}`: they are generated at build time,
 * src/app/styles/theme-variables.css). This makes them worked out on first use instead: 3 to 4 ms
 * less in the task that evaluates the app's modules on a phone, the longest of a page's
 * hydration. A Mantine release that changes the module fails the build here, not silently.
 */
const MODULE = /\/node_modules\/@mantine\/core\/esm\/.*\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION = 'function removeDefaultVariables(input) {';

export function lazyDefaultVariables(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FUNCTION))
    throw new Error(
      'scripts/vite-mantine-lazy-defaults.ts: @mantine/core changed remove-default-variables.mjs; look again at what it evaluates eagerly',
    );
  return code
    .replace(EAGER, 'let defaultCssVariables;')
    .replace(
      FUNCTION,
      `${FUNCTION}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`,
    );
}

export function mantineLazyDefaultVariables(): Plugin {
  return {
    name: 'portal:mantine-lazy-default-variables',
    enforce: 'pre',
    transform: (code, id) =>
      MODULE.test(id.split('?')[0]?.replaceAll('\\', '/') ?? '')
        ? { code: lazyDefaultVariables(code), map: null }
        : undefined,
  };
}
