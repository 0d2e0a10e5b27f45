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

/** A page's path as a pattern that matches its URL (search included) exactly. */
export function pathPattern(lang: string, path: string): RegExp {
  return new RegExp(`/${lang}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
