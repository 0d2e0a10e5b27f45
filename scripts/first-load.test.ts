import { describe, expect, it } from 'vitest';
import {
  askFirstScreenCalls,
  firstScreenCallUrls,
  firstScreenFiles,
  startDrawnPage,
  startHydration,
  type FirstLoadPlan,
} from '../src/app/first-load';
import { readdirSync, readFileSync } from 'node:fs';
import {
  appPageFile,
  drawnPageScript,
  FOOTER_LAYOUTS,
  firstLoadPlan,
  hydrationScript,
  largestFirst,
  mockBackendPreloads,
  preloadsLargestFirst,
  planForPage,
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

describe('planForPage', () => {
  // Two layouts, three pages (one with an id, one with its own API call), shared chunks with a
  // cycle, catalogs in two locales, the footer's font in one.
  const plan: FirstLoadPlan = {
    files: [
      'layout.js', // 0
      'layout.css', // 1
      'order.js', // 2
      'table.js', // 3
      'cycle-a.js', // 4
      'cycle-b.js', // 5
      'news.js', // 6
      'common-en.js', // 7
      'common-pt.js', // 8
      'orders-en.js', // 9
      'news-en.js', // 10
      'font.woff2', // 11
      'login.js', // 12
      'bare.js', // 13
    ],
    imports: [[1], [], [3, 0], [4], [5], [4], [3], [], [], [], [], [], [], []],
    routes: [[0], [2], [6], [12], [13]],
    pages: [
      ['$lang/personal/order/$id', [0, 1], ['orders']],
      ['$lang/news', [0, 2], ['news']],
      ['$lang/login', [4, 3], []],
    ],
    base: ['common'],
    catalogs: {
      'en-US': { common: [7], orders: [9], news: [10] },
      'pt-PT': { common: [8] },
    },
    fonts: { 'en-US': [11] },
    footer: [0],
    entry: ['index.js'],
    hydration: [6],
    calls: {
      base: '/api',
      token: 't',
      always: ['/sys/userInfo'],
      pages: { '$lang/personal/order/$id': ['/order/{id}'], '$lang/news': ['/news/list'] },
    },
  };
  const addresses = [
    ['/en_US/personal/order/12', '/pt_PT/personal/order/3'],
    ['/en_US/news', '/pt_PT/news'],
    ['/en_US/login'],
  ];

  it("asks for what the whole plan asks for on the page's addresses, in every locale", () => {
    plan.pages.forEach((_page, index) => {
      const own = planForPage(plan, index);
      for (const address of addresses[index]!) {
        expect(firstScreenFiles(own, address), address).toEqual(firstScreenFiles(plan, address));
        expect(firstScreenCallUrls(own.calls!, address, ''), address).toEqual(
          firstScreenCallUrls(plan.calls!, address, ''),
        );
      }
    });
    expect(firstScreenFiles(planForPage(plan, 0), '/en_US/personal/order/12')).toContain(
      'font.woff2',
    );
  });

  it('orders the files the largest first, and each page still asks for the same files', () => {
    // A size per file that puts them far from their order above.
    const size = (file: string) => (file.length * 37) % 11;
    const sorted = largestFirst(plan, size);
    expect(sorted.files.map(size)).toEqual(plan.files.map(size).sort((a, b) => b - a));
    expect([...sorted.files].sort()).toEqual([...plan.files].sort());
    expect(sorted.files).not.toEqual(plan.files);
    for (const address of addresses.flat()) {
      expect(firstScreenFiles(sorted, address), address).toEqual(firstScreenFiles(plan, address));
      expect(firstScreenFiles(sorted, address, sorted.hydration), address).toEqual(
        firstScreenFiles(plan, address, plan.hydration),
      );
    }
    // A page's own plan, sorted as the build writes it, asks for what the whole plan asks for.
    plan.pages.forEach((_page, index) => {
      const own = largestFirst(planForPage(sorted, index), size);
      for (const address of addresses[index]!)
        expect(firstScreenFiles(own, address), address).toEqual(firstScreenFiles(plan, address));
    });
  });

  it("names only the page's own files and calls", () => {
    const order = planForPage(plan, 0);
    expect([...order.files].sort()).toEqual(
      [
        'layout.js',
        'layout.css',
        'order.js',
        'table.js',
        'cycle-a.js',
        'cycle-b.js',
        'common-en.js',
        'common-pt.js',
        'orders-en.js',
        'font.woff2',
      ].sort(),
    );
    expect(order.pages).toHaveLength(1);
    expect(Object.keys(order.calls!.pages)).toEqual(['$lang/personal/order/$id']);
    expect(order.hydration).toEqual([]);
    const login = planForPage(plan, 2);
    expect([...login.files].sort()).toEqual([
      'bare.js',
      'common-en.js',
      'common-pt.js',
      'login.js',
    ]);
    expect(login.fonts).toEqual({ 'en-US': [] });
  });
});

describe('appPageFile', () => {
  it("names a page's file by its pattern, an id as _id, and none outside a locale", () => {
    expect(appPageFile('$lang')).toBe('index.html');
    expect(appPageFile('$lang/personal/order')).toBe('personal/order.html');
    expect(appPageFile('$lang/personal/order/$id/pay')).toBe('personal/order/_id/pay.html');
    expect(appPageFile('404')).toBeUndefined();
    expect(appPageFile('')).toBeUndefined();
  });
});

describe('preloadsLargestFirst', () => {
  it("puts index.html's modulepreload links the largest first, and leaves the rest as it was", () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/framework-c.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-d.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-e.css">',
      '</head>',
    ].join('\n');
    const sizes: Record<string, number> = {
      'rolldown-runtime-b.js': 800,
      'framework-c.js': 94_000,
      'app-d.js': 3_000,
    };
    const sorted = preloadsLargestFirst(html, (file) => sizes[file]!).split('\n');
    expect(sorted).toEqual([
      '<head>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-c.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-d.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-e.css">',
      '</head>',
    ]);
  });
});

describe('the first-load scripts', () => {
  const plan: FirstLoadPlan = {
    files: ['page.js', 'hydrate-prerendered.js'],
    imports: [[], []],
    routes: [[0]],
    pages: [['$lang', [0], []]],
    base: [],
    catalogs: {},
    fonts: {},
    footer: [],
    entry: ['index.js'],
    hydration: [1],
    calls: { base: '/api', token: 'the-token', always: ['/sys/userInfo'], pages: {} },
  };

  it("carry each only what its pages run: a page the app draws (inline, in its HTML) nothing of a page as HTML's, which has no API calls to make", () => {
    const drawn = drawnPageScript(plan, 'intl.js');
    expect(drawn).toContain(`${startDrawnPage.name}(`);
    expect(drawn).toContain('/sys/userInfo');
    expect(drawn).not.toContain(startHydration.name);
    expect(drawn).toContain('"hydration":[]');
    const hydration = hydrationScript(plan, 'intl.js');
    expect(hydration).toContain(`${startHydration.name}(`);
    expect(hydration).toContain('hydrate-prerendered.js');
    expect(hydration).not.toContain(startDrawnPage.name);
    expect(hydration).not.toContain(askFirstScreenCalls.name);
    expect(hydration).not.toContain('the-token');
  });
});
