import { failure, get, interaction, ok, postJson, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import {
  applyForStore,
  getPlatform,
  listFeaturedPlatforms,
  listMyStoreApplications,
  listPlatformCategories,
  listPlatformCourses,
  listPlatformNews,
} from '@/api/gen/platforms/platforms';
import {
  StoreApplicationChannel,
  StoreApplicationStatus,
  type StoreApplicationInput,
} from '@/api/gen/model';
import {
  count,
  courseSummary,
  dateTime,
  id,
  listOf,
  newsSummary,
  oneOf,
  pageOf,
  platform,
  platformDetail,
  text,
  uri,
} from './support/shapes';

/** One application of the personal centre (`rejectReason` is nullable: not asserted). */
const storeApplicationSummary = {
  id: id(3),
  platformId: id(103),
  platformName: text('eBay'),
  platformLogo: uri('https://img.example.com/platform/ebay.png'),
  channel: oneOf(StoreApplicationChannel, 'ORDINARY_CUSTOMER'),
  reviewDays: count(5),
  status: oneOf(StoreApplicationStatus, 'REJECTED'),
  submitTime: dateTime(),
};

const LOGGED_IN = 'user demo is logged in';
const PLATFORMS = 'sales platforms exist in every directory group';
const PLATFORM_101 = 'platform 101 exists and accepts store applications';
const firstPage = { pageNo: '1', pageSize: '10' };

const application = {
  platformId: 101,
  channel: 'ORDINARY_CUSTOMER',
  companyName: '深圳市跨越贸易有限公司',
  legalPersonName: '李明',
  licenseImage: 'https://files.portal.test/license/1/business-licence.jpg',
  contactName: '李明',
  contactPhone: '13812345678',
  wechatId: 'liming_kuayue',
  contactEmail: 'li.ming@kuayue-trade.com',
  companyAddress: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
  productCategories: ['HOME_GARDEN'],
  hasCertificate: true,
} satisfies StoreApplicationInput;

describe('platforms', () => {
  it('listFeaturedPlatforms', () =>
    interaction({
      given: [PLATFORMS],
      uponReceiving: 'listFeaturedPlatforms: the platforms of the home page',
      request: get('/index/crossPlatform'),
      response: ok(listOf(platform)),
      call: () => listFeaturedPlatforms(),
    }));

  it('listPlatformCategories', () =>
    interaction({
      given: [PLATFORMS],
      uponReceiving: 'listPlatformCategories: the platform directory',
      request: get('/crossPlatform/category'),
      response: ok(
        listOf({ id: id(11), name: text('North America'), platforms: listOf(platform) }),
      ),
      call: () => listPlatformCategories(),
    }));

  it('getPlatform', () =>
    interaction({
      given: [PLATFORM_101],
      uponReceiving: 'getPlatform: a platform open to store applications',
      request: get('/crossPlatform/info/101'),
      response: ok({ ...platformDetail, id: id(101), applyOpen: true }),
      call: () => getPlatform(101),
    }));

  it('getPlatform: an unknown platform is refused with a message', () =>
    interaction({
      given: ['there is no platform 999999'],
      uponReceiving: 'getPlatform: an unknown platform',
      request: get('/crossPlatform/info/999999'),
      response: failure('The platform does not exist'),
      call: () => getPlatform(999999),
    }));

  it('listPlatformNews', () =>
    interaction({
      given: ['platform 101 has news and courses'],
      uponReceiving: 'listPlatformNews: the first page of news about a platform',
      request: get('/crossPlatform/news', { ...firstPage, platformId: '101' }),
      response: ok(pageOf(newsSummary)),
      call: () => listPlatformNews({ pageNo: 1, pageSize: 10, platformId: 101 }),
    }));

  it('listPlatformCourses', () =>
    interaction({
      given: ['platform 101 has news and courses'],
      uponReceiving: 'listPlatformCourses: the first page of courses about a platform',
      request: get('/crossPlatform/course', { ...firstPage, platformId: '101' }),
      response: ok(pageOf(courseSummary)),
      call: () => listPlatformCourses({ pageNo: 1, pageSize: 10, platformId: 101 }),
    }));

  it('applyForStore', () =>
    interaction({
      given: [
        LOGGED_IN,
        PLATFORM_101,
        'user demo uploaded https://files.portal.test/license/1/business-licence.jpg',
      ],
      uponReceiving: 'applyForStore: an application on the ordinary channel',
      request: postJson('/crossPlatformApply/save', application),
      response: ok({
        id: id(701),
        channel: 'ORDINARY_CUSTOMER',
        reviewDays: count(5),
        submitTime: dateTime(),
      }),
      call: () => applyForStore(application),
    }));

  it('applyForStore: a second application under review is refused with a message', () =>
    interaction({
      given: [
        LOGGED_IN,
        PLATFORM_101,
        'user demo has a store application for platform 101 under review',
      ],
      uponReceiving: 'applyForStore: an application while another is under review',
      request: postJson('/crossPlatformApply/save', application),
      response: failure('An application for this platform is already under review'),
      call: () => applyForStore(application),
    }));

  it('listMyStoreApplications', () =>
    interaction({
      given: [LOGGED_IN, 'user demo has store applications'],
      uponReceiving: 'listMyStoreApplications: the user’s store applications',
      request: get('/crossPlatformApply/list'),
      response: ok(listOf(storeApplicationSummary)),
      call: () => listMyStoreApplications(),
    }));

  it('listMyStoreApplications: 512', () =>
    withoutSession('listMyStoreApplications', get('/crossPlatformApply/list'), () =>
      listMyStoreApplications(),
    ));

  it('applyForStore: 512', () =>
    withoutSession('applyForStore', postJson('/crossPlatformApply/save', application), () =>
      applyForStore(application),
    ));
});
