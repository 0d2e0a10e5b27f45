import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { IconHeadset } from '@/components/icons/icons';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { CustomerServiceContext } from '@/components/site/customer-service-context';
import { chatUrlFor, SITE_CONFIG, type SiteConfig } from '@/components/site/site-config';
import { currentLocale } from '@/i18n/activate';
import classes from './customer-service.module.css';

const CustomerServiceDialog = lazy(() => import('./customer-service-dialog'));

/**
 * The customer-service widget (spec section 2.7): a floating button that opens the chat in a
 * dialog, or in a popup window when the config says so (falling back to the dialog when the
 * browser blocks the popup). Hidden when `showKefu` is false. Pages open it through
 * `useCustomerService` (src/components/site/customer-service-context.ts).
 */
export function CustomerServiceProvider({
  children,
  config = SITE_CONFIG,
}: {
  children: ReactNode;
  config?: SiteConfig;
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  // On a phone the button is in the header (site-header.tsx): floating, it covered the fields
  // and buttons at the bottom of the screen (issue 26).
  const mobile = useIsMobile();
  const { showKefu, mode } = config.customerService;
  const url = chatUrlFor(currentLocale().slug, config);

  const open = useCallback(() => {
    if (mode === 'popup' && window.open(url, 'kefu', 'popup,width=420,height=640')) return;
    setMounted(true);
    setOpened(true);
  }, [mode, url]);
  const value = useMemo(() => ({ enabled: showKefu, open }), [showKefu, open]);

  return (
    <CustomerServiceContext.Provider value={value}>
      {children}
      {showKefu && !mobile && (
        <button
          type="button"
          className={classes.launcher}
          onClick={open}
          title={t`Online service`}
          data-testid="customer-service-button"
        >
          <IconHeadset size={22} />
          <span>{t`Online service`}</span>
        </button>
      )}
      {showKefu && mounted && (
        <Suspense fallback={null}>
          <CustomerServiceDialog url={url} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </CustomerServiceContext.Provider>
  );
}
