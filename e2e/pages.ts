/**
 * Every page of the app, as paths after `/{lang}`: the walk in four languages (walk.spec.ts) and
 * the walk through the production server (deploy/production.spec.ts) visit them all. A page added
 * to src/routes belongs here too.
 */
export const LOCALES = ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'] as const;

/**
 * An article whose body carries script payloads (mocks/db/seed/news-security.ts): the sanitiser
 * strips them; under the production CSP their parsing is also reported (e2e/deploy).
 */
export const HOSTILE_ARTICLE = '/news/3062';

/** Pages anyone may open. */
export const PUBLIC_PAGES = [
  '',
  '/login',
  '/register',
  '/forget',
  '/college',
  '/publish/tv',
  '/news',
  '/news?type=5',
  '/news/3001',
  HOSTILE_ARTICLE,
  '/station',
  '/cross',
  '/finance',
  '/park',
  '/overseas',
  '/service',
  '/service?cid=21&mid=2001&index=0',
  '/service/detail?id=1',
  '/tools',
  '/tools/fba-calculator',
  '/tools/unit-converter',
  '/tools/working-hours',
  '/tools/interest',
  '/tools/tracking-check',
  '/tools/address',
  '/tools/email-templates',
  '/college/course/list',
  '/college/course/list?level=ADVANCED',
  '/college/course/query?key=Amazon',
  '/college/course/detail?id=3',
  '/college/course/play?id=10&video=1001',
  '/college/course/play?id=10&video=1002',
  '/logistics',
  '/logistics/query?nos=RB123456785GB,1Z5R89390357567127,RB123456786US',
  '/logistics/service/list',
  '/logistics/service/701',
  '/logistics/abroad/list',
  '/logistics/abroad/901',
  '/platform',
  '/platform?category=11&q=ama',
  '/platform/101',
  '/platform/999999',
  '/platform/compare?ids=101,103',
];

/** Pages that need a session: the personal centre, and ordering and settling in on the market. */
export const PERSONAL_PAGES = [
  '/personal',
  '/personal/info',
  '/personal/info/security',
  '/personal/info/certification',
  '/personal/message',
  '/personal/order',
  '/personal/order/1',
  '/personal/order/1/pay',
  '/personal/order/invoice',
  '/personal/order/invoice/info',
  '/personal/marketing',
  '/personal/marketing/capital',
  '/personal/cross',
  '/personal/college',
  '/service/submit?id=1&package=11',
  '/service/settle',
  '/personal/applications',
  '/college/course/submit?id=10',
  '/college/course/play?id=1&video=101',
  '/logistics/service/submit',
  '/logistics/service/submit?id=705',
  '/personal/logistics/sender',
  '/personal/logistics/sender?status=APPROVED',
  '/personal/logistics/waybill?no=SP00000000000000000',
  '/platform/apply?id=101&channel=ORDINARY_CUSTOMER',
];

/**
 * Every search key each page reads (its route's `validateSearch`), with a value of its kind: a
 * number where the page takes a number, text where it takes a word or a choice. The odd-links
 * sweep (odd-links.spec.ts) garbles each key of a page of the lists above by its kind; a key the
 * page's own path in the lists gives keeps that path's value as the example. Keyed by path
 * without search. A route that reads a new search key belongs here too.
 */
export const PAGE_SEARCH: Readonly<Record<string, string>> = {
  '/login': 'redirect=/personal',
  '/register': 'redirect=/personal',
  '/forget': 'redirect=/personal',
  '/news': 'type=5&page=2',
  '/service':
    'cid=21&mid=2001&index=0&key=store&sort=price&order=asc&min=100&max=5000&page=2&size=24',
  '/service/detail': 'id=1&package=11',
  '/service/submit': 'id=1&package=11',
  '/college/course/list':
    'categoryId=211&level=ADVANCED&free=false&recommended=true&sortField=createTime&subjectId=1&teacherId=302&page=2',
  '/college/course/query': 'key=Amazon&page=2',
  '/college/course/detail': 'id=3',
  '/college/course/play': 'id=10&video=1001',
  '/college/course/submit': 'id=10',
  '/logistics/query': 'nos=RB123456785GB',
  '/logistics/service/list':
    'country=US&type=SEA&fba=1&wh=ONT8&key=fba&sort=price&order=asc&page=2&size=24',
  '/logistics/abroad/list': 'country=US&service=FBA&key=los&page=2',
  '/logistics/service/submit': 'id=705',
  '/platform': 'category=11&region=Europe&q=ama&compare=101,103',
  '/platform/compare': 'ids=101,103',
  '/platform/apply': 'id=101&channel=ORDINARY_CUSTOMER',
  '/personal/college': 'tab=favourites&page=2',
  '/personal/message': 'tab=SYSTEM&page=2',
  '/personal/order':
    'tab=unpaid&status=PENDING_PAYMENT&orderNo=SO2026&page=2&size=20&sort=totalAmount&order=asc',
  '/personal/order/invoice':
    'status=ISSUED&invoiceType=ORDINARY&orderNo=SO2026&apply=11&page=2&size=20&sort=applyTime&order=asc',
  '/personal/marketing':
    'startDate=2026-11-01&endDate=2026-11-20&platform=AMAZON&productId=12&page=2&size=20&sort=date&order=asc',
  '/personal/marketing/capital':
    'startDate=2026-10-01&endDate=2026-11-20&transactionType=RECHARGE&direction=IN&keyword=pay&page=2&size=20&sort=transactionTime&order=asc',
  '/personal/logistics/sender':
    'status=APPROVED&key=SP2026&page=2&size=20&sort=createTime&order=asc',
  '/personal/logistics/waybill': 'no=SP00000000000000000',
};

/** A page's path as a pattern that matches its URL (search included) exactly. */
export function pathPattern(lang: string, path: string): RegExp {
  return new RegExp(`/${lang}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
