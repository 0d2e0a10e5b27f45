import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toolByName, type ToolName } from './tool-list';

/**
 * Titles and descriptions of the tools index and each tool page, for search engines and sharing
 * (route `head()`): a tool's name and what it does, from the tools list; only message ids reach
 * the route files, the text is in the tools catalog.
 */
const INDEX_HEAD = {
  title: msg`Seller tools`,
  description: msg`Free tools for cross-border sellers: FBA fees, unit conversion, working hours and holidays, interest, tracking numbers, addresses and buyer e-mails.`,
};

type HeadMeta = { title: string } | { name: string; content: string };

/** The `head()` of a tool page, or of the tools index (`null`). */
export function toolHead(name: ToolName | null): { meta: HeadMeta[] } {
  const { title, description } =
    name === null
      ? INDEX_HEAD
      : { title: toolByName(name).name, description: toolByName(name).description };
  return {
    meta: [{ title: i18n._(title) }, { name: 'description', content: i18n._(description) }],
  };
}
