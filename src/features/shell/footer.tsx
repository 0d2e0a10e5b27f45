import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AppLink } from '@/components/app-link';
import { IconMail, IconMapPin, IconPhone } from '@/components/icons/icons';
import { PageContainer } from '@/components/layout/page-container';
import { Logo } from '@/components/site/logo';
import { FollowQrCode } from '@/components/site/qr-code';
import { SITE_CONFIG } from '@/components/site/site-config';
import { telHref, useSiteContacts } from '@/components/site/site-contacts';
import { friendLinksQueryOptions } from './queries';
import classes from './footer.module.css';

interface FooterColumn {
  title: MessageDescriptor;
  links: { name: MessageDescriptor; url: string }[];
}

/** The three link columns of spec section 2.6; news columns by type: 5 industry, 3 platform, 1 policy. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: msg`Comprehensive services`,
    links: [
      { name: msg`Platform settlement`, url: '/platform' },
      { name: msg`Supply-chain distribution`, url: '/service' },
      { name: msg`Cross-border logistics`, url: '/logistics' },
      { name: msg`Cross-border college`, url: '/college' },
      { name: msg`Independent site`, url: '/station' },
    ],
  },
  {
    title: msg`Business services`,
    links: [
      { name: msg`Store opening`, url: '/platform/apply' },
      { name: msg`Intellectual property`, url: '/service' },
      { name: msg`Ad placement`, url: '/overseas' },
      { name: msg`Brand consulting`, url: '/service' },
      { name: msg`Joint operation`, url: '/overseas' },
    ],
  },
  {
    title: msg`News and information`,
    links: [
      { name: msg`Industry news`, url: '/news?type=5' },
      { name: msg`Platform dynamics`, url: '/news?type=3' },
      { name: msg`Policies and regulations`, url: '/news?type=1' },
    ],
  },
];

/** Friend links; a failed call is logged and shows none (spec section 8). */
function useFriendLinks() {
  const { data, error } = useQuery(friendLinksQueryOptions());
  useEffect(() => {
    if (error) console.error('[shell] friend links failed; none shown', error);
  }, [error]);
  return data?.links ?? [];
}

/** The site footer (spec section 2.6). */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const contacts = useSiteContacts();
  const friendLinks = useFriendLinks();
  const year = new Date().getFullYear();
  const company = i18n._(SITE_CONFIG.company);

  return (
    <footer className={classes.footer}>
      <PageContainer className={classes.main}>
        <div className={classes.about}>
          <Logo tone="light" />
          <ul className={classes.contacts}>
            <li>
              <IconPhone size={16} />
              <span>
                {t`Service hotline`}:{' '}
                {contacts && (
                  <a href={telHref(contacts.phone)} className={classes.strong}>
                    {contacts.phone}
                  </a>
                )}
              </span>
            </li>
            <li>
              <IconMail size={16} />
              <span>
                {t`Contact mailbox`}:{' '}
                {contacts && <a href={`mailto:${contacts.email}`}>{contacts.email}</a>}
              </span>
            </li>
            <li>
              <IconMapPin size={16} />
              <span>
                {t`Company address`}: {contacts?.address}
              </span>
            </li>
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title.id} className={classes.column} aria-label={i18n._(column.title)}>
            <h2 className={classes.columnTitle}>{i18n._(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.name.id}>
                  <AppLink href={link.url}>{i18n._(link.name)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={classes.follow}>
          <h2 className={classes.columnTitle}>{t`Follow us`}</h2>
          <FollowQrCode size={104} label={t`QR code: follow us`} />
          <p className={classes.followHint}>{t`Scan to follow our official account`}</p>
        </div>
      </PageContainer>
      {friendLinks.length > 0 && (
        <PageContainer className={classes.friends}>
          <h2 className={classes.friendsTitle}>{t`Friend links`}</h2>
          <ul>
            {friendLinks.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </PageContainer>
      )}
      <div className={classes.bottom}>
        <PageContainer className={classes.bottomInner}>
          <span>{t`© ${year} ${company} All rights reserved.`}</span>
          <span className={classes.filings}>
            <a href={SITE_CONFIG.icpFiling.href} target="_blank" rel="noopener noreferrer">
              {SITE_CONFIG.icpFiling.ICP_NUMBER}
            </a>
            <a href={SITE_CONFIG.policeFiling.href} target="_blank" rel="noopener noreferrer">
              {SITE_CONFIG.policeFiling.POLICE_NUMBER}
            </a>
          </span>
        </PageContainer>
      </div>
    </footer>
  );
}

/** The filing numbers' Chinese characters (src/components/site/filings.ts) and their font. */
const FILING_CHARACTERS = '粤公网安备号';
const FILING_FONT = '1em "Filing numbers"';

/**
 * The footer, once it can be drawn: on a page of a Latin locale, the filing numbers' Chinese
 * characters come from a font of just them (footer.module.css, whose stylesheet the app has
 * loaded before this module runs). The app draws the footer after the page's content, not with
 * its first files (layouts.tsx), and loads that font then: laid out before it is in, the numbers
 * would have the browser look up and load a whole system CJK face for six characters. (A page
 * as HTML preloads it.)
 */
export const footerWhenDrawable: Promise<{ default: typeof SiteFooter }> = (async () => {
  if (typeof document !== 'undefined' && /^(en|pt)\b/.test(document.documentElement.lang))
    await document.fonts?.load(FILING_FONT, FILING_CHARACTERS).catch(() => undefined);
  return { default: SiteFooter };
})();
