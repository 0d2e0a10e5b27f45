/** site: friend links, dictionaries, global settings and banners. */
import type {
  ListDictionary200,
  ListFriendLinks200,
  GetSiteInfo200,
} from '../../src/api/gen/model';
import { dictionary, isDictCode } from '../db/dictionaries';
import { friendLinks, siteInfo } from '../db/site';
import { check, op, requireFields } from '../lib/http';
import { LABEL } from '../lib/labels';
import { invalidMessage } from '../lib/messages';

export const handlers = [
  op<ListFriendLinks200>('get', '/links/list', (ctx) => friendLinks(ctx.lang)),

  op<ListDictionary200>('get', '/dictionary/list', (ctx) => {
    requireFields(ctx, { dictCode: LABEL.dictCode });
    const code = ctx.str('dictCode');
    check(isDictCode(code), invalidMessage(LABEL.dictCode), 400);
    return dictionary(code, ctx.lang);
  }),

  op<GetSiteInfo200>('get', '/index/info', (ctx) => siteInfo(ctx.lang)),
];
