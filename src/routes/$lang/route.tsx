import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DEFAULT_LOCALE, isLocaleSlug } from '@/i18n/locales';

/** Every page sits under `/{lang}`; an unsupported `{lang}` falls back to zh_CN on the same path. */
export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params, location }) => {
    if (!isLocaleSlug(params.lang)) {
      const rest = location.pathname.split('/').slice(2).join('/');
      throw redirect({
        href: `/${DEFAULT_LOCALE.slug}/${rest}${location.searchStr}`,
        replace: true,
      });
    }
  },
  component: Outlet,
});
