/**
 * Every page of the app, as paths after `/{lang}`: the walk in four languages (walk.spec.ts) and
 * the walk through the production server (deploy/production.spec.ts) visit them all. A page added
 * to src/routes belongs here too.
 */
export const LOCALES = ['zh_CN', 'zh_HK', 'en_US', 'pt_PT'] as const;

/** Pages anyone may open. */
export const PUBLIC_PAGES = ['', '/login', '/register', '/forget', '/college', '/publish/tv'];

/** Pages of the personal centre: a session is needed. */
export const PERSONAL_PAGES = [
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
];
