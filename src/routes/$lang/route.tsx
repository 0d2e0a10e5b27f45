import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isHomePath, loadDeferred } from '@/app/deferred';
import { FullPageRouteErrorBoundary, NotFound } from '@/components/feedback/error-boundaries';
import { currentLocale } from '@/i18n/activate';
import { isLocaleSlug } from '@/i18n/locales';
import { unsupportedLanguageHref } from '@/features/shell/language';
import {
  friendLinksQueryOptions,
  headerSessionQueryOptions,
  serviceCategoriesQueryOptions,
  siteInfoQueryOptions,
} from '@/features/shell/queries';

/** Every page sits under `/{lang}` (spec section 2.1). */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location }) => {
    // An unsupported `{lang}` falls back to zh_CN on the same path (spec section 4).
    if (!isLocaleSlug(params.lang)) {
      throw redirect({
        href: unsupportedLanguageHref({
          pathname: location.pathname,
          search: location.searchStr,
          hash: location.hash ? `#${location.hash}` : '',
        }),
        replace: true,
      });
    }
    // The locale is chosen once per page load (catalogs, formats, API answers); arriving at
    // another prefix inside the app loads the page afresh, as the language switcher does.
    if (params.lang !== currentLocale().slug) {
      throw redirect({ href: location.href, reloadDocument: true });
    }
    // The home page renders with what the first screen needs; any other page gets everything.
    if (!isHomePath(location.pathname)) await loadDeferred();
  },
  // Start-up (spec section 4): login info, navigation categories, friend links and the global
  // settings, side by side with the page's own loader. Failures degrade in the chrome (section 8).
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData(headerSessionQueryOptions()),
      queryClient.ensureQueryData(serviceCategoriesQueryOptions()),
      queryClient.ensureQueryData(friendLinksQueryOptions()),
      queryClient.ensureQueryData(siteInfoQueryOptions()),
    ]);
  },
  component: Outlet,
  notFoundComponent: () => <NotFound fullPage />,
  errorComponent: FullPageRouteErrorBoundary,
});
