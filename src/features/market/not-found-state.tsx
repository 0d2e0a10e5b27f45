import { useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/components/site/link-button';
import { serviceListHref } from './links';
import classes from './market.module.css';

/** A service that does not exist: the spec's 'No information yet' and a way back to the list. */
export function ServiceNotFound() {
  const { t } = useLingui();
  return (
    <div className={classes.empty} role="status">
      <h1 className={classes.title}>{t`No information yet`}</h1>
      <span>{t`This service does not exist or is no longer offered.`}</span>
      <LinkButton href={serviceListHref()}>{t`Back to the service market`}</LinkButton>
    </div>
  );
}
