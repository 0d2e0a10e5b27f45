import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { messages } from './messages';
import { orders } from './orders';
import { session, signIn } from './session';
import {
  connectStorage,
  persistDb,
  reloadFromStorage,
  resetDb,
  seededAt,
  STORAGE_KEY,
} from './store';
import { users } from './users';

/** localStorage as a browser has it, in memory. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('mock database', () => {
  afterEach(() => {
    clock.reset();
    resetDb();
  });

  it('seeds deterministically around the moment it was seeded', () => {
    clock.set('2026-11-20 14:30:00');
    resetDb();
    const first = JSON.stringify([orders.all(), messages.all()]);
    clock.set('2026-11-20 14:30:00');
    resetDb();
    expect(JSON.stringify([orders.all(), messages.all()])).toBe(first);
    expect(orders.get(1)?.createTime).toBe('2026-11-20 14:24:00');
  });

  it('survives a reload through storage, and resets to the seed', () => {
    const storage = new MemoryStorage();
    connectStorage(storage);
    const anchor = seededAt().getTime();
    signIn(1);
    users.update(2, { nickname: 'Hua' });
    orders.remove(3);
    persistDb();
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as {
      tables: Record<string, unknown>;
    };
    expect(Object.keys(saved.tables).sort()).toEqual(['orders', 'users']);

    clock.advance(3_600_000);
    reloadFromStorage();
    expect(seededAt().getTime()).toBe(anchor);
    expect(session.get().userId).toBe(1);
    expect(users.get(2)?.nickname).toBe('Hua');
    expect(orders.get(3)).toBeUndefined();
    expect(messages.count()).toBeGreaterThan(30);

    resetDb();
    persistDb();
    reloadFromStorage();
    expect(session.get().userId).toBeNull();
    expect(users.get(2)?.nickname).toBe('华姐');
    expect(orders.get(3)).toBeDefined();
  });

  it('never reuses the id of a removed row', () => {
    const template = users.get(2);
    if (!template) throw new Error('user 2 is seeded');
    const user = users.insert({
      ...template,
      id: undefined,
      username: 'gone',
      phone: '13600000001',
    });
    users.remove(user.id);
    const next = users.insert({
      ...template,
      id: undefined,
      username: 'next',
      phone: '13600000002',
    });
    expect(next.id).toBe(user.id + 1);
  });
});
