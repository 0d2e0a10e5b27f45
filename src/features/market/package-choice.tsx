import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ServicePackage } from '@/api/gen/model';
import { formatMoney } from '@/i18n/format';
import classes from './market.module.css';

export interface PackageChoiceProps {
  packages: readonly ServicePackage[];
  unit: string;
  value: number | undefined;
  onChange: (packageId: number) => void;
  /** The group's name; 'Choose a package' by default. */
  legend?: string;
}

/**
 * The packages of a service side by side, each with the same facts (price, delivery, what it
 * includes) so they compare at a glance; one is chosen. Native radios: keyboard and screen
 * readers work as for any radio group.
 */
export function PackageChoice({ packages, unit, value, onChange, legend }: PackageChoiceProps) {
  const { t } = useLingui();
  return (
    <fieldset className={classes.packages}>
      <legend className={classes.packageName}>{legend ?? t`Choose a package`}</legend>
      {packages.map((item) => {
        const days = item.deliveryDays;
        return (
          <label key={item.id} className={classes.package}>
            <input
              type="radio"
              name="service-package"
              className={classes.packageInput}
              value={item.id}
              checked={item.id === value}
              onChange={() => onChange(item.id)}
            />
            <span className={classes.packageName}>{item.name}</span>
            <span className={classes.price}>
              {formatMoney(item.price)}
              <span className={classes.priceUnit}> / {unit}</span>
            </span>
            <dl className={classes.packageFacts}>
              <dt>{t`Delivery`}</dt>
              <dd>
                {days === null
                  ? t`To be agreed`
                  : plural(days, { one: '# working day', other: '# working days' })}
              </dd>
              <dt>{t`Includes`}</dt>
              <dd>{item.description ?? t`The service as described`}</dd>
            </dl>
          </label>
        );
      })}
    </fieldset>
  );
}
