import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageResources } from '@/app/page-resources';
import { BASE_CATALOGS } from '@/i18n/activate';
import { router } from '@/app/router';

const ROUTES = join(process.cwd(), 'src/routes');
const FEATURES = join(process.cwd(), 'src/features');
/** Shared components with a catalog of their own (lingui.config.ts), by import path. */
const COMPONENT_CATALOGS: Record<string, string> = {
  '@/components/form': 'form',
  '@/components/captcha': 'form',
  '@/components/sms-code': 'form',
};
const CATALOGS = join(process.cwd(), 'locales/en-US');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The features a route file renders or loads, from its imports. */
function featuresOf(source: string): string[] {
  return [...source.matchAll(/from '@\/features\/([a-z-]+)\//g)].map((match) => match[1] ?? '');
}

/** The catalogs of shared components that a feature's files import. */
function componentCatalogsOf(feature: string): string[] {
  const sources = readdirSync(join(FEATURES, feature), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => join(FEATURES, feature, name));
  return Object.entries(COMPONENT_CATALOGS)
    .filter(([path]) => sources.some((file) => readFileSync(file, 'utf8').includes(`'${path}`)))
    .map(([, catalog]) => catalog);
}

/** The layout route files above a route file: each folder's `route.tsx`. */
function layoutsAbove(file: string): string[] {
  const layouts: string[] = [];
  let dir = file.endsWith('/route.tsx') ? dirname(dirname(file)) : dirname(file);
  for (; dir.startsWith(ROUTES); dir = dirname(dir)) layouts.push(join(dir, 'route.tsx'));
  return layouts;
}

const declared = (file: string): string[] => {
  try {
    const list = /catalogs:\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
  } catch {
    return [];
  }
};

describe('the catalogs a page loads (staticData.catalogs)', () => {
  const catalogs = new Set(readdirSync(CATALOGS).map((name) => name.replace(/\.po$/, '')));

  it.each(routeFiles(ROUTES).map((file) => [relative(ROUTES, file), file]))(
    '%s declares the catalog of every feature it shows',
    (_name, file) => {
      const available = new Set([
        ...BASE_CATALOGS,
        ...declared(file),
        ...layoutsAbove(file).flatMap(declared),
      ]);
      for (const feature of featuresOf(readFileSync(file, 'utf8'))) {
        // A feature without strings of its own has no catalog to load.
        if (catalogs.has(feature)) expect(available).toContain(feature);
        // Nor may the strings of the shared components it shows (the form kit's) be missing.
        for (const catalog of componentCatalogsOf(feature)) expect(available).toContain(catalog);
      }
      for (const name of declared(file)) expect(catalogs).toContain(name);
    },
  );

  it('gives a page its own catalogs and no other page’s, and a captcha to the sign-in pages', () => {
    const [routes] = router.getMatchedRoutes('/en_US/personal/marketing');
    const resources = pageResources(routes.map((route) => route.options.staticData));
    expect(resources).toEqual({ catalogs: ['marketing'], dayjs: true, captcha: false });
    const [login] = router.getMatchedRoutes('/en_US/login');
    expect(pageResources(login.map((route) => route.options.staticData))).toEqual({
      catalogs: ['auth', 'form'],
      dayjs: false,
      captcha: true,
    });
  });
});
