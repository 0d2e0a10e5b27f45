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

/**
 * The catalogs every page shows: shared components (`common`) and the site chrome (`shell`).
 * A page adds its feature's own with its route's `staticData.catalogs` (src/app/page-resources.ts).
 */
export const BASE_CATALOGS = ['common', 'shell'] as const;

let current: Locale = LOCALES[0];
/** Catalogs of the current locale loaded or loading, by name. */
const loaded = new Map<string, Promise<void>>();
let dayjsActivation: Promise<void> | undefined;

/** The locale the app runs in. It changes only with a page load (switching reloads the page). */
export function currentLocale(): Locale {
  return current;
}

/** The locale named by the first path segment (`/en_US/...`); anything else is zh_CN. */
export function localeFromPath(pathname: string): Locale {
  return localeOf(pathname.split('/')[1]);
}

function catalogLoader(locale: Locale, name: string) {
  const load = catalogs[`../../locales/${locale.bcp47}/${name}.po`];
  if (!load) throw new Error(`No catalog ${name} for ${locale.bcp47}`);
  return load;
}

/**
 * Activates a locale with the base catalogs and `names`: Lingui and `<html lang>`. Called once,
 * before the first render (src/main.tsx).
 */
export async function activateLocale(locale: Locale, names: readonly string[] = []): Promise<void> {
  // The locale is the app's from now: API calls made while the catalogs load carry it.
  current = locale;
  const wanted = [...new Set([...BASE_CATALOGS, ...names])];
  const parts = await Promise.all(wanted.map((name) => catalogLoader(locale, name)()));
  i18n.loadAndActivate({
    locale: locale.bcp47,
    locales: [locale.bcp47],
    messages: Object.assign({}, ...parts.map((part) => part.messages)) as Messages,
  });
  // Prerendering (src/prerender/) writes the lang into the page's HTML itself.
  if (typeof document !== 'undefined') document.documentElement.lang = locale.bcp47;
  loaded.clear();
  for (const name of wanted) loaded.set(name, Promise.resolve());
}

/** Adds catalogs of the current locale that are not loaded yet (a page's feature catalogs). */
export function loadCatalogs(names: readonly string[]): Promise<unknown> {
  return Promise.all(
    names.map((name) => {
      let loading = loaded.get(name);
      if (!loading) {
        loading = catalogLoader(current, name)().then(
          (catalog) => i18n.load(current.bcp47, catalog.messages),
          (error: unknown) => {
            loaded.delete(name);
            throw error;
          },
        );
        loaded.set(name, loading);
      }
      return loading;
    }),
  );
}

/** Puts dayjs in the current locale, for the pages whose date pickers need it; once per page. */
export function loadDayjsLocale(): Promise<void> {
  dayjsActivation ??= Promise.all([import('dayjs'), dayjsLocales[current.dayjs]()]).then(
    ([{ default: dayjs }]) => {
      dayjs.locale(current.dayjs);
    },
  );
  return dayjsActivation.catch((error: unknown) => {
    dayjsActivation = undefined;
    throw error;
  });
}
