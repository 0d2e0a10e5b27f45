import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import {
  IconArrowUp,
  IconBell,
  IconHeadset,
  IconPhone,
  IconQrcode,
  IconX,
} from '@/components/icons/icons';
import { FollowQrCode } from '@/components/site/qr-code';
import { telHref, useSiteContacts } from '@/components/site/site-contacts';
import { useCustomerService } from '@/components/site/customer-service-context';
import classes from './quick-bar.module.css';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children?: ReactNode }) {
  return (
    <>
      {icon}
      <span className={classes.label}>{label}</span>
      {children}
    </>
  );
}

/** The open quick bar; loaded only when it is shown (quick-bar.tsx). */
export default function QuickBarPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const customerService = useCustomerService();
  const contacts = useSiteContacts();

  return (
    <aside
      className={classes.bar}
      aria-label={t`Quick links`}
      data-testid="quick-bar"
      data-quick-bar
    >
      <ul className={classes.list}>
        {customerService.enabled && (
          <li>
            <UnstyledButton className={classes.item} onClick={customerService.open}>
              <Item icon={<IconHeadset size={22} />} label={t`Service`} />
            </UnstyledButton>
          </li>
        )}
        <li>
          <AppLink href="/personal/message" className={classes.item}>
            <Item icon={<IconBell size={22} />} label={t`Messages`} />
          </AppLink>
        </li>
        <li className={classes.flyoutHost}>
          <a className={classes.item} href={contacts ? telHref(contacts.phone) : undefined}>
            <Item icon={<IconPhone size={22} />} label={t`Hotline`} />
          </a>
          <div className={classes.flyout}>
            <div className={classes.popTitle}>{t`Service hotline`}</div>
            <div className={classes.phone}>{contacts?.phone}</div>
          </div>
        </li>
        <li className={classes.flyoutHost}>
          <UnstyledButton className={classes.item} aria-describedby="quick-bar-follow">
            <Item icon={<IconQrcode size={22} />} label={t`Follow`} />
          </UnstyledButton>
          <div className={classes.flyout} id="quick-bar-follow">
            <FollowQrCode size={120} label={t`QR code: follow us`} />
            <div className={classes.popHint}>{t`Scan to follow our official account`}</div>
          </div>
        </li>
        <li>
          <UnstyledButton
            className={classes.item}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <Item icon={<IconArrowUp size={22} />} label={t`Top`} />
          </UnstyledButton>
        </li>
      </ul>
      <UnstyledButton
        className={classes.close}
        onClick={onClose}
        aria-label={t`Close quick links`}
        data-testid="quick-bar-close"
      >
        <IconX size={14} />
      </UnstyledButton>
    </aside>
  );
}
