import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '@/api/gen/model';
import { IconMenu, IconX } from '@/components/icons/icons';
import type { NavItem } from '../navigation';
import classes from './header.module.css';

const loadDrawer = () => import('./mobile-menu');
const MobileMenuDrawer = lazy(loadDrawer);

/** The mobile header's menu button; the drawer behind it loads on first use. */
export function MobileMenu({ items, user }: { items: NavItem[]; user: SessionUser }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <button
        type="button"
        className={classes.action}
        // The drawer's code loads when a finger or pointer comes down on the button, so that it
        // is mostly there by the click, and costs a page nothing before.
        onPointerDown={() => void loadDrawer().catch(() => undefined)}
        onClick={() => {
          setMounted(true);
          setOpened((value) => !value);
        }}
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
        data-testid="mobile-menu-button"
      >
        {opened ? <IconX size={22} /> : <IconMenu size={22} />}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            items={items}
            user={user}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
