import { useLingui } from '@lingui/react/macro';
import type { ServiceSummary } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { formatMoney, formatNumber } from '@/i18n/format';
import { serviceDetailHref } from './links';
import classes from './market.module.css';

/** A service of the list: cover, name, provider, price from, unit, sales, rating, tags. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const { t } = useLingui();
  const price = formatMoney(service.priceFrom);
  const sales = formatNumber(service.sales);
  const rating = formatNumber(service.rating, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <AppLink href={serviceDetailHref(service.id)} className={classes.card}>
      <span className={classes.coverBox}>
        <img src={service.cover} alt="" loading="lazy" decoding="async" className={classes.cover} />
      </span>
      <span className={classes.cardBody}>
        <span className={classes.cardTitle} title={service.name}>
          {service.name}
        </span>
        <span className={classes.provider}>{service.providerName}</span>
        <span className={classes.tags}>
          {service.tags.map((tag) => (
            <span key={tag} className={classes.tag}>
              {tag}
            </span>
          ))}
        </span>
        <span className={classes.cardFoot}>
          <span className={classes.price}>
            {t`From ${price}`}
            <span className={classes.priceUnit}> / {service.unit}</span>
          </span>
          <span className={classes.figures}>
            <span>{t`Sold ${sales}`}</span>
            <span>{service.rating > 0 ? t`Rating ${rating}` : t`Not rated yet`}</span>
          </span>
        </span>
      </span>
    </AppLink>
  );
}

/** A card's placeholder, of its size. */
export function ServiceCardSkeleton() {
  return (
    <span className={classes.card} aria-hidden="true">
      <span className={classes.coverBox} />
      <span className={classes.cardBody}>
        <SkeletonBlock height={44} />
        <SkeletonBlock height={18} width="60%" />
        <SkeletonBlock height={22} width="40%" />
        <SkeletonBlock height={27} width="70%" />
      </span>
    </span>
  );
}
