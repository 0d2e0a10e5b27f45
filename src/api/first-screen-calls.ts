/**
 * The API calls the first screen of a page the app draws makes, which the first-load script
 * (src/app/first-load.ts, `askFirstScreenCalls`) makes while the HTML is parsed, beside the page's
 * code, instead of once the entry and the route's loader have run: the answers are in when the
 * page renders. The client (`apiFetch`) takes an answer for the same address once
 * (`takeFirstScreenAnswer`); the app forgets those it has not taken once the first screen has
 * loaded. A build on the in-browser mock backend makes none (its backend starts with the app).
 *
 * Paths as the client sends them, after the API's base and before `languageType`: `{id}` is the
 * page address's `$id`, `{?id}` its search parameter `id`, each a positive integer (without one,
 * that call is not made). A pattern that ends in `?` is an address without search (a list at its
 * defaults). src/api/first-screen-calls.test.ts holds each path to the generated client's.
 */
export const FIRST_SCREEN_CALLS = {
  /** Every page's: the start-up calls (src/features/shell/queries.ts, `startUpQueries`). */
  always: ['/sys/userInfo', '/market/category/list', '/links/list', '/index/info'],
  /** Each page's own data, by address pattern (src/app/first-load.ts, `matchPattern`). */
  pages: {
    '$lang/personal/order?': [
      '/order/list?pageNo=1&pageSize=10&sortField=createTime&sortOrder=desc',
    ],
    '$lang/personal/order/$id': ['/order/info/{id}'],
    '$lang/platform/apply': ['/crossPlatform/info/{?id}'],
    '$lang/logistics/service/submit': ['/ship/info/{?id}'],
    '$lang/college/course/play': ['/eduCourse/info/{?id}'],
  } as Record<string, string[]>,
};

/** The global the first-load script keeps its answers in, by address (`/api/…?languageType=…`). */
export const FIRST_SCREEN_ANSWERS = 'portalFirstScreenAnswers';

type Answers = Record<string, Promise<Response>>;

const answers = (): Answers | undefined =>
  (globalThis as unknown as Record<string, Answers | undefined>)[FIRST_SCREEN_ANSWERS];

/** The first-load script's answer for `url` (a GET), once; undefined when it made no such call. */
export function takeFirstScreenAnswer(url: string): Promise<Response> | undefined {
  const kept = answers();
  const answer = kept?.[url];
  if (answer) delete kept[url];
  return answer;
}

/** Drops the answers the app has not taken: a later call for the same address asks anew. */
export function forgetFirstScreenAnswers(): void {
  delete (globalThis as unknown as Record<string, unknown>)[FIRST_SCREEN_ANSWERS];
}
