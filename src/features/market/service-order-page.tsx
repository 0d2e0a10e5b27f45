import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { AfterPaint, PageSkeleton } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { serviceDetailHref } from './links';
import { isMissingService } from './missing-service';
import { ServiceNotFound } from './not-found-state';
import { profileForOrderQueryOptions, serviceQueryOptions } from './queries';
import classes from './market.module.css';

// The form kit (about 35 KB gzip with its inputs) loads beside the data, after the first paint.
const OrderForm = lazy(() => import('./order-form'));

export interface ServiceOrderPageProps {
  id: number | undefined;
  packageId: number | undefined;
}

/** Ordering a service (`/service/submit?id&package`): package, quantity, customer, pay method. */
export function ServiceOrderPage({ id, packageId }: ServiceOrderPageProps) {
  const { t } = useLingui();
  const service = useQuery({ ...serviceQueryOptions(id ?? 0), enabled: id !== undefined });
  const profile = useQuery(profileForOrderQueryOptions());
  let content;
  if (id === undefined || (service.isError && isMissingService(service.error))) {
    content = <ServiceNotFound />;
  } else if (service.isError) {
    content = <LoadError onRetry={() => void service.refetch()} />;
  } else if (!service.data || profile.isPending) {
    content = <PageSkeleton />;
  } else {
    content = (
      <>
        <h1 className={classes.title}>{t`Order a service`}</h1>
        <p className={classes.subtitle}>
          <AppLink href={serviceDetailHref(service.data.id, packageId)}>
            {t`Back to the service`}
          </AppLink>
        </p>
        <AfterPaint fallback={<PageSkeleton />}>
          <OrderForm service={service.data} packageId={packageId} profile={profile.data ?? null} />
        </AfterPaint>
      </>
    );
  }
  return <PageContainer className={classes.page}>{content}</PageContainer>;
}
