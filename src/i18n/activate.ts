import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import { LOCALES, localeOf, type Locale } from './locales';

// One lazy chunk per catalog (.po compiled by @lingui/vite-plugin); a locale loads only its own.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');
const dayjsLocales: Record<Locale['dayjs'], () => Promise<unknown>> = {
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-hk': () => import('dayjs/locale/zh-hk'),
  en: () => Promise.resolve(),
  pt: () => import('dayjs/locale/pt'),
};

let current: Locale = LOCALES[0];

/** The locale the app runs in. It changes only with a page load (switching reloads the page). */
export function currentLocale(): Locale {
  return current;
}

/** The locale named by the first path segment (`/en_US/...`); anything else is zh_CN. */
export function localeFromPath(pathname: string): Locale {
  return localeOf(pathname.split('/')[1]);
}

export async function activateLocale(locale: Locale): Promise<void> {
  const own = Object.entries(catalogs).filter(([path]) =>
    path.includes(`/locales/${locale.bcp47}/`),
  );
  const [loaded] = await Promise.all([
    Promise.all(own.map(([, load]) => load())),
    dayjsLocales[locale.dayjs](),
  ]);
  const messages: Messages = Object.assign({}, ...loaded.map((catalog) => catalog.messages));
  i18n.loadAndActivate({ locale: locale.bcp47, locales: [locale.bcp47], messages });
  dayjs.locale(locale.dayjs);
  document.documentElement.lang = locale.bcp47;
  current = locale;
}
