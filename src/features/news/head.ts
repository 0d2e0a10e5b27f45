import { msg } from '@lingui/core/macro';

/**
 * Titles and descriptions of the news pages for search engines and sharing (route `head()`).
 * Only message ids reach the route files; the text is in the news catalog.
 */
export const NEWS_HEAD = {
  listTitle: msg`News and information`,
  listDescription: msg`Cross-border e-commerce news: industry news, platform dynamics and the policies that affect cross-border trade, updated daily.`,
  missingTitle: msg`Article does not exist`,
};
