import { describe, expect, it } from 'vitest';
import { router } from '@/app/router';
import { isPageHref } from '@/components/site/page-href';
import { siteInfo } from '../../mocks/db/site';

describe('links that come as data, against the route tree', () => {
  it('tells a page of the portal from a path no route has', () => {
    expect(isPageHref(router, '/service')).toBe(true);
    expect(isPageHref(router, '/service?cid=21')).toBe(true);
    expect(isPageHref(router, '/platform/101')).toBe(true);
    expect(isPageHref(router, '/')).toBe(true);
    expect(isPageHref(router, '/market')).toBe(false);
    expect(isPageHref(router, 'market/2001')).toBe(false);
    expect(isPageHref(router, 'https://www.example.com/market')).toBe(true);
  });

  it('the seeded home banners all lead to a page, in every language', () => {
    for (const lang of ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'] as const) {
      const broken = siteInfo(lang)
        .banners.map((banner) => banner.link)
        .filter((link) => !link || !isPageHref(router, link));
      expect(broken).toEqual([]);
    }
  });
});
