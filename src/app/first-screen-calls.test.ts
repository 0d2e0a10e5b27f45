import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ANSWERS, FIRST_SCREEN_CALLS } from '@/api/first-screen-calls';
import { getGetSessionUserUrl } from '@/api/gen/auth/auth';
import { getGetCourseUrl } from '@/api/gen/courses/courses';
import { getGetShipServiceUrl } from '@/api/gen/logistics/logistics';
import { getListServiceCategoriesUrl } from '@/api/gen/market/market';
import { getGetOrderUrl, getListOrdersUrl } from '@/api/gen/orders/orders';
import { getGetPlatformUrl } from '@/api/gen/platforms/platforms';
import { getGetSiteInfoUrl, getListFriendLinksUrl } from '@/api/gen/site/site';
import { orderListParams, orderListSearchSchema } from '@/features/orders/order-list-search';
import { pageFiles, routePattern } from '../../scripts/first-load';
import { askFirstScreenCalls, firstScreenCallUrls } from './first-load';

const calls = { base: '/api', token: 'portal-web', ...FIRST_SCREEN_CALLS };
/** What the client asks for a generated path, in English. */
const sent = (path: string) => `/api${path}${path.includes('?') ? '&' : '?'}languageType=en_US`;
const always = [
  getGetSessionUserUrl(),
  getListServiceCategoriesUrl(),
  getListFriendLinksUrl(),
  getGetSiteInfoUrl(),
].map(sent);
const own = (pathname: string, search = '') =>
  firstScreenCallUrls(calls, pathname, search).slice(always.length);

afterEach(() => vi.unstubAllGlobals());

describe('the first screen’s calls', () => {
  it('are the generated client’s, on every page and on the pages that name theirs', () => {
    expect(firstScreenCallUrls(calls, '/en_US/news', '')).toEqual(always);
    expect(own('/en_US/personal/order')).toEqual([
      sent(getListOrdersUrl(orderListParams(orderListSearchSchema.parse({})))),
    ]);
    expect(own('/en_US/personal/order/31')).toEqual([sent(getGetOrderUrl(31))]);
    expect(own('/en_US/platform/apply', '?id=101&channel=ORDINARY_CUSTOMER')).toEqual([
      sent(getGetPlatformUrl(101)),
    ]);
    expect(own('/en_US/logistics/service/submit', '?id=705')).toEqual([
      sent(getGetShipServiceUrl(705)),
    ]);
    expect(own('/en_US/college/course/play', '?id=10&video=1001')).toEqual([
      sent(getGetCourseUrl(10)),
    ]);
  });

  it('name pages of the router, and are made only as the address fills them', () => {
    const patterns = pageFiles().map(routePattern);
    for (const pattern of Object.keys(FIRST_SCREEN_CALLS.pages))
      expect(patterns, pattern).toContain(pattern.replace(/\?$/, ''));
    // A list with search asks as its page does (filters the first-load script does not read).
    expect(own('/en_US/personal/order', '?tab=unpaid')).toEqual([]);
    expect(own('/en_US/personal/order', '?')).toHaveLength(1);
    // An id the page would not ask with: none.
    expect(own('/en_US/platform/apply', '?id=abc')).toEqual([]);
    expect(own('/en_US/platform/apply', '?id=0')).toEqual([]);
    expect(own('/en_US/platform/apply')).toEqual([]);
    expect(own('/en_US/personal/order/x1')).toEqual([]);
    // Outside a locale (the root goes on to one): none; in another, its languageType.
    expect(firstScreenCallUrls(calls, '/', '')).toEqual([]);
    expect(firstScreenCallUrls(calls, '/pt_PT/personal/order', '')[0]).toBe(
      '/api/sys/userInfo?languageType=pt_PT',
    );
  });

  it('are made as the client makes them, and kept by address for it', async () => {
    const made = vi.fn((_url: string, _init: RequestInit) =>
      Promise.reject(new TypeError('offline')),
    );
    vi.stubGlobal('fetch', made);
    const scope: Record<string, unknown> = {};
    askFirstScreenCalls(calls, '/en_US/personal/order/31', '', scope, FIRST_SCREEN_ANSWERS);
    const urls = [...always, sent(getGetOrderUrl(31))];
    expect(made.mock.calls.map(([url]) => url)).toEqual(urls);
    expect(made.mock.calls[0]?.[1]).toEqual({
      headers: { 'X-Access-Token': 'portal-web' },
      credentials: 'same-origin',
    });
    const answers = scope[FIRST_SCREEN_ANSWERS] as Record<string, Promise<Response>>;
    expect(Object.keys(answers)).toEqual(urls);
    // A failed call is the client's to report, when it takes it.
    await expect(answers[urls[0]!]).rejects.toThrow('offline');
  });
});
