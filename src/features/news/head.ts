import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsType } from '@/api/gen/model';

/**
 * Titles and descriptions of the news pages for search engines and sharing (route `head()`).
 * Only message ids reach the route files; the text is in the news catalog.
 */
export const NEWS_HEAD = {
  listTitle: msg`News and information`,
  listDescription: msg`Cross-border e-commerce news: industry news, platform dynamics and the policies that affect cross-border trade, updated daily.`,
  missingTitle: msg`Article does not exist`,
};

/** Each news column (`/news?type=5`) is a page of its own, with its own title and description. */
export const NEWS_TYPE_HEAD: Record<
  NewsType,
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  5: {
    title: msg`Industry news`,
    description: msg`Industry news for cross-border sellers: markets, logistics, payments and the trends that move cross-border e-commerce.`,
  },
  3: {
    title: msg`Platform dynamics`,
    description: msg`What changes on Amazon, eBay, Shopee and the other sales platforms: rules, fees, campaigns and new markets.`,
  },
  1: {
    title: msg`Policy`,
    description: msg`Customs, tax and trade policies that affect cross-border e-commerce, explained for sellers.`,
  },
};
