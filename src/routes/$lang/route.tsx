import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadPageResources } from '@/app/page-resources';
import { FullPageRouteErrorBoundary, NotFound } from '@/components/feedback/error-boundaries';
import { currentLocale } from '@/i18n/activate';
import { isLocaleSlug } from '@/i18n/locales';
import { unsupportedLanguageHref } from '@/features/shell/language';
import { startUpQueries } from '@/features/shell/queries';

/** Every page sits under `/{lang}` (spec section 2.1). */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location, matches, preload }) => {
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
    // The catalogs (and date locale) of the page being opened, and of no other.
    await loadPageResources(
      matches.map((match) => match.staticData),
      { preload },
    );
  },
  // Start-up (spec section 4), side by side with the page's own loader.
  loader: ({ context: { queryClient } }) => startUpQueries(queryClient),
  component: Outlet,
  notFoundComponent: () => <NotFound fullPage />,
  errorComponent: FullPageRouteErrorBoundary,
});
