import { preloadCaptcha } from '@/components/captcha/captcha-key';
import { loadCatalogs, loadDayjsLocale } from '@/i18n/activate';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The feature catalogs (locales/<bcp47>/<name>.po) the route's page shows, beyond the base
     * ones every page has (`common`, `shell`). Loaded before the page renders, for the page
     * being shown only; src/routes/route-resources.test.ts checks them against the route file's
     * feature imports, and scripts/check-bundle.mjs counts them in the route's budget.
     */
    catalogs?: readonly string[];
    /** The page shows Mantine date pickers: dayjs must be in the page's locale first. */
    dayjs?: boolean;
    /**
     * The page's first screen shows a graphic captcha (the sign-in pages, where it is the
     * largest picture): its image starts loading with the page's code, not after it.
     */
    captcha?: boolean;
  }
}

/** What a route declares that its page needs besides its code. */
export interface PageResources {
  catalogs?: readonly string[];
  dayjs?: boolean;
  captcha?: boolean;
}

/** The catalogs and locale data of a page, from the static data of its matched routes. */
export function pageResources(matched: readonly (PageResources | undefined)[]): {
  catalogs: string[];
  dayjs: boolean;
  captcha: boolean;
} {
  return {
    catalogs: [...new Set(matched.flatMap((data) => data?.catalogs ?? []))],
    dayjs: matched.some((data) => data?.dayjs === true),
    captcha: matched.some((data) => data?.captcha === true),
  };
}

/**
 * Loads what the matched routes' pages need before they render: their catalogs and, where they
 * show date pickers, dayjs in the locale; starts their captcha image. Called by the `/{lang}`
 * route's `beforeLoad`, also when a link is preloaded on hover (`preload`: no captcha then, it
 * would grow old before the page opens). src/main.tsx starts the same for the first page.
 */
export function loadPageResources(
  matched: readonly (PageResources | undefined)[],
  { preload = false }: { preload?: boolean } = {},
): Promise<unknown> {
  const { catalogs, dayjs, captcha } = pageResources(matched);
  if (captcha && !preload) preloadCaptcha();
  return Promise.all([loadCatalogs(catalogs), dayjs ? loadDayjsLocale() : undefined]);
}
