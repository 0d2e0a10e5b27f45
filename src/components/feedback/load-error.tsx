import { useLingui } from '@lingui/react/macro';
import classes from './load-error.module.css';

/**
 * A section whose data failed to load: the spec's message and a retry (spec section 8). For the
 * blocks of a page; a whole page that fails uses the route's error screen.
 */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <div className={classes.box} role="alert">
      <span>{t`Content failed to load, please refresh and try again later`}</span>
      {onRetry && (
        <button type="button" className={classes.retry} onClick={onRetry}>
          {t`Try again`}
        </button>
      )}
    </div>
  );
}
