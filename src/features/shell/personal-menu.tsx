import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType, type MouseEvent } from 'react';
import { AppLink, localizedHref } from '@/components/app-link';
import {
  IconBell,
  IconBoxes,
  IconFileCheck,
  IconHome,
  IconLayoutSidebar,
  IconReceipt,
  IconSchool,
  IconSpeakerphone,
  type IconProps,
} from '@/components/icons/icons';
import classes from './personal-menu.module.css';

export interface PersonalMenuGroup {
  title: MessageDescriptor;
  icon: ComponentType<IconProps>;
  /** `also`: other pages that belong to the entry (a sender order's waybill to sender orders). */
  entries: { name: MessageDescriptor; url: string; also?: string[] }[];
}

/**
 * The personal-centre menu of spec section 2.8, plus the account pages (security, certification)
 * and the marketing figures (ad statistics, funds flow) that section 2.9 names, and the user's
 * store and provider applications (issue 14), so that every personal page is reachable from the menu.
 */
export const PERSONAL_MENU: PersonalMenuGroup[] = [
  {
    title: msg`Home`,
    icon: IconHome,
    entries: [
      { name: msg`Platform services`, url: '/personal' },
      { name: msg`My applications`, url: '/personal/applications' },
      { name: msg`Personal info`, url: '/personal/info' },
      { name: msg`Security settings`, url: '/personal/info/security' },
      { name: msg`Enterprise certification`, url: '/personal/info/certification' },
    ],
  },
  {
    title: msg`Service orders`,
    icon: IconReceipt,
    entries: [
      { name: msg`Order list`, url: '/personal/order' },
      { name: msg`My invoices`, url: '/personal/order/invoice' },
      { name: msg`Invoice info`, url: '/personal/order/invoice/info' },
    ],
  },
  {
    title: msg`Logistics`,
    icon: IconBoxes,
    entries: [
      {
        name: msg`Sender orders`,
        url: '/personal/logistics/sender',
        also: ['/personal/logistics/waybill'],
      },
      { name: msg`Online shipping`, url: '/logistics/service/submit' },
    ],
  },
  {
    title: msg`College`,
    icon: IconSchool,
    entries: [{ name: msg`Purchased courses`, url: '/personal/college' }],
  },
  {
    title: msg`Marketing`,
    icon: IconSpeakerphone,
    entries: [
      { name: msg`Ad statistics`, url: '/personal/marketing' },
      { name: msg`Funds flow`, url: '/personal/marketing/capital' },
    ],
  },
  {
    title: msg`Message centre`,
    icon: IconBell,
    entries: [{ name: msg`Message centre`, url: '/personal/message' }],
  },
  {
    title: msg`Customs declaration`,
    icon: IconFileCheck,
    entries: [{ name: msg`Customs-declaration system`, url: '/personal/cross' }],
  },
];

/**
 * The entry a page belongs to: the one with the longest path (its own or one of its `also`) that
 * is the page or one of its parents.
 */
export function activeMenuUrl(pathname: string, groups: PersonalMenuGroup[] = PERSONAL_MENU) {
  let best: { url: string; length: number } | null = null;
  for (const entry of groups.flatMap((group) => group.entries)) {
    for (const path of [entry.url, ...(entry.also ?? [])]) {
      const href = localizedHref(path);
      const matches = pathname === href || pathname.startsWith(`${href}/`);
      if (matches && (!best || href.length > best.length))
        best = { url: entry.url, length: href.length };
    }
  }
  return best?.url ?? null;
}

function MenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeMenuUrl(pathname);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate?.();
  };
  return (
    <div className={classes.menu} onClick={closeOnLink}>
      {PERSONAL_MENU.map((group) => {
        const Icon = group.icon;
        const single = group.entries.length === 1 ? group.entries[0] : undefined;
        if (single) {
          return (
            <AppLink
              key={group.title.id}
              href={single.url}
              className={classes.single}
              data-active={active === single.url || undefined}
              aria-current={active === single.url ? 'page' : undefined}
            >
              <Icon size={18} />
              {i18n._(single.name)}
            </AppLink>
          );
        }
        return (
          <section key={group.title.id} className={classes.group}>
            <h2 className={classes.groupTitle}>
              <Icon size={18} />
              {i18n._(group.title)}
            </h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.url}>
                  <AppLink
                    href={entry.url}
                    className={classes.link}
                    data-active={active === entry.url || undefined}
                    aria-current={active === entry.url ? 'page' : undefined}
                  >
                    {i18n._(entry.name)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

// The drawer (focus trap, scroll lock, transitions) loads when a phone user first opens it.
const PersonalMenuDrawer = lazy(() => import('./personal-menu-drawer'));

/** The full layout's side menu: a column on desktop, a drawer behind a button on mobile. */
export function PersonalMenu({ mobile }: { mobile: boolean }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  if (!mobile) {
    return (
      <nav className={classes.aside} aria-label={t`Personal centre`}>
        <MenuList />
      </nav>
    );
  }
  return (
    <>
      <UnstyledButton
        className={classes.mobileButton}
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        <IconLayoutSidebar size={18} />
        {t`Personal centre menu`}
      </UnstyledButton>
      {wanted && (
        <Suspense fallback={null}>
          <PersonalMenuDrawer opened={opened} onClose={close}>
            <MenuList onNavigate={close} />
          </PersonalMenuDrawer>
        </Suspense>
      )}
    </>
  );
}
