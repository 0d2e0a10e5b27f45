import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The one place for the site's contact and legal details (spec section 2.6) and the customer-service
 * widget (section 2.7). Where `/index/info` answers a value (phone, e-mail, address), the API wins;
 * these are the values shown when it does not.
 */
export interface SiteConfig {
  phone: string;
  email: string;
  address: MessageDescriptor;
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
  phone: '400-888-6688',
  email: 'service@kuajingtong.com',
  address: msg`18/F Cross-Border E-Commerce Tower, Nanshan District, Shenzhen, Guangdong`,
  company: msg`KuaJingTong Cross-Border E-Commerce Services Co., Ltd.`,
  icpFiling: { ICP_NUMBER: '粤ICP备2026000001号-1', href: 'https://beian.miit.gov.cn/' },
  policeFiling: {
    POLICE_NUMBER: '粤公网安备44030502000001号',
    href: 'https://beian.mps.gov.cn/',
  },
  customerService: {
    showKefu: true,
    chatUrl: '/kefu.html',
    mode: 'dialog',
  },
};

export interface SiteContacts {
  phone: string;
  email: string;
  address: string;
}

/** Contact values: the API's where it has one, else the config's (translated by `translate`). */
export function siteContacts(
  api: Partial<SiteContacts> | null | undefined,
  translate: (descriptor: MessageDescriptor) => string,
  config: SiteConfig = SITE_CONFIG,
): SiteContacts {
  return {
    phone: api?.phone?.trim() || config.phone,
    email: api?.email?.trim() || config.email,
    address: api?.address?.trim() || translate(config.address),
  };
}

/** The chat address for a language. */
export function chatUrlFor(lang: string, config: SiteConfig = SITE_CONFIG): string {
  const url = config.customerService.chatUrl;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}
