import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { IconChevronLeft } from '@/components/icons/icons';
import { useQuickBar } from './use-quick-bar';
import classes from './quick-bar.module.css';

const QuickBarPanel = lazy(() => import('./quick-bar-panel'));

/**
 * The quick bar on the right edge (spec section 2.7): customer service, messages, hotline,
 * follow-us code and back to top. Shown with `?quick=1` or the stored `showQuick` flag; closing
 * and reopening it is remembered in local storage. Closed, only its handle is on the page.
 */
export function QuickBar() {
  const { t } = useLingui();
  const { open, setOpen } = useQuickBar();
  if (!open) {
    return (
      <button
        type="button"
        className={classes.handle}
        onClick={() => setOpen(true)}
        data-testid="quick-bar-open"
        data-quick-bar
      >
        <IconChevronLeft size={14} />
        <span>{t`Quick links`}</span>
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <QuickBarPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
