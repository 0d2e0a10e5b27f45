import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { AppLink } from '@/components/app-link';
import { PageContainer } from '@/components/layout/page-container';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { IconHeadset } from '@/components/icons/icons';
import { useCustomerService } from '@/components/site/customer-service-context';
import { Logo } from '@/components/site/logo';
import { buildNavigation } from '../navigation';
import { serviceCategoriesQueryOptions } from '../queries';
import { useSessionState } from '@/components/auth/session-user';
import { AccountActions, MessageLink } from './account-actions';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu-button';
import { TopNav } from './top-nav';
import classes from './header.module.css';

/**
 * The navigation with the service market filled from the categories. A failed call is logged and
 * leaves the default navigation (spec section 8).
 */
export function useNavigation() {
  const { data, error } = useQuery(serviceCategoriesQueryOptions());
  useEffect(() => {
    if (error) console.error('[shell] service categories failed; default navigation', error);
  }, [error]);
  return useMemo(() => buildNavigation(data?.list), [data]);
}

/** On a phone, the online-service button (spec section 2.7) is in the header, not floating. */
function ServiceAction() {
  const { t } = useLingui();
  const service = useCustomerService();
  if (!service.enabled) return null;
  return (
    <button
      type="button"
      className={classes.action}
      onClick={service.open}
      aria-label={t`Online service`}
      title={t`Online service`}
      data-testid="customer-service-button"
    >
      <IconHeadset size={18} />
    </button>
  );
}

/** The site header (spec section 2.4), 50 px high on desktop. */
export function SiteHeader() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const { user, pending } = useSessionState();
  const items = useNavigation();
  return (
    <header className={classes.header} data-mobile={mobile || undefined}>
      <PageContainer className={classes.inner}>
        <AppLink href="/" className={classes.brand} title={t`Home`}>
          <Logo compact={mobile} />
        </AppLink>
        {mobile ? (
          <div className={classes.actions}>
            <ServiceAction />
            <MessageLink user={user} />
            <MobileMenu items={items} user={user} />
          </div>
        ) : (
          <>
            <TopNav items={items} />
            <div className={classes.actions}>
              <LanguageSwitcher />
              <MessageLink user={user} />
              <AccountActions user={user} pending={pending} />
            </div>
          </>
        )}
      </PageContainer>
    </header>
  );
}
