import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PAGES_DIR, appPageFile, pageFiles, routePattern } from './first-load.ts';
import { ANY_QUERY_PATHS, pageFile } from './prerender.ts';

// The nginx configuration answers 404 (with the prerendered not-found page) for an address under
// a locale whose first part no page of the app has: its list of first parts must be the routes'.
const template = readFileSync('deploy/nginx/portal.conf.template', 'utf8');
const pattern = /map \$uri \$portal_missing_page_locale \{\s*"~([^"]+)"/.exec(template)?.[1];

/** The first parts of the app's addresses under `/{lang}/`, from the generated route tree. */
function routeFirstParts(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const fullPaths = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  const parts = [...fullPaths.matchAll(/'\/\$lang\/([^/']+)/g)].map(([, part]) => part!);
  return [...new Set(parts)].sort();
}

describe('the addresses nginx answers as missing', () => {
  it('name every first part of a route under /{lang}, and only those', () => {
    const listed = /\(\?!\(\?:([^)]+)\)/.exec(pattern ?? '')?.[1]?.split('|') ?? [];
    expect(routeFirstParts().length).toBeGreaterThan(10);
    expect([...listed].sort()).toEqual(routeFirstParts());
  });

  it('take an unknown first part under a locale, in that locale, and nothing else', () => {
    const missing = new RegExp(pattern!);
    const localeOf = (uri: string) => missing.exec(uri)?.groups?.missing_locale;
    expect(localeOf('/en_US/no-such-page')).toBe('en_US');
    expect(localeOf('/pt_PT/shop/123')).toBe('pt_PT');
    expect(localeOf('/zh_CN/newsletter')).toBe('zh_CN');
    for (const known of [
      '/en_US',
      '/en_US/',
      '/en_US/news',
      '/en_US/news/3001',
      '/zh_HK/tools/fba-calculator',
      '/pt_PT/personal/order/1/pay',
      '/',
      '/404',
      '/xx/anything',
    ]) {
      expect(localeOf(known), known).toBeUndefined();
    }
  });
});

// The page as HTML nginx answers for an address and its query (scripts/prerender.ts, `pageFile`).
const pageMap =
  /map "\$uri\?\$args" \$portal_prerendered_page \{([^}]*)\}/.exec(template)?.[1] ?? '';
const pageRules = [...pageMap.matchAll(/^\s*"~([^"]+)" (\S+);$/gm)].map(([, source, file]) => ({
  source: source!,
  regex: new RegExp(source!),
  file: file!,
}));

/** The file nginx tries for `address` (`/en_US/tools?utm_source=x`), as its map resolves it. */
function pageFileOf(address: string): string {
  const [uri, args = ''] = address.split('?');
  const rule = pageRules.find(({ regex }) => regex.test(`${uri}?${args}`));
  const arg = (name: string) => new RegExp(`(?:^|&)${name}=([^&]*)`).exec(args)?.[1] ?? '';
  return (rule?.file ?? /default (\S+);/.exec(pageMap)![1]!)
    .replace('$uri', uri!)
    .replace('$arg_id', arg('id'))
    .replace('$arg_video', arg('video'));
}

describe('the page as HTML nginx answers for an address', () => {
  it('is the address’s own, for no query, a campaign’s parameters or an id', () => {
    expect(pageRules.length).toBeGreaterThan(3);
    expect(pageFileOf('/en_US/tools')).toBe('/pages/en_US/tools.html');
    expect(pageFileOf('/en_US/tools?utm_source=baidu&utm_medium=cpc')).toBe(
      '/pages/en_US/tools.html',
    );
    expect(pageFileOf('/en_US/service/detail?id=1')).toBe('/pages/en_US/service/detail/id-1.html');
    expect(pageFileOf('/en_US/service/detail?id=1&utm_campaign=x')).toBe(
      '/pages/en_US/service/detail/id-1.html',
    );
    // A lesson, by its course and its video: the file `pageFile` writes for it.
    for (const address of [
      '/en_US/college/course/play?id=10&video=1001',
      '/en_US/college/course/play?id=10&video=1001&utm_source=mail',
    ]) {
      expect(pageFileOf(address), address).toBe(
        `/${pageFile('/en_US/college/course/play?id=10&video=1001')}`,
      );
    }
  });

  it('is none for any other query, but on a page whose query only the app reads', () => {
    for (const address of [
      '/en_US/news?type=5',
      '/en_US/service/detail?id=1&package=11',
      '/en_US/college/course/play?video=1001&id=10',
      '/en_US/college/course/play?id=10&video=1001&autoplay=1',
      '/en_US/college/course/play?id=10&video=x',
    ]) {
      expect(pageFileOf(address), address).toBe('/pages/none');
    }
    for (const path of ANY_QUERY_PATHS) {
      expect(pageFileOf(`/zh_HK${path}?nos=SP1,1Z2`)).toBe(`/pages/zh_HK${path}.html`);
      expect(pageFileOf(`/zh_HK${path}`)).toBe(`/pages/zh_HK${path}.html`);
      expect(pageFileOf(`/zh_HK/personal${path}?nos=SP1`)).toBe('/pages/none');
    }
  });

  it('names the pages whose query only the app reads, and only those', () => {
    const named = pageRules
      .map(({ source }) => /\(\?:([^)]+)\)\\\?$/.exec(source)?.[1])
      .filter(Boolean)
      .flatMap((alternatives) => alternatives!.split('|'));
    expect(named).toEqual([...ANY_QUERY_PATHS]);
  });
});

// The app's page nginx answers for an address no page as HTML answers (scripts/first-load.ts,
// `appPageFile`): the candidates of its two maps, in the order `try_files` tries them.
function appMapRules(variable: string) {
  const body =
    new RegExp(`map \\$uri \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`).exec(template)?.[1] ?? '';
  return [...body.matchAll(/^\s*"~([^"]+)" (\S+);$/gm)].map(([, source, file]) => ({
    regex: new RegExp(source!),
    file: file!,
  }));
}
const appRules = [appMapRules('portal_app_page'), appMapRules('portal_app_id_page')];

/** The files nginx tries for `uri`, in order, as its maps resolve them (named groups filled). */
function appFilesOf(uri: string): string[] {
  return appRules.flatMap((rules) => {
    for (const { regex, file } of rules) {
      const match = regex.exec(uri);
      if (match)
        return [file.replace(/\$(\w+)/g, (_whole, name: string) => match.groups?.[name] ?? '')];
    }
    return [];
  });
}

describe("the app's page nginx answers for an address", () => {
  const patterns = pageFiles().map(routePattern);
  const written = new Set(
    patterns.flatMap((pattern) => {
      const file = appPageFile(pattern);
      return file ? [`/${APP_PAGES_DIR}/${file}`] : [];
    }),
  );
  const answered = (uri: string) => appFilesOf(uri).find((file) => written.has(file));

  it("is the page of the address's pattern, on every page the build writes one for", () => {
    expect(appRules.every((rules) => rules.length > 0)).toBe(true);
    expect(written.size).toBeGreaterThan(50);
    for (const pattern of patterns) {
      const file = appPageFile(pattern);
      if (!file) continue;
      for (const lang of ['zh_CN', 'pt_PT']) {
        const uri = `/${pattern.replace('$lang', lang).replaceAll(/\$\w+/g, '12')}`;
        expect(answered(uri), uri).toBe(`/${APP_PAGES_DIR}/${file}`);
      }
    }
  });

  it('is a fixed part before an id, as the router ranks them, and none for an address no page has', () => {
    expect(answered('/en_US/personal/order/invoice')).toBe(
      `/${APP_PAGES_DIR}/personal/order/invoice.html`,
    );
    expect(answered('/en_US/personal/order/7/pay')).toBe(
      `/${APP_PAGES_DIR}/personal/order/_id/pay.html`,
    );
    expect(answered('/en_US/')).toBe(`/${APP_PAGES_DIR}/index.html`);
    for (const uri of ['/en_US/personal/order/abc', '/en_US/nothing/here', '/', '/404', '/login']) {
      expect(answered(uri), uri).toBeUndefined();
    }
  });
});
