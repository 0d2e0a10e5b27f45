import { i18n, type Messages } from '@lingui/core';
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
let completion: Promise<void> | undefined;

/** The locale the app runs in. It changes only with a page load (switching reloads the page). */
export function currentLocale(): Locale {
  return current;
}

/** The locale named by the first path segment (`/en_US/...`); anything else is zh_CN. */
export function localeFromPath(pathname: string): Locale {
  return localeOf(pathname.split('/')[1]);
}

/** The messages of a locale's catalogs: the named ones (`common`, `shell`...), or all of them. */
async function loadMessages(locale: Locale, names?: readonly string[]): Promise<Messages> {
  const own = Object.entries(catalogs).filter(([path]) => {
    const [, folder, file] = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(path) ?? [];
    return folder === locale.bcp47 && (!names || (file !== undefined && names.includes(file)));
  });
  const loaded = await Promise.all(own.map(([, load]) => load()));
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages));
}

async function activateDayjs(locale: Locale): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocales[locale.dayjs]()]);
  dayjs.locale(locale.dayjs);
}

/**
 * Activates a locale: Lingui, `<html lang>` and dayjs. With `names`, only those catalogs are
 * loaded and dayjs is left for `completeLocale`, so the first screen waits for no more than it
 * shows; the rest must then be completed before other screens render.
 */
export async function activateLocale(locale: Locale, names?: readonly string[]): Promise<void> {
  const messages = await loadMessages(locale, names);
  i18n.loadAndActivate({ locale: locale.bcp47, locales: [locale.bcp47], messages });
  document.documentElement.lang = locale.bcp47;
  current = locale;
  completion = names ? undefined : activateDayjs(locale);
  await completion;
}

/** Loads the catalogs `activateLocale` left out and puts dayjs in the locale; once per page. */
export function completeLocale(): Promise<void> {
  completion ??= Promise.all([loadMessages(current), activateDayjs(current)]).then(([messages]) =>
    i18n.load(current.bcp47, messages),
  );
  return completion.catch((error: unknown) => {
    completion = undefined;
    throw error;
  });
}
