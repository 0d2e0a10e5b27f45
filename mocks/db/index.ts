/**
 * Every collection of the mock database, one line each. To add one: create mocks/db/<name>.ts
 * with `defineCollection` (see mocks/db/store.ts for how) and export it here. Handlers, provider
 * states and tests import the database from this file.
 *
 * Shared helpers for other modules: `requireUser`/`currentUser` (mocks/lib/http.ts), orders and
 * payment (`createOrder`, `hasPurchasedCourse`, `openOrderFor`, `onOrderPaid`,
 * `contributeOrderSeed`: mocks/db/orders.ts), `onUserDeleted` (drop a cancelled user's rows),
 * `isUploadedUrl` (URLs answered by the upload calls), `isDictValue` (dictionary codes).
 */
export { clock } from '../lib/clock';
export { connectStorage, persistDb, resetDb, seededAt, type SeedContext } from './store';
export { session, signIn, signOut, sessionUserId } from './session';
export {
  users,
  findUserByPhone,
  findUserByUsername,
  onUserDeleted,
  DEMO_USER_ID,
  SECOND_USER_ID,
} from './users';
export {
  orders,
  contributeOrderSeed,
  createOrder,
  expireOrders,
  hasPurchasedCourse,
  insertPendingOrder,
  onOrderPaid,
  openOrderFor,
  payOrder,
} from './orders';
export { seedOrderRow } from './orders.seed';
export { attestations } from './attestations';
export { invoices, invoiceInfos } from './invoices';
export { messages } from './messages';
export { fundsFlow, adStatistics } from './marketing';
export { uploads, isUploadedUrl } from './uploads';
export { isDictValue } from './dictionaries';
export { DEV_CAPTCHA, DEV_SMS_CODE } from './sms';
export * from './seed';
