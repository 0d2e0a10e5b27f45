import { describe, expect, it } from 'vitest';
import {
  deleteMessages,
  listAllMessages,
  listReadMessages,
  listUnreadMessages,
  markMessagesRead,
} from '../../src/api/gen/messages/messages';
import { failure, SILENT, signIn, signInAsDemo, speak, useMockServer } from '../test/server';

describe('messages handlers', () => {
  useMockServer();

  it('seeds 30+ messages for demo, read and unread, with HTML bodies in every language', async () => {
    await signInAsDemo();
    const all = await listAllMessages({ pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.unreadCount).toBeGreaterThan(5);
    expect(all.unreadCount).toBeLessThan(all.total);
    expect(new Set(all.records.map((message) => message.type))).toEqual(
      new Set(['SYSTEM', 'ORDER', 'LOGISTICS', 'ACTIVITY']),
    );
    expect(all.records.every((message) => message.content.startsWith('<p>'))).toBe(true);
    const times = all.records.map((message) => message.createTime);
    expect(times).toEqual([...times].sort().reverse());
    speak('pt_PT');
    const pt = await listAllMessages({ pageSize: 100 });
    expect(pt.records.map((message) => message.id)).toEqual(
      all.records.map((message) => message.id),
    );
    expect(pt.records[0]?.title).not.toBe(all.records[0]?.title);
    expect(pt.records.some((message) => message.content.includes('encomenda'))).toBe(true);
  });

  it('marks one read, then all read; listing never marks anything', async () => {
    await signInAsDemo();
    const unread = await listUnreadMessages({ pageSize: 100 });
    await listUnreadMessages({ pageSize: 100 });
    expect((await listUnreadMessages({ pageSize: 100 })).total).toBe(unread.total);
    const first = unread.records[0];
    if (!first) throw new Error('no unread message seeded');
    await markMessagesRead({ id: first.id });
    await markMessagesRead({ id: first.id });
    const after = await listUnreadMessages({ pageSize: 100 });
    expect(after.unreadCount).toBe(unread.unreadCount - 1);
    expect(
      (await listReadMessages({ pageSize: 100 })).records.map((message) => message.id),
    ).toContain(first.id);
    await markMessagesRead({});
    expect((await listAllMessages()).unreadCount).toBe(0);
    expect((await listUnreadMessages()).total).toBe(0);
  });

  it("deletes one message, then all, for good; never another user's", async () => {
    await signInAsDemo();
    const all = await listAllMessages({ pageSize: 100 });
    const victim = all.records[3];
    if (!victim) throw new Error('no message seeded');
    await deleteMessages({ id: victim.id });
    expect((await listAllMessages({ pageSize: 100 })).total).toBe(all.total - 1);
    speak('en_US');
    expect((await failure(deleteMessages({ id: victim.id }, SILENT))).message).toBe(
      'The record does not exist or has been deleted',
    );
    const foreign = 1_000;
    expect((await failure(markMessagesRead({ id: foreign }, SILENT))).details.code).toBe(404);
    await deleteMessages({});
    expect(await listAllMessages()).toMatchObject({ total: 0, unreadCount: 0, records: [] });
    await signIn('lihua', 'lihua123');
    expect((await listAllMessages()).total).toBeGreaterThan(0);
  });

  it('filters by type', async () => {
    await signInAsDemo();
    const logistics = await listAllMessages({ type: 'LOGISTICS', pageSize: 100 });
    expect(logistics.total).toBeGreaterThan(0);
    expect(logistics.records.every((message) => message.type === 'LOGISTICS')).toBe(true);
  });
});
