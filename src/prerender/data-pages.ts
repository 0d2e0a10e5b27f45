// The public pages drawn from the API's data, prerendered at deploy time (scripts/prerender.ts):
// each list, and a page for every item the API lists now. Each is an address after `/{lang}`,
// the one the app's own links use.
import { getCourse, listCourses } from '@/api/gen/courses/courses';
import { listShipServices, listWarehouses } from '@/api/gen/logistics/logistics';
import { listServices } from '@/api/gen/market/market';
import { listNews } from '@/api/gen/news/news';
import { listPlatformCategories } from '@/api/gen/platforms/platforms';
import { courseDetailHref, coursePlayHref } from '@/features/college/college-links';
import { serviceDetailHref } from '@/features/market/links';
import { newsArticleHref } from '@/features/news/news-links';
import { platformHref } from '@/features/platforms/links';

/** The most records a list endpoint answers per page (the spec's `pageSize` maximum is 1000). */
const PAGE_SIZE = 200;

interface Page {
  records: { id: number }[];
  total: number;
}

/** The ids of every record of a paged list, page after page. */
async function everyId(list: (pageNo: number) => Promise<Page>): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list(pageNo);
    ids.push(...page.records.map((record) => record.id));
    if (ids.length >= page.total || page.records.length === 0) return ids;
  }
}

/** The list pages whose content is the API's, each listing the items that have a page below. */
export async function listDataPages(): Promise<string[]> {
  const paged = { pageSize: PAGE_SIZE };
  const [articles, services, courses, lines, warehouses, categories] = await Promise.all([
    everyId((pageNo) => listNews({ ...paged, pageNo })),
    everyId((pageNo) => listServices({ ...paged, pageNo })),
    everyId((pageNo) => listCourses({ ...paged, pageNo })),
    everyId((pageNo) => listShipServices({ ...paged, pageNo })),
    everyId((pageNo) => listWarehouses({ ...paged, pageNo })),
    listPlatformCategories(),
  ]);
  const platforms = [
    ...new Set(categories.flatMap((category) => category.platforms.map(({ id }) => id))),
  ];
  // Each lesson of each course: its page as HTML is every visitor's (the video's heading, the
  // course's catalogue); whether its video plays is the visit's, drawn once the app has asked.
  // A course the API no longer answers has none (its own page is left out as well).
  const lessons = (
    await Promise.all(
      courses.map((id) =>
        getCourse(id).then(
          ({ catalogue }) =>
            catalogue.flatMap(({ videos }) => videos.map((video) => coursePlayHref(id, video.id))),
          () => [],
        ),
      ),
    )
  ).flat();
  return [
    '/news',
    ...articles.map(newsArticleHref),
    '/service',
    ...services.map((id) => serviceDetailHref(id)),
    '/college',
    '/college/course/list',
    ...courses.map(courseDetailHref),
    ...lessons,
    '/platform',
    ...platforms.map(platformHref),
    '/logistics',
    '/logistics/service/list',
    ...lines.map((id) => `/logistics/service/${id}`),
    '/logistics/abroad/list',
    ...warehouses.map((id) => `/logistics/abroad/${id}`),
  ];
}
