import { get, interaction, ok } from './support/consumer';
import { describe, it } from 'vitest';
import { getSiteInfo, listDictionary, listFriendLinks } from '@/api/gen/site/site';
import { dictItem, friendLinks, listOf, siteInfo } from './support/shapes';

describe('site', () => {
  it('listFriendLinks', () =>
    interaction({
      given: ['friend links exist'],
      uponReceiving: 'listFriendLinks: the footer links',
      request: get('/links/list'),
      response: ok(friendLinks),
      call: () => listFriendLinks(),
    }));

  it('listDictionary', () =>
    interaction({
      given: ['dictionary MAIN_PLATFORM has options'],
      uponReceiving: 'listDictionary: the options of the main platforms',
      request: get('/dictionary/list', { dictCode: 'MAIN_PLATFORM' }),
      response: ok(listOf(dictItem)),
      call: () => listDictionary({ dictCode: 'MAIN_PLATFORM' }),
    }));

  it('getSiteInfo', () =>
    interaction({
      given: ['the site settings and home banners exist'],
      uponReceiving: 'getSiteInfo: the global settings and the home banners',
      request: get('/index/info'),
      response: ok(siteInfo),
      call: () => getSiteInfo(),
    }));
});
