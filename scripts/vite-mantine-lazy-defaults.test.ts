import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lazyDefaultVariables } from './vite-mantine-lazy-defaults';

const source = readFileSync(
  new URL(
    '../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
    import.meta.url,
  ),
  'utf8',
);

/** Runs the module's code with a resolver that counts its calls. */
function load(code: string) {
  let calls = 0;
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{ removeDefaultVariables \};$/m, 'return removeDefaultVariables;');
  const removeDefaultVariables = new Function(
    'keys',
    'DEFAULT_THEME',
    'defaultCssVariablesResolver',
    body,
  )(Object.keys, {}, () => {
    calls += 1;
    return { variables: { '--a': '1' }, light: {}, dark: {} };
  }) as (input: object) => { variables: object };
  return { removeDefaultVariables, calls: () => calls };
}

describe("Mantine's default CSS variables, worked out on first use", () => {
  it('are not worked out as the module is evaluated, and are once it is used', () => {
    const eager = load(source);
    expect(eager.calls()).toBe(1);
    const lazy = load(lazyDefaultVariables(source));
    expect(lazy.calls()).toBe(0);
    const input = { variables: { '--a': '1', '--b': '2' }, light: {}, dark: {} };
    expect(lazy.removeDefaultVariables(input).variables).toEqual({ '--b': '2' });
    expect(lazy.removeDefaultVariables(input).variables).toEqual({ '--b': '2' });
    expect(lazy.calls()).toBe(1);
  });

  it('fails the build when the module no longer has the line it makes lazy', () => {
    expect(() =>
      lazyDefaultVariables(source.replace('const defaultCssVariables', 'var x')),
    ).toThrow(/remove-default-variables/);
  });
});
