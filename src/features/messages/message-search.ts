import { z } from 'zod';

export const MESSAGE_TABS = ['all', 'unread', 'read'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** `/{lang}/personal/message?tab=unread&page=2`: the tab and the page are in the URL. */
export const messageSearchSchema = z.object({
  tab: z.enum(MESSAGE_TABS).catch('all'),
  page: z.coerce.number().int().min(1).catch(1),
});

export type MessageSearch = z.infer<typeof messageSearchSchema>;

export const messageSearchDefaults: MessageSearch = { tab: 'all', page: 1 };
