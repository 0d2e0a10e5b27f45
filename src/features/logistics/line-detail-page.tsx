import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShipServiceDetail } from '@/api/gen/model';
import { AppLink } from '@/components/app-link';
import { LoadError } from '@/components/feedback/load-error';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { PageContainer } from '@/components/layout/page-container';
import { PlainTable } from '@/components/layout/plain-table';
import { LinkButton } from '@/components/site/link-button';
import { formatMoney, formatNumber } from '@/i18n/format';
import { TRANSPORT_LABELS } from './labels';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { logisticsQueries } from './queries';
import { useRegionNames } from '@/i18n/region-names';
import classes from './logistics.module.css';

function PriceTable({ line }: { line: ShipServiceDetail }) {
  const { t } = useLingui();
  const region = useRegionNames();
  const weightBand = (from: number, to: number | null) => {
    const low = formatNumber(from);
    if (to === null) return t`${low} kg and above`;
    const high = formatNumber(to);
    return t`${low}–${high} kg`;
  };
  if (line.prices.length === 0) return <p className={classes.note}>{t`No data`}</p>;
  return (
    <PlainTable label={t`Price table`}>
      <thead>
        <tr>
          <th scope="col">{t`Country`}</th>
          <th scope="col">{t`Zone`}</th>
          <th scope="col">{t`Chargeable weight`}</th>
          <th scope="col">{t`Price per kg`}</th>
          <th scope="col">{t`Remark`}</th>
        </tr>
      </thead>
      <tbody>
        {line.prices.map((row, index) => (
          <tr key={`${row.country}-${row.zone ?? ''}-${row.weightFrom}-${index}`}>
            <td>{region(row.country)}</td>
            <td>{row.zone ?? '—'}</td>
            <td>{weightBand(row.weightFrom, row.weightTo)}</td>
            <td>{formatMoney(row.unitPrice)}</td>
            <td>{row.remark ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

function LineDetail({ line }: { line: ShipServiceDetail }) {
  const { t, i18n } = useLingui();
  const min = line.timelinessMinDays;
  const max = line.timelinessMaxDays;
  const divisor = formatNumber(line.volumeDivisor);
  const minWeight = formatNumber(line.minChargeableWeight);
  return (
    <>
      <div>
        <p className={classes.note}>
          <AppLink href="/logistics/service/list">{t`Logistics lines`}</AppLink>
        </p>
        <h1 className={classes.title}>{line.name}</h1>
        <p className={classes.lead}>
          {line.carrier} · {i18n._(TRANSPORT_LABELS[line.transportType])} · {line.departure} →{' '}
          {line.destinations.map((country) => country.name).join(' · ')} · {t`${min}–${max} days`}
        </p>
        <div className={classes.row}>
          <LinkButton href={`/logistics/service/submit?id=${line.id}`}>
            {t`Send with this line`}
          </LinkButton>
        </div>
      </div>
      <section className={classes.panel} aria-labelledby="line-weight">
        <h2 className={classes.cardTitle} id="line-weight">
          {t`Prices and chargeable weight`}
        </h2>
        <dl className={classes.meta}>
          <div>
            <dt>{t`Volumetric divisor`}</dt>
            <dd>{divisor}</dd>
          </div>
          <div>
            <dt>{t`Minimum chargeable weight`}</dt>
            <dd>{t`${minWeight} kg`}</dd>
          </div>
          <div>
            <dt>{t`Duties`}</dt>
            <dd>{line.taxIncluded ? t`Included` : t`Not included`}</dd>
          </div>
        </dl>
        <p className={classes.note}>
          {t`Volumetric weight (kg) = length × width × height (cm) / ${divisor}; the chargeable weight is the larger of gross and volumetric weight, at least ${minWeight} kg.`}
        </p>
        <PriceTable line={line} />
      </section>
      <section className={classes.panel} aria-labelledby="line-description">
        <h2 className={classes.cardTitle} id="line-description">
          {t`Description`}
        </h2>
        <SafeHtml className={classes.html} html={line.description} />
      </section>
      <section className={classes.panel} aria-labelledby="line-restrictions">
        <h2 className={classes.cardTitle} id="line-restrictions">
          {t`Restrictions`}
        </h2>
        {line.restrictions.length === 0 ? (
          <p className={classes.note}>{t`No data`}</p>
        ) : (
          <ul className={classes.steps}>
            {line.restrictions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </section>
      <section className={classes.panel} aria-labelledby="line-process">
        <h2 className={classes.cardTitle} id="line-process">
          {t`Process`}
        </h2>
        <ol className={classes.steps}>
          {line.processSteps.map((step, index) => (
            <li key={`${index}-${step.title}`}>
              <strong>{step.title}</strong>: {step.description}
            </li>
          ))}
        </ol>
      </section>
      <section className={classes.panel} aria-labelledby="line-insurance">
        <h2 className={classes.cardTitle} id="line-insurance">
          {t`Insurance and compensation`}
        </h2>
        <SafeHtml className={classes.html} html={line.insuranceRules} placeholderHeight={60} />
      </section>
    </>
  );
}

/** A logistics line (`/{lang}/logistics/service/{id}`). */
export function LineDetailPage({ id }: { id: number }) {
  const line = useQuery(logisticsQueries.line(id));
  return (
    <PageContainer className={classes.page}>
      {line.data ? (
        <LineDetail line={line.data} />
      ) : line.isError ? (
        <LoadError onRetry={() => void line.refetch()} />
      ) : (
        <div aria-busy="true">
          <SkeletonBlock height={32} width="60%" />
          <SkeletonBlock height={320} />
        </div>
      )}
    </PageContainer>
  );
}

export function LineNotFound() {
  const { t } = useLingui();
  return (
    <PageContainer className={classes.missing}>
      <h1 className={classes.title}>{t`Logistics line does not exist`}</h1>
      <p className={classes.lead}>{t`The line may no longer be offered, or the link is wrong.`}</p>
      <LinkButton href="/logistics/service/list">{t`All logistics lines`}</LinkButton>
    </PageContainer>
  );
}
