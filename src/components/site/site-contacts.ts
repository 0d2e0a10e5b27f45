import { useQuery } from '@tanstack/react-query';
import { getGetSiteInfoQueryOptions } from '@/api/gen/site/site';
import type { SiteInfo } from '@/api/gen/model';

/**
 * The portal's own contact facts (spec sections 2.6 and 9: the phone line, the mailbox, the
 * company address) have one source: the site settings of `GET /index/info`, a start-up call
 * (spec section 4). Every page that shows them reads them here; the code keeps no copy of its own,
 * so a page can never say another e-mail than the footer.
 */
export interface SiteContacts {
  phone: string;
  email: string;
  address: string;
}

/**
 * The site settings query: one cache entry for the header, footer, quick bar and every page.
 * Silent: when it fails the contact lines stay empty and the chrome logs, it never toasts.
 */
export function siteInfoQueryOptions() {
  return getGetSiteInfoQueryOptions(undefined, {
    query: { staleTime: 5 * 60_000 },
    request: { silent: true },
  });
}

/** The contact facts of the settings, trimmed; null until the settings arrived (or when they failed). */
export function siteContacts(
  info: Pick<SiteInfo, 'phone' | 'email' | 'address'> | null | undefined,
): SiteContacts | null {
  if (!info) return null;
  return { phone: info.phone.trim(), email: info.email.trim(), address: info.address.trim() };
}

/** A phone line as a `tel:` link target: its digits and the plus sign. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact facts of the site settings; null while they load. */
export function useSiteContacts(): SiteContacts | null {
  const { data } = useQuery(siteInfoQueryOptions());
  return siteContacts(data);
}
