import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Where the college search goes (spec section 2.3): the query page with `key`, only for a
 * non-empty keyword (blank input does nothing, so null).
 */
export function collegeSearchHref(keyword: string): string | null {
  const key = keyword.trim();
  return key ? `/college/course/query?key=${encodeURIComponent(key)}` : null;
}

export function courseDetailHref(courseId: number): string {
  return `/college/course/detail?id=${courseId}`;
}

export function coursePlayHref(courseId: number, videoId: number): string {
  return `/college/course/play?id=${courseId}&video=${videoId}`;
}

export function courseSubmitHref(courseId: number): string {
  return `/college/course/submit?id=${courseId}`;
}

export interface CollegeNavEntry {
  key: string;
  name: MessageDescriptor;
  url: string;
}

/** The college navigation (spec section 2.3): home, intro, advanced, series, all courses. */
export const COLLEGE_NAV: CollegeNavEntry[] = [
  { key: 'home', name: msg`College home`, url: '/college' },
  { key: 'intro', name: msg`Cross-border intro`, url: '/college/course/list?level=BEGINNER' },
  { key: 'advanced', name: msg`Advanced`, url: '/college/course/list?level=ADVANCED' },
  { key: 'series', name: msg`Series courses`, url: '/college#series' },
  { key: 'all', name: msg`All courses`, url: '/college/course/list' },
];

/** The entry of the page shown: exact path and query first, then the path alone. */
export function activeCollegeEntry(pathAndQuery: string, lang: string): string | undefined {
  const withoutPrefix = pathAndQuery.replace(new RegExp(`^/${lang}`), '') || '/';
  const exact = COLLEGE_NAV.find((entry) => entry.url === withoutPrefix);
  if (exact) return exact.key;
  const path = withoutPrefix.split('?')[0];
  if (path === '/college') return 'home';
  if (path === '/college/course/list') return 'all';
  return undefined;
}
