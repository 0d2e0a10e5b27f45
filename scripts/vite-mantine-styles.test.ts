import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStylesPerComponent, PACKAGES } from './vite-mantine-styles.ts';

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'transform' | 'load', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

function builtPlugin(command: 'build' | 'serve'): Plugin {
  const plugin = mantineStylesPerComponent();
  (plugin.configResolved as Hook)({ command });
  return plugin;
}

const MODULES = '/work/app/node_modules/@mantine';

describe('Mantine styles travel with the components that use them', () => {
  it("adds a core component's own stylesheet to the module of its class names", () => {
    const result = call(
      builtPlugin('build'),
      'transform',
      'var Button_module_default = {};',
      `${MODULES}/core/esm/components/Button/Button.module.mjs`,
    ) as { code: string };
    expect(result.code).toBe(
      "import '@mantine/core/styles/Button.layer.css';\nvar Button_module_default = {};",
    );
  });

  it('adds the one stylesheet of a smaller package', () => {
    const result = call(
      builtPlugin('build'),
      'transform',
      'export {};',
      `${MODULES}/dates/esm/components/DatePicker/DatePicker.module.mjs?v=1`,
    ) as { code: string };
    expect(result.code.split('\n')[0]).toBe("import '@mantine/dates/styles.layer.css';");
  });

  it('finds the class-name module of every component of every package as installed', () => {
    const plugin = builtPlugin('build');
    const missed: string[] = [];
    for (const pkg of PACKAGES) {
      const esm = path.resolve('node_modules/@mantine', pkg, 'esm');
      const modules = readdirSync(esm, { recursive: true, encoding: 'utf8' }).filter((file) =>
        file.endsWith('.module.mjs'),
      );
      // Each package has components with styles: an empty list would hide a changed layout.
      expect(modules.length, `class-name modules of @mantine/${pkg}`).toBeGreaterThan(0);
      for (const file of modules) {
        const result = call(plugin, 'transform', '', path.join(esm, file)) as
          { code: string } | undefined;
        // The stylesheet it imports is one the package ships.
        const stylesheet = /^import '@mantine\/(.+)';/.exec(result?.code ?? '')?.[1];
        if (!stylesheet || !existsSync(path.resolve('node_modules/@mantine', stylesheet)))
          missed.push(`${pkg}/${file}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('leaves every other module alone', () => {
    const plugin = builtPlugin('build');
    expect(call(plugin, 'transform', 'x', `${MODULES}/core/esm/components/Button/Button.mjs`)).toBe(
      undefined,
    );
    expect(call(plugin, 'transform', 'x', '/work/app/src/features/home/home.module.css')).toBe(
      undefined,
    );
  });

  it('brings every stylesheet on the dev server, none in a build', () => {
    const id = '\0virtual:mantine-dev-styles';
    expect(call(builtPlugin('build'), 'load', id)).toBe('');
    expect(call(builtPlugin('serve'), 'load', id)).toContain(
      "import '@mantine/core/styles.layer.css';",
    );
  });
});
