/**
 * Accounts. Seeded: the demo account (`demo` / `demo123`, id 1, every journey's data belongs to
 * it) and a second user (`lihua` / `lihua123`, id 2) used for "taken" checks and ownership.
 * Passwords are kept in clear: this is a development mock, never a real backend.
 */
import type { AccountType } from '../../src/api/gen/model';
import { l10n, type L10n } from '../lib/l10n';
import { avatarImage } from './seed/images';
import { defineCollection } from './store';

export interface UserRow {
  id: number;
  username: string;
  password: string;
  nickname: string | null;
  phone: string;
  email: string | null;
  avatar: string | null;
  accountType: AccountType;
  member: boolean;
  memberLevel: L10n | null;
  company: string | null;
  mainPlatforms: string[];
  mainCategories: string[];
  region: string | null;
  address: string | null;
  registerTime: string;
}

export const DEMO_USER_ID = 1;
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo123';
export const DEMO_PHONE = '13812345678';
export const SECOND_USER_ID = 2;

export const users = defineCollection<UserRow>('users', (seed) => [
  {
    id: DEMO_USER_ID,
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    nickname: '李经理',
    phone: DEMO_PHONE,
    email: 'li.ming@kuayue-trade.com',
    avatar: avatarImage('李'),
    accountType: 'ENTERPRISE',
    member: true,
    memberLevel: l10n('金牌会员', '金牌會員', 'Gold member', 'Membro Ouro'),
    company: '深圳市跨越贸易有限公司',
    mainPlatforms: ['AMAZON', 'SHOPEE', 'TIKTOK_SHOP'],
    mainCategories: ['HOME_GARDEN', 'CONSUMER_ELECTRONICS'],
    region: '440300',
    address: '广东省深圳市南山区粤海街道科技南十二路 18 号 2 栋 1203',
    registerTime: seed.daysAgo(412.3),
  },
  {
    id: SECOND_USER_ID,
    username: 'lihua',
    password: 'lihua123',
    nickname: '华姐',
    phone: '13987654321',
    email: 'hua.li@hzyuntrade.cn',
    avatar: null,
    accountType: 'INDIVIDUAL',
    member: false,
    memberLevel: null,
    company: null,
    mainPlatforms: ['ALIEXPRESS'],
    mainCategories: ['APPAREL'],
    region: '330100',
    address: '浙江省杭州市西湖区文三路 90 号东部软件园 3 号楼 605',
    registerTime: seed.daysAgo(96.7),
  },
]);

export function findUserByUsername(username: string): Readonly<UserRow> | undefined {
  const wanted = username.trim().toLowerCase();
  return users.find((user) => user.username.toLowerCase() === wanted);
}

export function findUserByPhone(phone: string): Readonly<UserRow> | undefined {
  return users.find((user) => user.phone === phone);
}

const deletedListeners = new Set<(userId: number) => void>();

/**
 * Runs `listener` when an account is cancelled, so every module drops that user's rows
 * (favourites, follows, comments, applications...). Call it at module level.
 */
export function onUserDeleted(listener: (userId: number) => void): () => void {
  deletedListeners.add(listener);
  return () => deletedListeners.delete(listener);
}

/** Removes the account and, through `onUserDeleted`, everything that belongs to it. */
export function deleteUser(userId: number): void {
  users.remove(userId);
  for (const listener of deletedListeners) listener(userId);
}
