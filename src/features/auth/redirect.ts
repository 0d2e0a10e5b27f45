import { isLocaleSlug } from '@/i18n/locales';

/** The pages a visitor signs in through; returning to them after signing in goes home (spec section 6). */
export const AUTH_PAGES: readonly string[] = ['login', 'register', 'forget'];

// Only the structure of the path matters, so any fixed origin serves to resolve it.
const BASE = 'http://portal.invalid';

/**
 * Backslashes and control characters: browsers read `/\host` as `//host` and drop tabs and line
 * breaks (`/\t/host`), which would turn a path into another site.
 */
function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return char === '\\' || code < 0x20 || code === 0x7f;
  });
}

function decodeSegment(segment: string | undefined): string {
  if (segment === undefined) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Where to go after signing in, from the untrusted `redirect` search parameter: a path of this site
 * (one leading `/`, same origin once resolved), or the home page of `lang` for anything else
 * (`//host`, `/\host`, `https://host`, `javascript:`...) and for the login, register and forget pages.
 */
export function safeRedirect(raw: unknown, lang: string): string {
  const home = `/${lang}`;
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return home;
  if (hasUnsafeCharacter(raw)) return home;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return home;
  }
  // Dot segments can collapse into `//host` ('/.//host'), so the resolved path is checked again.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return home;
  const segments = url.pathname.split('/').slice(1).map(decodeSegment);
  const page = isLocaleSlug(segments[0]) ? segments[1] : segments[0];
  if (page !== undefined && AUTH_PAGES.includes(page)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
