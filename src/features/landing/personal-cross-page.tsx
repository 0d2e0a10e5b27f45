import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@/api/gen/model';
import { getGetUserProfileQueryOptions } from '@/api/gen/user/user';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { LinkButton } from '@/components/site/link-button';
import { useSiteContacts } from '@/components/site/site-contacts';
import { CustomerServiceAction } from './customer-service-action';
import classes from './landing.module.css';

/** The profile this page reads (`/user/info`); its own error state, no toast. */
export function personalCrossQueryOptions() {
  return getGetUserProfileQueryOptions(undefined, { request: { silent: true } });
}

/** What the user needs before customer service opens the system: a certified enterprise. */
export function customsAccess(profile: Pick<UserProfile, 'accountType' | 'certificationStatus'>) {
  if (profile.accountType !== 'ENTERPRISE') return 'individual' as const;
  if (profile.certificationStatus !== 'CERTIFIED') return 'uncertified' as const;
  return 'ready' as const;
}

function Access({ profile }: { profile: UserProfile }) {
  const { t } = useLingui();
  const access = customsAccess(profile);
  const accountType = profile.accountType === 'ENTERPRISE' ? t`Enterprise` : t`Individual`;
  const certification =
    profile.certificationStatus === 'CERTIFIED' ? t`Certified` : t`Not certified`;
  const next = {
    individual: t`The customs-declaration system is for enterprises. Certify your company in the personal centre, then ask customer service to open the system.`,
    uncertified: t`Certify your enterprise first; customer service then opens the system for your company.`,
    ready: t`Your enterprise is certified. Customer service opens the system for your company and sets up its accounts and permissions.`,
  }[access];
  return (
    <>
      <dl className={classes.access}>
        <dt>{t`Account type`}</dt>
        <dd>{accountType}</dd>
        <dt>{t`Enterprise certification`}</dt>
        <dd>{certification}</dd>
        <dt>{t`Customs-declaration system`}</dt>
        <dd className={classes.status} data-state="closed">
          {t`Not opened for your account`}
        </dd>
      </dl>
      <p className={classes.panelText}>{next}</p>
      <div className={classes.actions}>
        {access !== 'ready' && (
          <LinkButton href="/personal/info/certification" size="md">
            {t`Certify your enterprise`}
          </LinkButton>
        )}
        <CustomerServiceAction
          label={t`Contact customer service`}
          variant={access === 'ready' ? 'filled' : 'default'}
        />
      </div>
    </>
  );
}

/** The hotline and mailbox of the site settings (the footer's, spec section 2.6). */
function CustomerServiceContacts({ phone, email }: { phone: string; email: string }) {
  const { t } = useLingui();
  return <p className={classes.panelText}>{t`Customer service: ${phone}, ${email}`}</p>;
}

/**
 * `/{lang}/personal/cross`: the personal centre's entry to the customs-declaration system (spec
 * section 2.8): what it is, the user's access, and how to have it opened (customer service).
 */
export function PersonalCrossPage() {
  const { t } = useLingui();
  const contacts = useSiteContacts();
  const profile = useQuery(personalCrossQueryOptions());
  let access;
  if (profile.isPending) {
    access = (
      <div aria-hidden="true" className={classes.panel}>
        <SkeletonBlock height={96} />
        <SkeletonBlock height={48} />
        <SkeletonBlock height={42} width={220} />
      </div>
    );
  } else if (profile.isError) {
    access = <LoadError onRetry={() => void profile.refetch()} />;
  } else {
    access = <Access profile={profile.data} />;
  }
  return (
    <div className={classes.panel}>
      <h1 className={classes.panelTitle}>{t`Customs-declaration system`}</h1>
      <p className={classes.panelText}>
        {t`The customs-declaration system prepares and submits your companies' customs declarations online. It is built for groups: several enterprises, several accounts and departments, permissions per account, and a parent company that sees its subsidiaries' data.`}
      </p>
      <section className={classes.box} aria-labelledby="cross-features">
        <h2 id="cross-features" className={classes.boxTitle}>
          {t`What it offers`}
        </h2>
        <ul className={classes.featureList}>
          <li>{t`Multi-enterprise: each company declares under its own name.`}</li>
          <li>{t`Multi-account and multi-department accounts for your declarants.`}</li>
          <li>{t`Permissions set per account.`}</li>
          <li>{t`A parent company sees its subsidiaries' data.`}</li>
        </ul>
      </section>
      <section className={classes.box} aria-labelledby="cross-access">
        <h2 id="cross-access" className={classes.boxTitle}>
          {t`Your access`}
        </h2>
        {access}
      </section>
      {contacts && <CustomerServiceContacts {...contacts} />}
    </div>
  );
}
