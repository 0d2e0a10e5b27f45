/**
 * Provider states of the pact (contract-tests/pacts/portal-web-portal-api.json): what each state
 * name means for any provider, and how the mock backend gets into it when the contract suite
 * verifies it as the provider (contract-tests/provider-verification.test.ts).
 *
 * Before every interaction `resetProviderState()` pins the mock clock to PACT_NOW and reseeds the
 * database, so each interaction starts from the same data whatever ran before; the states then
 * adjust that seed or check that it holds what they promise (a state the seed no longer holds
 * fails loudly instead of letting an interaction pass by chance).
 */
import { attestationOf, attestations, SAMPLE_REJECT_REASON } from './db/attestations';
import {
  adStatistics,
  clock,
  DEMO_USER_ID,
  findUserByPhone,
  findUserByUsername,
  fundsFlow,
  invoiceInfos,
  invoices,
  isUploadedUrl,
  messages,
  orders,
  resetDb,
  signIn,
  signOut,
  uploads,
  users,
} from './db';
import { dictionary } from './db/dictionaries';
import { hasPurchasedCourse } from './db/orders';
import {
  courseCategories,
  courseComments,
  courseFavourites,
  courseSubjects,
  courses,
  fbaWarehouses,
  markets,
  news,
  platformCategories,
  platforms,
  providerApplications,
  serviceCategories,
  services,
  shipOrders,
  shipServices,
  storeApplications,
  teacherFollows,
  teachers,
  videoComments,
  warehouses,
} from './db/seed';
import { findVideo } from './db/seed/courses';
import { COUPONS, couponRedemptions } from './db/seed/coupons';
import { priceFrom } from './db/seed/services';
import { findFbaWarehouse } from './db/seed/fba-warehouses';
import { invoiceOfOrder } from './db/invoices';
import { friendLinks, siteInfo } from './db/site';
import { DEV_CAPTCHA, DEV_SMS_CODE, isCaptchaKey } from './db/sms';
import { DAY, formatDateTime, parseDateTime } from './lib/clock';

export interface ProviderState {
  /** What a provider must make true; backend teams read this (README, "For backend teams"). */
  meaning: string;
  setup: () => void;
}

/** The moment every verified interaction happens at (China time); the pact's dates fit it. */
export const PACT_NOW = '2026-11-20 14:30:00';

/** Back to the seed, built around PACT_NOW, before every interaction. */
export function resetProviderState(): void {
  clock.set(PACT_NOW);
  resetDb();
}

function holds(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`the mock data does not hold: ${what}`);
}

const demoOrders = () => orders.filter((order) => order.userId === DEMO_USER_ID && !order.deleted);

function demoOrder(id: number, status: string) {
  const order = orders.get(id);
  holds(order && order.userId === DEMO_USER_ID && !order.deleted, `order ${id} of demo`);
  holds(order.status === status, `order ${id} is ${status}`);
  return order;
}

function between(time: string, from: string, to: string): boolean {
  return time.slice(0, 10) >= from && time.slice(0, 10) <= to;
}

export const providerStates = {
  // Accounts, sessions, codes
  'no user is logged in': {
    meaning: 'No session: every call that needs one answers code 512.',
    setup: () => signOut(),
  },
  'user demo exists': {
    meaning: 'The account demo / demo123 (id 1, phone 13812345678) exists.',
    setup: () => {
      const demo = users.get(DEMO_USER_ID);
      holds(demo?.username === 'demo' && demo.password === 'demo123', 'demo / demo123');
      holds(demo.phone === '13812345678', "demo's phone 13812345678");
    },
  },
  'user demo is logged in': {
    meaning:
      'demo has a session. Its profile: nickname set, phone 13812345678, e-mail bound, an ENTERPRISE ' +
      'member with company, main platforms, main categories, region and address filled in.',
    setup: () => {
      const demo = users.get(DEMO_USER_ID);
      holds(
        demo?.nickname && demo.email && demo.company && demo.region && demo.address,
        "demo's profile",
      );
      holds(
        demo.mainPlatforms.length > 0 && demo.mainCategories.length > 0,
        "demo's main business",
      );
      signIn(DEMO_USER_ID);
    },
  },
  'user lihua exists with phone 13987654321': {
    meaning: 'A second account owns the phone 13987654321.',
    setup: () => holds(findUserByPhone('13987654321')?.id !== DEMO_USER_ID, 'a second account'),
  },
  'no account uses username newseller or phone 13900001111': {
    meaning: 'The username newseller and the phone 13900001111 are free.',
    setup: () =>
      holds(!findUserByUsername('newseller') && !findUserByPhone('13900001111'), 'both free'),
  },
  'captcha key contract-key-0001 shows 1234': {
    meaning:
      'The graphic captcha of checkKey contract-key-0001 was served, unexpired, and reads 1234.',
    // The mock's captchas all read 1234 (mocks/db/sms.ts).
    setup: () => holds(DEV_CAPTCHA === '1234' && isCaptchaKey('contract-key-0001'), 'captcha 1234'),
  },
  'SMS code 123456 was sent to 13812345678': {
    meaning: 'The latest SMS code sent to 13812345678 is 123456, unexpired and unused.',
    setup: () => holds(DEV_SMS_CODE === '123456', 'SMS code 123456'),
  },
  'SMS code 123456 was sent to 13900001111': {
    meaning: 'The latest SMS code sent to 13900001111 is 123456, unexpired and unused.',
    setup: () => holds(DEV_SMS_CODE === '123456', 'SMS code 123456'),
  },
  'user demo uploaded https://files.portal.test/license/1/business-licence.jpg': {
    meaning: 'That URL was answered to demo by uploadFile (biz LICENSE).',
    setup: () =>
      holds(
        isUploadedUrl('https://files.portal.test/license/1/business-licence.jpg', DEMO_USER_ID),
        "demo's uploaded licence",
      ),
  },
  'user demo uploaded https://files.portal.test/provider_intro/2/company-intro.pdf': {
    meaning: 'That URL was answered to demo by uploadFile (biz PROVIDER_INTRO).',
    setup: () => {
      const url = 'https://files.portal.test/provider_intro/2/company-intro.pdf';
      if (isUploadedUrl(url, DEMO_USER_ID)) return;
      uploads.insert({
        userId: DEMO_USER_ID,
        biz: 'PROVIDER_INTRO',
        name: 'company-intro.pdf',
        size: 524288,
        contentType: 'application/pdf',
        url,
        thumbnail: null,
        createTime: formatDateTime(clock.nowMs() - DAY),
      });
    },
  },
  // Enterprise certification
  'user demo has no enterprise certification': {
    meaning: 'demo never submitted an enterprise certification.',
    setup: () => {
      attestations.removeWhere((row) => row.userId === DEMO_USER_ID);
    },
  },
  'user demo has a certified enterprise certification 1': {
    meaning: "demo's certification 1 was approved (CERTIFIED, with a review time).",
    setup: () => {
      holds(attestationOf(DEMO_USER_ID)?.id === 1, "demo's certification 1");
      attestations.update(1, {
        status: 'CERTIFIED',
        reviewTime: formatDateTime(clock.nowMs() - DAY),
      });
    },
  },
  'user demo has a rejected enterprise certification 1': {
    meaning: "demo's certification 1 was REJECTED, with a reason and a review time.",
    setup: () => {
      holds(attestationOf(DEMO_USER_ID)?.id === 1, "demo's certification 1");
      attestations.update(1, {
        status: 'REJECTED',
        reviewTime: formatDateTime(clock.nowMs() - DAY),
        rejectReason: SAMPLE_REJECT_REASON,
      });
    },
  },
  // Invoices
  'user demo has invoices': {
    meaning: 'demo applied for at least one invoice.',
    setup: () => holds(invoices.count((row) => row.userId === DEMO_USER_ID) > 0, "demo's invoices"),
  },
  'user demo has saved invoice details': {
    meaning:
      'demo saved invoice info with both blocks (ordinary and VAT special) and the mailing receiver.',
    setup: () => {
      const info = invoiceInfos.find((row) => row.userId === DEMO_USER_ID);
      holds(info?.ordinary && info.vatSpecial, "demo's two invoice blocks");
      holds(info.receiver && info.receiverPhone && info.mailingAddress, "demo's invoice receiver");
    },
  },
  // Messages
  'user demo has read and unread messages of every type': {
    meaning:
      'demo has read and unread messages, of every type (SYSTEM, ORDER, LOGISTICS, ACTIVITY).',
    setup: () => {
      const own = messages.filter((row) => row.userId === DEMO_USER_ID);
      holds(
        own.some((row) => row.read) && own.some((row) => !row.read),
        'read and unread messages',
      );
      holds(
        ['SYSTEM', 'ORDER', 'LOGISTICS', 'ACTIVITY'].every((type) =>
          own.some((row) => row.type === type),
        ),
        'every type',
      );
    },
  },
  'message 39 is an unread message of user demo': {
    meaning: 'Message 39 belongs to demo and is unread.',
    setup: () => {
      holds(messages.get(39), 'message 39');
      messages.update(39, { userId: DEMO_USER_ID, read: false });
    },
  },
  'there is no message 999999': {
    meaning: 'No message has the id 999999.',
    setup: () => holds(!messages.get(999999), 'no message 999999'),
  },
  // Orders
  'user demo has orders in every state': {
    meaning: 'demo has service and course orders in every state, unpaid ones among them.',
    setup: () => {
      const states = new Set(demoOrders().map((order) => order.status));
      holds(states.size === 6, 'orders in the six states');
    },
  },
  'order 1 is unpaid': {
    meaning:
      "Order 1 is demo's SERVICE order in PENDING_PAYMENT, inside its 30-minute window, with " +
      'customer details and at least one line.',
    setup: () => {
      const order = demoOrder(1, 'PENDING_PAYMENT');
      holds(
        order.orderType === 'SERVICE' && order.customer && order.goods.length > 0,
        'a service order',
      );
      holds(
        order.payDeadline && parseDateTime(order.payDeadline).getTime() > clock.nowMs(),
        'in its window',
      );
    },
  },
  'order 11 is paid': {
    meaning: "Order 11 is demo's SERVICE order in PAID (pay time set).",
    setup: () => holds(demoOrder(11, 'PAID').payTime, 'a pay time'),
  },
  'order 12 is a paid order of course 1': {
    meaning:
      "Order 12 is demo's COURSE order in PAID, for course 1: the payment result offers Start learning.",
    setup: () => {
      const order = demoOrder(12, 'PAID');
      holds(order.orderType === 'COURSE' && order.refId === 1, 'a course order of course 1');
    },
  },
  'order 11 is paid and has no invoice': {
    meaning: "Order 11 is demo's PAID order and no invoice was applied for it.",
    setup: () => {
      demoOrder(11, 'PAID');
      holds(!invoiceOfOrder(11), 'no invoice for order 11');
    },
  },
  'order 10 is paid and used coupon NEWSTORE200': {
    meaning:
      "Order 10 is demo's PAID SERVICE order that used the code NEWSTORE200 (RMB 200 off): its " +
      "total is its goods' sum less 200.",
    setup: () => {
      const order = demoOrder(10, 'PAID');
      holds(
        order.coupon?.code === 'NEWSTORE200' && order.coupon.discount === 200,
        'order 10 used NEWSTORE200',
      );
    },
  },
  'order 7 is cancelled': {
    meaning: "Order 7 is demo's CANCELLED order.",
    setup: () => void demoOrder(7, 'CANCELLED'),
  },
  'there is no order 999999': {
    meaning: 'No order has the id 999999.',
    setup: () => holds(!orders.get(999999), 'no order 999999'),
  },
  'user demo has a paid order awaiting completion': {
    meaning: 'demo has an order in PAID (paid, not yet completed).',
    setup: () =>
      holds(
        demoOrders().some((order) => order.status === 'PAID'),
        'a PAID order',
      ),
  },
  'user demo has no paid order awaiting completion': {
    meaning: 'None of the orders of demo is in PAID.',
    setup: () => {
      for (const order of demoOrders().filter((row) => row.status === 'PAID')) {
        orders.update(order.id, { status: 'COMPLETED' });
      }
    },
  },
  // Funds flow and ad statistics
  'user demo has funds flow records between 2026-10-01 and 2026-11-20': {
    meaning: 'demo has funds-flow records with transaction times in that range (inclusive).',
    setup: () =>
      holds(
        fundsFlow.count(
          (row) =>
            row.userId === DEMO_USER_ID && between(row.transactionTime, '2026-10-01', '2026-11-20'),
        ) > 0,
        'funds-flow records in range',
      ),
  },
  'user demo has ad statistics between 2026-11-01 and 2026-11-20': {
    meaning: 'demo has ad-statistics records dated in that range (inclusive).',
    setup: () =>
      holds(
        adStatistics.count(
          (row) => row.userId === DEMO_USER_ID && between(row.date, '2026-11-01', '2026-11-20'),
        ) > 0,
        'ad statistics in range',
      ),
  },
  // College
  'the college has courses, series, categories and teachers': {
    meaning:
      'Recommended and newest courses, series (subjects), a two-level category tree, featured ' +
      'teachers and home banners of the college exist.',
    setup: () => {
      holds(
        courses.count((row) => row.recommended) > 0 && courseSubjects.count() > 0,
        'courses and series',
      );
      holds(
        courseCategories.count((row) => row.parentId !== null) > 0 && teachers.count() > 0,
        'categories and teachers',
      );
    },
  },
  'course 1 exists': {
    meaning: 'Course 1 is on the shelf, paid (not free), with chapters, videos and its teacher.',
    setup: () => {
      const course = courses.get(1);
      holds(course && !course.free && course.catalogue.length > 0, 'paid course 1 with chapters');
      holds(teachers.get(course.teacherId), "course 1's teacher");
    },
  },
  'course 1 is not a favourite of user demo': {
    meaning: 'demo has not collected course 1.',
    setup: () => {
      courseFavourites.removeWhere((row) => row.userId === DEMO_USER_ID && row.courseId === 1);
    },
  },
  'user demo has purchased course 1': {
    meaning: 'demo bought course 1 (a PAID or COMPLETED course order) and has not collected it.',
    setup: () => {
      holds(hasPurchasedCourse(DEMO_USER_ID, 1), 'demo bought course 1');
      courseFavourites.removeWhere((row) => row.userId === DEMO_USER_ID && row.courseId === 1);
    },
  },
  'course 5 is a paid course user demo has not ordered': {
    meaning: 'Course 5 is on the shelf and not free; demo has no order for it.',
    setup: () => {
      holds(courses.get(5)?.free === false, 'paid course 5');
      holds(
        !orders.find(
          (row) => row.userId === DEMO_USER_ID && row.orderType === 'COURSE' && row.refId === 5,
        ),
        'no order',
      );
    },
  },
  'course 8 is free': {
    meaning: 'Course 8 is on the shelf and free.',
    setup: () => holds(courses.get(8)?.free === true, 'free course 8'),
  },
  'there is no course 999999': {
    meaning: 'No course has the id 999999.',
    setup: () => holds(!courses.get(999999), 'no course 999999'),
  },
  'user demo has favourite courses': {
    meaning: 'demo collected at least one course.',
    setup: () =>
      holds(courseFavourites.count((row) => row.userId === DEMO_USER_ID) > 0, "demo's favourites"),
  },
  'user demo follows teachers': {
    meaning: 'demo follows at least one teacher.',
    setup: () =>
      holds(teacherFollows.count((row) => row.userId === DEMO_USER_ID) > 0, "demo's follows"),
  },
  'teacher 302 exists and user demo does not follow them': {
    meaning: 'Teacher 302 exists and demo does not follow them.',
    setup: () => {
      holds(teachers.get(302), 'teacher 302');
      teacherFollows.removeWhere((row) => row.userId === DEMO_USER_ID && row.teacherId === 302);
    },
  },
  'there is no teacher 999999': {
    meaning: 'No teacher has the id 999999.',
    setup: () => holds(!teachers.get(999999), 'no teacher 999999'),
  },
  'video 101 has comments': {
    meaning: 'Video 101 has top-level comments, among them comment 6001.',
    setup: () => {
      const comment = videoComments.get(6001);
      holds(
        comment?.videoId === 101 && comment.parentId === null,
        'top-level comment 6001 on video 101',
      );
    },
  },
  'every top-level comment on video 101 carries a playback time': {
    meaning:
      'Timed comments (x-addition): each top-level comment on video 101 has a `videoTime`, 95 s.',
    setup: () => {
      const tops = videoComments.filter((row) => row.videoId === 101 && row.parentId === null);
      holds(tops.length > 0, 'top-level comments on video 101');
      for (const row of tops) videoComments.update(row.id, { videoTime: 95 });
    },
  },
  'video 101 is playable for user demo': {
    meaning: 'demo may watch video 101 (bought course, free course or trial video).',
    setup: () => {
      const found = findVideo(101);
      holds(
        found &&
          (found.course.free ||
            found.video.free ||
            hasPurchasedCourse(DEMO_USER_ID, found.course.id)),
        'playable',
      );
    },
  },
  'video 502 is not playable for user demo': {
    meaning: 'Video 502 is not a trial video, of a paid course demo did not buy.',
    setup: () => {
      const found = findVideo(502);
      holds(found && !found.course.free && !found.video.free, 'a paid, non-trial video');
      holds(!hasPurchasedCourse(DEMO_USER_ID, found.course.id), 'of a course demo did not buy');
    },
  },
  'there is no video 999999': {
    meaning: 'No video has the id 999999.',
    setup: () => holds(!findVideo(999999), 'no video 999999'),
  },
  'user demo wrote video comment 6025': {
    meaning: 'Video comment 6025 was written by demo.',
    setup: () =>
      holds(videoComments.get(6025)?.userId === DEMO_USER_ID, "demo's video comment 6025"),
  },
  'video comment 6001 was written by another user': {
    meaning: 'Video comment 6001 exists and was written by someone else than demo.',
    setup: () =>
      holds(videoComments.get(6001)?.userId !== DEMO_USER_ID, "another user's comment 6001"),
  },
  'course 1 has comments': {
    meaning: 'Course 1 has top-level comments.',
    setup: () =>
      holds(
        courseComments.count((row) => row.courseId === 1 && row.parentId === null) > 0,
        'comments on course 1',
      ),
  },
  'user demo wrote course comment 5029': {
    meaning: 'Course comment 5029 was written by demo.',
    setup: () => {
      holds(courseComments.get(5029), 'course comment 5029');
      courseComments.update(5029, { userId: DEMO_USER_ID });
    },
  },
  'course comment 5026 was written by another user': {
    meaning: 'Course comment 5026 exists and was written by someone else than demo.',
    setup: () =>
      holds(courseComments.get(5026)?.userId !== DEMO_USER_ID, "another user's comment 5026"),
  },
  // Logistics
  'logistics services to US FBA warehouses exist': {
    meaning:
      'Featured logistics lines exist, some of them to US FBA warehouses; the search options list ' +
      'countries, transport types and FBA warehouses.',
    setup: () => {
      holds(shipServices.count((row) => row.featuredOrder !== null) > 0, 'featured lines');
      holds(
        shipServices.count((row) => row.fba && row.destinations.includes('US')) > 0,
        'US FBA lines',
      );
      holds(fbaWarehouses.count((row) => row.country === 'US') > 0, 'US FBA warehouses');
    },
  },
  'logistics service 701 ships to US FBA warehouses': {
    meaning:
      'Logistics line 701 is offered, serves US FBA warehouses (ONT8 among them) and has a price table.',
    setup: () => {
      const line = shipServices.get(701);
      holds(
        line?.fba && line.destinations.includes('US') && line.prices.length > 0,
        'line 701 to US FBA',
      );
      holds(findFbaWarehouse('US', 'ONT8'), 'FBA warehouse ONT8');
    },
  },
  'there is no logistics service 999999': {
    meaning: 'No logistics line has the id 999999.',
    setup: () => holds(!shipServices.get(999999), 'no line 999999'),
  },
  'parcel order SP20261104073000005 is in transit': {
    meaning:
      'The parcel order numbered SP20261104073000005 is IN_TRANSIT with at least one tracking event.',
    setup: () =>
      holds(
        shipOrders.find((row) => row.orderNo === 'SP20261104073000005')?.status === 'SHIPPED',
        'a shipped parcel',
      ),
  },
  'overseas warehouses in the US exist': {
    meaning: 'At least one overseas warehouse in the US is listed.',
    setup: () => holds(warehouses.count((row) => row.country === 'US') > 0, 'US warehouses'),
  },
  'warehouse 901 exists': {
    meaning: 'Overseas warehouse 901 is listed.',
    setup: () => holds(warehouses.get(901), 'warehouse 901'),
  },
  'there is no warehouse 999999': {
    meaning: 'No warehouse has the id 999999.',
    setup: () => holds(!warehouses.get(999999), 'no warehouse 999999'),
  },
  'user demo has parcel orders': {
    meaning: 'demo submitted at least one parcel order.',
    setup: () =>
      holds(shipOrders.count((row) => row.userId === DEMO_USER_ID) > 0, "demo's parcel orders"),
  },
  // News, platforms, service market
  'news articles exist in every column': {
    meaning: 'Articles of the columns 5 (industry), 3 (platform dynamics) and 1 (policy) exist.',
    setup: () =>
      holds(
        [1, 3, 5].every((type) => news.count((row) => row.type === type) > 0),
        'every column',
      ),
  },
  'news article 3001 exists': {
    meaning: 'Article 3001 is published; hot articles exist.',
    setup: () =>
      holds(news.get(3001) && news.count((row) => row.hot) > 0, 'article 3001 and hot articles'),
  },
  'there is no news article 999999': {
    meaning: 'No article has the id 999999.',
    setup: () => holds(!news.get(999999), 'no article 999999'),
  },
  'sales platforms exist in every directory group': {
    meaning: 'Featured platforms exist and every directory group lists at least one platform.',
    setup: () => {
      holds(platforms.count((row) => row.featuredOrder !== null) > 0, 'featured platforms');
      holds(
        platformCategories
          .all()
          .every((group) => platforms.count((row) => row.categoryId === group.id) > 0),
        'groups',
      );
    },
  },
  'platform 101 exists and accepts store applications': {
    meaning: 'Platform 101 is listed, applyOpen, and offers the ORDINARY_CUSTOMER channel.',
    setup: () => {
      const platform = platforms.get(101);
      holds(
        platform?.applyOpen && platform.channels.some((row) => row.channel === 'ORDINARY_CUSTOMER'),
        'open platform 101',
      );
    },
  },
  'there is no platform 999999': {
    meaning: 'No platform has the id 999999.',
    setup: () => holds(!platforms.get(999999), 'no platform 999999'),
  },
  'platform 101 has news and courses': {
    meaning: 'Articles and courses about platform 101 exist.',
    setup: () => {
      holds(news.count((row) => row.platformId === 101) > 0, 'articles about platform 101');
      holds(courses.count((row) => row.platformId === 101) > 0, 'courses about platform 101');
    },
  },
  'user demo has a store application for platform 101 under review': {
    meaning: 'demo has an application for platform 101 that is still under review.',
    setup: () => {
      const application = storeApplications.find(
        (row) => row.userId === DEMO_USER_ID && row.platformId === 101,
      );
      holds(application, "demo's application for platform 101");
      storeApplications.update(application.id, { status: 'UNDER_REVIEW' });
    },
  },
  'user demo has store applications': {
    meaning: 'demo has at least one store-opening application (any platform, any review state).',
    setup: () =>
      holds(
        storeApplications.find((row) => row.userId === DEMO_USER_ID),
        "demo's store applications",
      ),
  },
  'the service market has categories, markets and services': {
    meaning: 'Service category 21 has markets (market 2001 among them) and services on sale.',
    setup: () => {
      holds(
        serviceCategories.get(21) && markets.get(2001)?.categoryId === 21,
        'category 21 with market 2001',
      );
      holds(services.count((row) => row.categoryId === 21) > 0, 'services of category 21');
    },
  },
  'service 1 with package 11 is on sale': {
    meaning: 'Service 1 is on the shelf with package 11.',
    setup: () =>
      holds(
        services.get(1)?.packages.some((row) => row.id === 11),
        'service 1 with package 11',
      ),
  },
  'services of category 21 are priced from 1000 to 5000 RMB and rated': {
    meaning:
      'Category 21 has services on sale whose lowest package price is between 1000 and 5000 RMB, ' +
      'and services with a rating.',
    setup: () => {
      const inCategory = services.filter((row) => row.categoryId === 21);
      holds(
        inCategory.some((row) => priceFrom(row) >= 1000 && priceFrom(row) <= 5000),
        'a service of category 21 from 1000 to 5000 RMB',
      );
      holds(
        inCategory.some((row) => row.rating > 0),
        'a rated service of category 21',
      );
    },
  },
  'coupon WELCOME100 takes 100 RMB off orders from 500 RMB and demo has not used it': {
    meaning:
      'The code WELCOME100 is valid (not expired) and takes 100 RMB off an order total of at least ' +
      '500 RMB; demo has no order, other than a cancelled one, that used it.',
    setup: () => {
      const coupon = COUPONS.WELCOME100;
      holds(coupon?.amount === 100 && coupon.minimum === 500, 'WELCOME100: 100 off from 500');
      holds(parseDateTime(coupon.expires).getTime() >= clock.nowMs(), 'WELCOME100 not expired');
      holds(
        !couponRedemptions.find((row) => row.userId === DEMO_USER_ID && row.code === 'WELCOME100'),
        'WELCOME100 unused by demo',
      );
    },
  },
  'user demo has used coupon WELCOME100 on an unpaid order': {
    meaning:
      "demo's order 1 (PENDING_PAYMENT, not cancelled) used the code WELCOME100, so demo cannot " +
      'use it again.',
    setup: () => {
      demoOrder(1, 'PENDING_PAYMENT');
      holds(COUPONS.WELCOME100, 'the code WELCOME100');
      couponRedemptions.insert({ userId: DEMO_USER_ID, code: 'WELCOME100', orderId: 1 });
    },
  },
  'there is no service 999999': {
    meaning: 'No service has the id 999999.',
    setup: () => holds(!services.get(999999), 'no service 999999'),
  },
  'user demo has a provider application under review': {
    meaning: 'demo has a settle-in application that is still under review.',
    setup: () => {
      const application = providerApplications.find((row) => row.status === 'UNDER_REVIEW');
      holds(application, 'an application under review');
      providerApplications.update(application.id, { userId: DEMO_USER_ID });
    },
  },
  'user demo has a provider application': {
    meaning: 'demo has at least one settle-in application (any review state).',
    setup: () =>
      holds(
        providerApplications.find((row) => row.userId === DEMO_USER_ID),
        "demo's provider applications",
      ),
  },
  // Site
  'friend links exist': {
    meaning: 'At least one friend link exists.',
    setup: () => holds(friendLinks('en_US').links.length > 0, 'friend links'),
  },
  'dictionary MAIN_PLATFORM has options': {
    meaning: 'The MAIN_PLATFORM dictionary has options.',
    setup: () => holds(dictionary('MAIN_PLATFORM', 'en_US').length > 0, 'MAIN_PLATFORM options'),
  },
  'the site settings and home banners exist': {
    meaning: 'The global settings are filled in and at least one home banner exists.',
    setup: () => holds(siteInfo('en_US').banners.length > 0, 'home banners'),
  },
} satisfies Record<string, ProviderState>;

export type ProviderStateName = keyof typeof providerStates;
