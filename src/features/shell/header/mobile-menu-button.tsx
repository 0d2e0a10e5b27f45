import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionUser } from '@/api/gen/model';
import { IconMenu, IconX } from '@/components/icons/icons';
import type { NavItem } from '../navigation';
import classes from './header.module.css';

const loadDrawer = () => import('./mobile-menu');
const MobileMenuDrawer = lazy(loadDrawer);

/** The mobile header's menu button; the drawer behind it loads when the browser is idle. */
export function MobileMenu({ items, user }: { items: NavItem[]; user: SessionUser }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadDrawer().catch(() => undefined), 2500);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <button
        type="button"
        className={classes.action}
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
