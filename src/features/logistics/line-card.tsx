import { useLingui } from '@lingui/react/macro';
import type { ShipService } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { formatMoney } from '@/i18n/format';
import { TRANSPORT_LABELS } from './labels';
import classes from './logistics.module.css';

/** A logistics line as a card linking to its detail. */
export function LineCard({ line, headingLevel = 3 }: { line: ShipService; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const destinations = line.destinations.map((country) => country.name).join(' · ');
  const min = line.timelinessMinDays;
  const max = line.timelinessMaxDays;
  const price = formatMoney(line.priceFrom);
  return (
    <AppLink
      href={`/logistics/service/${line.id}`}
      className={classes.card}
      data-testid="line-card"
    >
      <Heading className={classes.cardTitle}>{line.name}</Heading>
      <span className={classes.cardMeta}>{line.carrier}</span>
      <span className={classes.cardMeta}>
        {i18n._(TRANSPORT_LABELS[line.transportType])} · {line.departure} → {destinations}
      </span>
      <span className={classes.cardMeta}>{t`${min}–${max} days`}</span>
      <ul className={classes.tags}>
        {line.fba && <li className={classes.tag}>{t`FBA`}</li>}
        {line.taxIncluded && <li className={classes.tag}>{t`Duties included`}</li>}
        {line.features.slice(0, 3).map((feature) => (
          <li key={feature} className={classes.tag}>
            {feature}
          </li>
        ))}
      </ul>
      <span className={classes.price}>{t`From ${price}/kg`}</span>
    </AppLink>
  );
}

export function LineCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <SkeletonBlock height={22} width="80%" />
      <SkeletonBlock height={14} width="60%" />
      <SkeletonBlock height={14} width="70%" />
      <SkeletonBlock height={14} width="30%" />
      <SkeletonBlock height={20} width="50%" />
      <SkeletonBlock height={24} width="40%" />
    </div>
  );
}

/** Cards of lines; placeholders of their size while they are on the way. */
export function LineGrid({
  lines,
  placeholders,
  headingLevel,
}: {
  lines: ShipService[] | undefined;
  placeholders: number;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  if (!lines) {
    return (
      <ul className={classes.grid} aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <LineCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (lines.length === 0) return <p className={classes.note}>{t`No data`}</p>;
  return (
    <ul className={classes.grid}>
      {lines.map((line) => (
        <li key={line.id}>
          <LineCard line={line} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
