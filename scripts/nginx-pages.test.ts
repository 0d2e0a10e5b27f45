import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
