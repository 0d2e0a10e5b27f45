import {
  searchChoice,
  searchPositiveInteger,
  searchSchema,
  type InferSearch,
} from '@/lib/search-params';

export const MESSAGE_TABS = ['all', 'unread', 'read'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** `/{lang}/personal/message?tab=unread&page=2`: the tab and the page are in the URL. */
export const messageSearchSchema = searchSchema({
  tab: searchChoice(MESSAGE_TABS, 'all'),
  page: searchPositiveInteger(1),
});

export type MessageSearch = InferSearch<typeof messageSearchSchema>;

export const messageSearchDefaults: MessageSearch = { tab: 'all', page: 1 };
