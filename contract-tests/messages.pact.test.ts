import { del, failure, get, interaction, ok, postForm, withoutSession } from './support/consumer';
import { describe, it } from 'vitest';
import {
  deleteMessages,
  listAllMessages,
  listReadMessages,
  listUnreadMessages,
  markMessagesRead,
} from '@/api/gen/messages/messages';
import { message, messagePage, pageOf } from './support/shapes';

const LOGGED_IN = 'user demo is logged in';
const HAS_MESSAGES = 'user demo has read and unread messages of every type';
const UNREAD_39 = 'message 39 is an unread message of user demo';
const NO_MESSAGE = 'there is no message 999999';
const firstPage = { pageNo: '1', pageSize: '10' };

describe('messages', () => {
  it('listAllMessages', () =>
    interaction({
      given: [LOGGED_IN, HAS_MESSAGES],
      uponReceiving: 'listAllMessages: the first page of all messages',
      request: get('/message/all', firstPage),
      response: ok(messagePage),
      call: () => listAllMessages({ pageNo: 1, pageSize: 10 }),
    }));

  it('listAllMessages: of one type', () =>
    interaction({
      given: [LOGGED_IN, HAS_MESSAGES],
      uponReceiving: 'listAllMessages: the first page of order messages',
      request: get('/message/all', { ...firstPage, type: 'ORDER' }),
      response: ok({ ...messagePage, ...pageOf({ ...message, type: 'ORDER' }) }),
      call: () => listAllMessages({ pageNo: 1, pageSize: 10, type: 'ORDER' }),
    }));

  it('listAllMessages: 512', () =>
    withoutSession('listAllMessages', get('/message/all', firstPage), () =>
      listAllMessages({ pageNo: 1, pageSize: 10 }),
    ));

  it('listReadMessages', () =>
    interaction({
      given: [LOGGED_IN, HAS_MESSAGES],
      uponReceiving: 'listReadMessages: the first page of read messages',
      request: get('/message/read', firstPage),
      response: ok({ ...messagePage, ...pageOf({ ...message, read: true }) }),
      call: () => listReadMessages({ pageNo: 1, pageSize: 10 }),
    }));

  it('listReadMessages: 512', () =>
    withoutSession('listReadMessages', get('/message/read', firstPage), () =>
      listReadMessages({ pageNo: 1, pageSize: 10 }),
    ));

  it('listUnreadMessages', () =>
    interaction({
      given: [LOGGED_IN, HAS_MESSAGES],
      uponReceiving: 'listUnreadMessages: the first page of unread messages',
      request: get('/message/unRead', firstPage),
      response: ok({ ...messagePage, ...pageOf({ ...message, read: false }) }),
      call: () => listUnreadMessages({ pageNo: 1, pageSize: 10 }),
    }));

  it('listUnreadMessages: 512', () =>
    withoutSession('listUnreadMessages', get('/message/unRead', firstPage), () =>
      listUnreadMessages({ pageNo: 1, pageSize: 10 }),
    ));

  it('markMessagesRead: one message', () =>
    interaction({
      given: [LOGGED_IN, UNREAD_39],
      uponReceiving: 'markMessagesRead: one message',
      request: postForm('/message/readMessage', { id: '39' }),
      response: ok(null),
      call: () => markMessagesRead({ id: 39 }),
    }));

  it('markMessagesRead: all messages', () =>
    interaction({
      given: [LOGGED_IN, HAS_MESSAGES],
      uponReceiving: 'markMessagesRead: all messages',
      request: postForm('/message/readMessage', {}),
      response: ok(null),
      call: () => markMessagesRead({}),
    }));

  it('markMessagesRead: an unknown message is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, NO_MESSAGE],
      uponReceiving: 'markMessagesRead: an unknown message',
      request: postForm('/message/readMessage', { id: '999999' }),
      response: failure('The message does not exist'),
      call: () => markMessagesRead({ id: 999999 }),
    }));

  it('markMessagesRead: 512', () =>
    withoutSession('markMessagesRead', postForm('/message/readMessage', { id: '39' }), () =>
      markMessagesRead({ id: 39 }),
    ));

  it('deleteMessages: one message', () =>
    interaction({
      given: [LOGGED_IN, UNREAD_39],
      uponReceiving: 'deleteMessages: one message',
      request: del('/message/delete', { id: '39' }),
      response: ok(null),
      call: () => deleteMessages({ id: 39 }),
    }));

  it('deleteMessages: all messages', () =>
    interaction({
      given: [LOGGED_IN, HAS_MESSAGES],
      uponReceiving: 'deleteMessages: all messages',
      request: del('/message/delete'),
      response: ok(null),
      call: () => deleteMessages(),
    }));

  it('deleteMessages: an unknown message is refused with a message', () =>
    interaction({
      given: [LOGGED_IN, NO_MESSAGE],
      uponReceiving: 'deleteMessages: an unknown message',
      request: del('/message/delete', { id: '999999' }),
      response: failure('The message does not exist'),
      call: () => deleteMessages({ id: 999999 }),
    }));

  it('deleteMessages: 512', () =>
    withoutSession('deleteMessages', del('/message/delete', { id: '39' }), () =>
      deleteMessages({ id: 39 }),
    ));
});
