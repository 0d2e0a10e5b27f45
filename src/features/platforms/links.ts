import type { StoreApplicationChannel } from '@/api/gen/model';

/** Paths without the language prefix, for `AppLink` / `LinkButton`. */
export const platformDirectoryHref = (compare: readonly number[] = []) =>
  compare.length > 0 ? `/platform?compare=${compare.join(',')}` : '/platform';

export const platformHref = (id: number) => `/platform/${id}`;

export const platformApplyHref = (id: number, channel: StoreApplicationChannel) =>
  `/platform/apply?id=${id}&channel=${channel}`;

export const platformCompareHref = (ids: readonly number[]) =>
  `/platform/compare?ids=${ids.join(',')}`;

export const myApplicationsHref = () => '/personal/applications';

export const newsHref = (id: number) => `/news/${id}`;

export const courseHref = (id: number) => `/college/course/detail?id=${id}`;
