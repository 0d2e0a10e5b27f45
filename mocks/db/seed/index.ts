/**
 * The content side of the mock database (college, news, platforms, service market, logistics),
 * registered with one line in mocks/db/index.ts. Importing this module also contributes the
 * SHIP orders of the seeded parcel orders to the shared orders collection.
 */
export { storeApplications, providerApplications } from './applications';
export { courseFavourites, teacherFollows, courseProgress } from './college-user';
export { courseCategories } from './course-categories';
export { courseComments, videoComments } from './course-comments';
export { courseSubjects } from './course-subjects';
export { couponRedemptions } from './coupons';
export { courses } from './courses';
export { fbaWarehouses } from './fba-warehouses';
export { news, newsViews } from './news';
export { platformCategories, platforms } from './platforms';
export { providers } from './providers';
export { markets, serviceCategories } from './service-categories';
export { services } from './services';
export { shipOrders } from './ship-orders';
export { shipServices } from './ship-services';
export { teachers } from './teachers';
export { warehouses } from './warehouses';
