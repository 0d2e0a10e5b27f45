/** messages: the three tabs, mark read (one or all), delete (one or all). */
import type {
  DeleteMessages200,
  LanguageType,
  ListAllMessages200,
  ListReadMessages200,
  ListUnreadMessages200,
  MarkMessagesRead200,
  Message,
  MessagePage,
  MessageType,
} from '../../src/api/gen/model';
import { check, fail, op, page, requireUser, type Ctx } from '../lib/http';
import { pick, l10n } from '../lib/l10n';
import { invalidMessage, MSG } from '../lib/messages';
import { messages, type MessageRow } from '../db/messages';
import { onUserDeleted } from '../db/users';

onUserDeleted((userId) => {
  messages.removeWhere((row) => row.userId === userId);
});

const TYPES: MessageType[] = ['SYSTEM', 'ORDER', 'LOGISTICS', 'ACTIVITY'];
const TYPE_LABEL = l10n('消息类型', '訊息類型', 'Message type', 'Tipo de mensagem');

function toMessage(row: Readonly<MessageRow>, lang: LanguageType): Message {
  return {
    id: row.id,
    title: pick(row.title, lang),
    content: pick(row.content, lang),
    type: row.type,
    read: row.read,
    createTime: row.createTime,
  };
}

function listMessages(ctx: Ctx, read: boolean | null): MessagePage {
  const user = requireUser(ctx);
  const type = ctx.str('type');
  check(!type || TYPES.some((known) => known === type), invalidMessage(TYPE_LABEL), 400);
  const own = messages.filter((row) => row.userId === user.id);
  const rows = own
    .filter((row) => (read === null || row.read === read) && (!type || row.type === type))
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
  return {
    ...page(
      rows.map((row) => toMessage(row, ctx.lang)),
      ctx,
    ),
    unreadCount: own.filter((row) => !row.read).length,
  };
}

function ownMessage(ctx: Ctx, userId: number): Readonly<MessageRow> | null {
  if (!ctx.has('id') || ctx.str('id') === '') return null;
  const row = messages.get(ctx.id());
  if (!row || row.userId !== userId) fail(MSG.notFound, 404);
  return row;
}

export const handlers = [
  op<ListAllMessages200>('get', '/message/all', (ctx) => listMessages(ctx, null)),
  op<ListReadMessages200>('get', '/message/read', (ctx) => listMessages(ctx, true)),
  op<ListUnreadMessages200>('get', '/message/unRead', (ctx) => listMessages(ctx, false)),

  op<MarkMessagesRead200>('post', '/message/readMessage', (ctx) => {
    const user = requireUser(ctx);
    const one = ownMessage(ctx, user.id);
    const targets = one ? [one] : messages.filter((row) => row.userId === user.id && !row.read);
    for (const row of targets) messages.update(row.id, { read: true });
    return null;
  }),

  op<DeleteMessages200>('delete', '/message/delete', (ctx) => {
    const user = requireUser(ctx);
    const one = ownMessage(ctx, user.id);
    if (one) messages.remove(one.id);
    else messages.removeWhere((row) => row.userId === user.id);
    return null;
  }),
];
