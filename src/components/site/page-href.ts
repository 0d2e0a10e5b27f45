import type { AnyRouter } from '@tanstack/react-router';
import { localizedHref } from '@/components/app-link';

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Whether a link that comes as data (a banner's, a navigation entry's: a site path without the
 * language, `/service?cid=1`) opens a page of the route tree. A path no route matches would only
 * lead to the not-found page, so such a link is better left out. Absolute URLs (another site,
 * `mailto:`) are not the route tree's to judge and count as pages.
 */
export function isPageHref(router: Pick<AnyRouter, 'getMatchedRoutes'>, href: string): boolean {
  if (EXTERNAL.test(href)) return true;
  const { pathname } = new URL(localizedHref(href), 'http://portal.invalid');
  const [, params, found] = router.getMatchedRoutes(pathname);
  // A path below no route is caught by the language route's splat (`**`), the not-found page.
  return found !== undefined && !('**' in params);
}
