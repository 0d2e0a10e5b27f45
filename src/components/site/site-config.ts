import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ICP_FILING, POLICE_FILING } from './filings';

/**
 * The site's legal details (spec section 2.6) and the customer-service widget (section 2.7). The
 * contact facts (phone, e-mail, address) are not here: they come from the site settings alone
 * (`useSiteContacts` in ./site-contacts.ts).
 */
export interface SiteConfig {
  company: MessageDescriptor;
  /** Filing numbers are legal identifiers, shown the same in every language. */
  icpFiling: { ICP_NUMBER: string; href: string };
  policeFiling: { POLICE_NUMBER: string; href: string };
  customerService: {
    /** `showKefu`: whether the customer-service widget is offered at all. */
    showKefu: boolean;
    /** The embedded chat; `lang` (the URL slug) is appended as a query parameter. */
    chatUrl: string;
    /** `dialog` embeds the chat in a modal, `popup` opens it in a window of its own. */
    mode: 'dialog' | 'popup';
  };
}

export const SITE_CONFIG: SiteConfig = {
  company: msg`KuaJingTong Cross-Border E-Commerce Services Co., Ltd.`,
  icpFiling: ICP_FILING,
  policeFiling: POLICE_FILING,
  customerService: {
    showKefu: true,
    chatUrl: '/kefu.html',
    mode: 'dialog',
  },
};

/** The chat address for a language. */
export function chatUrlFor(lang: string, config: SiteConfig = SITE_CONFIG): string {
  const url = config.customerService.chatUrl;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}
