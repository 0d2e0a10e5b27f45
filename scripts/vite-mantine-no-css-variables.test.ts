import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutCssVariables } from './vite-mantine-no-css-variables';

const source = readFileSync(
  new URL(
    '../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs',
    import.meta.url,
  ),
  'utf8',
);

/** The module's component, its code run as it is. */
function component(code: string) {
  const body = code.replace(/^export \{ MantineCssVariables \};$/m, 'return MantineCssVariables;');
  return new Function(body)() as (props: object) => unknown;
}

describe("Mantine's provider without its CSS variables", () => {
  it('draws nothing and imports nothing', () => {
    const code = withoutCssVariables(source);
    expect(code).not.toMatch(/^import /m);
    expect(component(code)({ cssVariablesSelector: ':root' })).toBeNull();
  });

  it("fails the build when Mantine's module no longer has the component it replaces", () => {
    expect(() =>
      withoutCssVariables(source.replace('export { MantineCssVariables };', 'export { X };')),
    ).toThrow(/MantineCssVariables/);
    expect(() =>
      withoutCssVariables(source.replace('function MantineCssVariables(', 'function Other(')),
    ).toThrow(/MantineCssVariables/);
  });
});
