/**
 * Every handler module, one per API tag (mocks/handlers/<tag>.ts exporting `handlers`), plus the
 * mock-only endpoints. Browser (mocks/browser.ts), Vitest (mocks/node.ts) and the mock server
 * (mocks/server.ts) all use this list. To add a tag: import its `handlers` and spread it below.
 * They reach msw as one handler (`routed` in mocks/lib/http.ts), which runs only the handler of
 * the operation a request is for.
 */
import type { HttpHandler } from 'msw';
import { routed } from '../lib/http';
import { handlers as auth } from './auth';
import { handlers as company } from './company';
import { handlers as courses } from './courses';
import { handlers as devtools } from './devtools';
import { handlers as files } from './files';
import { handlers as invoice } from './invoice';
import { handlers as logistics } from './logistics';
import { handlers as market } from './market';
import { handlers as marketing } from './marketing';
import { handlers as messages } from './messages';
import { handlers as news } from './news';
import { handlers as orders } from './orders';
import { handlers as pictures } from './pictures';
import { handlers as platforms } from './platforms';
import { handlers as site } from './site';
import { handlers as user } from './user';

export const handlers: HttpHandler[] = [
  routed([
    ...auth,
    ...user,
    ...site,
    ...company,
    ...invoice,
    ...messages,
    ...orders,
    ...marketing,
    ...courses,
    ...news,
    ...platforms,
    ...market,
    ...logistics,
    ...files,
    ...pictures,
    ...devtools,
  ]),
];
