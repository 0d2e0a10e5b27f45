import { useLingui } from '@lingui/react/macro';
import { lazy, useState } from 'react';
import { AfterPaint, PageSkeleton } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { LinkButton } from '@/components/site/link-button';
import { serviceListHref } from './links';
import classes from './market.module.css';

// The form kit and the file picker load after the first paint.
const SettleForm = lazy(() => import('./settle-form'));

/** What the applicant reads once the application is in (spec section 8, 'apply' success). */
function SettleSuccess() {
  const { t } = useLingui();
  return (
    <section className={classes.success} role="status" aria-labelledby="settle-success">
      <h2 className={classes.sectionTitle} id="settle-success">
        {t`Application submitted`}
      </h2>
      <p>
        {t`We review your application and your company introduction, usually within 5 working days, and contact you by phone or e-mail with the result.`}
      </p>
      <p>
        {t`Once approved, your services appear in the service market under the markets you chose.`}
      </p>
      <LinkButton href={serviceListHref()}>{t`Back to the service market`}</LinkButton>
    </section>
  );
}

/** The service-provider settle-in application (`/service/settle`, spec section 3). */
export function SettlePage() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  return (
    <PageContainer className={classes.page}>
      <h1 className={classes.title}>{t`Settle in as a service provider`}</h1>
      <p className={classes.subtitle} style={{ marginBottom: 16 }}>
        {t`Offer your services to cross-border sellers. Tell us about your company; we review every application.`}
      </p>
      {done ? (
        <SettleSuccess />
      ) : (
        <AfterPaint fallback={<PageSkeleton />}>
          <SettleForm
            onDone={() => {
              setDone(true);
              // The form was long: what it became is read from the top.
              window.scrollTo({ top: 0 });
            }}
          />
        </AfterPaint>
      )}
    </PageContainer>
  );
}
