import { describe, expect, it } from 'vitest';
import { firstScreenFiles } from '../src/app/first-load';
import { readdirSync, readFileSync } from 'node:fs';
import {
  FOOTER_LAYOUTS,
  firstLoadPlan,
  mockBackendPreloads,
  routeChunkKeys,
  routeFiles,
  type Manifest,
} from './first-load';

describe('routeChunkKeys', () => {
  it("names a route file's chunks that render it or load its data, not its error screens", () => {
    const manifest: Manifest = {
      'src/routes/a.tsx': { file: 'assets/a.js' },
      'src/routes/b.tsx?tsr-split=component---loader': { file: 'assets/b.js' },
      'src/routes/c.tsx?tsr-split=component': { file: 'assets/c.js' },
      'src/routes/c.tsx?tsr-split=loader': { file: 'assets/c-loader.js' },
      'src/routes/c.tsx?tsr-split=errorComponent': { file: 'assets/c-error.js' },
      'src/routes/cd.tsx?tsr-split=component': { file: 'assets/cd.js' },
    };
    expect(routeChunkKeys(manifest, 'src/routes/a.tsx')).toEqual(['src/routes/a.tsx']);
    expect(routeChunkKeys(manifest, 'src/routes/b.tsx')).toEqual([
      'src/routes/b.tsx?tsr-split=component---loader',
    ]);
    expect(routeChunkKeys(manifest, 'src/routes/c.tsx')).toEqual([
      'src/routes/c.tsx?tsr-split=component',
      'src/routes/c.tsx?tsr-split=loader',
    ]);
  });
});

describe('firstLoadPlan', () => {
  const page = 'src/routes/$lang/_full/personal/order/index.tsx';
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    [`${page}?tsr-split=component`]: { file: 'assets/order.js', imports: ['_data-table.js'] },
    '_data-table.js': {
      file: 'assets/data-table.js',
      dynamicImports: ['src/components/data-table/data-table-view.tsx', 'src/x/dialog.tsx'],
    },
    'src/components/data-table/data-table-view.tsx': {
      file: 'assets/data-table-view.js',
      imports: ['index.html', '_data-table.js', '_pager.js'],
      css: ['assets/pager.css'],
    },
    '_pager.js': { file: 'assets/pager.js' },
    'src/x/dialog.tsx': { file: 'assets/dialog.js' },
    'src/features/shell/filing-numbers.woff2': { file: 'assets/filing-numbers.woff2' },
  };

  it('asks for a module imported lazily but at once with the chunk that imports it, and for no other lazy one', () => {
    const files = firstScreenFiles(firstLoadPlan(manifest), '/en_US/personal/order');
    expect(files).toEqual(
      expect.arrayContaining([
        'order.js',
        'data-table.js',
        'data-table-view.js',
        'pager.js',
        'pager.css',
      ]),
    );
    expect(files).not.toContain('dialog.js');
    expect(firstScreenFiles(firstLoadPlan(manifest), '/en_US/personal/order/1')).not.toContain(
      'data-table-view.js',
    );
  });

  it('names as footer layouts exactly the layout routes that render a layout with the footer', () => {
    const shell = 'src/features/shell';
    const withFooter = readdirSync(shell)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .flatMap((file) =>
        readFileSync(`${shell}/${file}`, 'utf8')
          .split(/\nexport function /)
          .slice(1)
          .filter((body) => body.includes('<Footer />'))
          .map((body) => body.split('(')[0]!),
      );
    expect(withFooter.sort()).toEqual(['DefaultLayout', 'FullLayout']);
    const drawing = routeFiles()
      .filter((file) => file.endsWith('/route.tsx'))
      .filter((file) => withFooter.some((name) => readFileSync(file, 'utf8').includes(`<${name}`)));
    expect(drawing.sort()).toEqual([...FOOTER_LAYOUTS].sort());
  });

  it("asks for the filing numbers' font on the pages with the footer of the Latin locales only", () => {
    const plan = firstLoadPlan(manifest);
    expect(firstScreenFiles(plan, '/en_US/personal/order')).toContain('filing-numbers.woff2');
    expect(firstScreenFiles(plan, '/pt_PT/personal/order')).toContain('filing-numbers.woff2');
    expect(firstScreenFiles(plan, '/zh_CN/personal/order')).not.toContain('filing-numbers.woff2');
    expect(firstScreenFiles(plan, '/zh_HK/personal/order')).not.toContain('filing-numbers.woff2');
    // The sign-in pages draw no footer.
    expect(firstScreenFiles(plan, '/en_US/login')).not.toContain('filing-numbers.woff2');
  });
});

describe('mockBackendPreloads', () => {
  it("preloads the offline build's mock backend and the chunks it imports, not the entry's nor stylesheets", () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_runtime-e.js'],
        dynamicImports: ['mocks/browser.ts'],
      },
      '_runtime-e.js': { file: 'assets/runtime-e.js' },
      'mocks/browser.ts': {
        file: 'assets/browser-b.js',
        imports: ['_shared-c.js', '_runtime-e.js'],
        css: ['assets/browser-d.css'],
      },
      '_shared-c.js': { file: 'assets/shared-c.js' },
    };
    expect(mockBackendPreloads(manifest)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/browser-b.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-c.js">',
    ]);
  });

  it('fails a build that has no mock backend', () => {
    expect(() =>
      mockBackendPreloads({ 'index.html': { file: 'assets/index-a.js', isEntry: true } }),
    ).toThrow('mocks/browser.ts');
  });
});
