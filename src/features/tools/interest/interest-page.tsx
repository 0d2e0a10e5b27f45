import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber, formatPercent } from '@/i18n/format';
import { NumberField, Segmented } from '../fields';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';
import {
  effectiveAnnualRate,
  flatCost,
  interest,
  SUPPLY_CHAIN_FINANCE,
  type Compounding,
  type Term,
} from './interest';

const money = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 2 });

function InterestCalculator() {
  const { t } = useLingui();
  const [principal, setPrincipal] = useState(100_000);
  const [ratePercent, setRatePercent] = useState(6);
  const [length, setLength] = useState(90);
  const [unit, setUnit] = useState<'days' | 'months'>('days');
  const [compounding, setCompounding] = useState<Compounding>('simple');
  const term: Term = unit === 'days' ? { days: length } : { months: length };
  const amount = interest(principal, ratePercent / 100, term, compounding);
  return (
    <section className={classes.panel} aria-labelledby="interest-title">
      <h2 id="interest-title" className={classes.panelTitle}>{t`Interest`}</h2>
      <NumberField label={t`Principal`} value={principal} min={0} onChange={setPrincipal} />
      <NumberField
        label={t`Annual rate (%)`}
        value={ratePercent}
        min={0}
        onChange={setRatePercent}
      />
      <div className={classes.row2}>
        <NumberField label={t`Term`} value={length} min={0} onChange={setLength} />
        <Segmented
          label={t`Term unit`}
          value={unit}
          onChange={(value) => setUnit(value as 'days' | 'months')}
          options={[
            { value: 'days', label: t`Days` },
            { value: 'months', label: t`Months` },
          ]}
        />
      </div>
      <Segmented
        label={t`Interest type`}
        value={compounding}
        onChange={(value) => setCompounding(value as Compounding)}
        options={[
          { value: 'simple', label: t`Simple` },
          { value: 'monthly', label: t`Compound monthly` },
          { value: 'daily', label: t`Compound daily` },
        ]}
      />
      <dl className={classes.facts} aria-live="polite">
        <dt>{t`Interest`}</dt>
        <dd data-testid="interest-amount">{money(amount)}</dd>
        <dt>{t`Total to repay`}</dt>
        <dd>{money(principal + amount)}</dd>
        <dt>{t`Effective annual rate`}</dt>
        <dd>{formatPercent(effectiveAnnualRate(ratePercent / 100, compounding))}</dd>
      </dl>
      <p className={classes.note}>{t`A year counts 365 days or 12 months.`}</p>
    </section>
  );
}

function FinancingCost() {
  const { t } = useLingui();
  const { minLimitUsd, maxLimitUsd, minCostRate, maxCostRate, maxMonths } = SUPPLY_CHAIN_FINANCE;
  const [amount, setAmount] = useState<number>(minLimitUsd);
  const [costPercent, setCostPercent] = useState(minCostRate * 100);
  const [months, setMonths] = useState<number>(maxMonths);
  const { cost, annualRate } = flatCost(amount, costPercent / 100, { months });
  const usd = (value: number) =>
    formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const low = flatCost(minLimitUsd, minCostRate, { months: maxMonths });
  const high = flatCost(minLimitUsd, maxCostRate, { months: maxMonths });
  const minLimit = usd(minLimitUsd);
  const maxLimit = usd(maxLimitUsd);
  const minRate = formatPercent(minCostRate, 0);
  const maxRate = formatPercent(maxCostRate, 0);
  const lowCost = usd(low.cost);
  const highCost = usd(high.cost);
  const lowAnnual = formatPercent(low.annualRate, 0);
  const highAnnual = formatPercent(high.annualRate, 0);
  return (
    <section className={classes.panel} aria-labelledby="finance-title">
      <h2 id="finance-title" className={classes.panelTitle}>{t`Supply-chain finance cost`}</h2>
      <p className={classes.note}>
        {t`Our supply-chain finance offer: a limit of ${minLimit} to ${maxLimit}, a financing cost of ${minRate} to ${maxRate} and an account period of up to ${maxMonths} months. The cost is charged once for the period; here is what it comes to and its annual equivalent.`}
      </p>
      <NumberField label={t`Amount financed (USD)`} value={amount} min={0} onChange={setAmount} />
      <div className={classes.row2}>
        <NumberField
          label={t`Financing cost (%)`}
          value={costPercent}
          min={0}
          max={100}
          onChange={setCostPercent}
        />
        <NumberField
          label={t`Account period (months)`}
          value={months}
          min={0}
          max={12}
          onChange={setMonths}
        />
      </div>
      <dl className={classes.facts} aria-live="polite">
        <dt>{t`Financing cost`}</dt>
        <dd data-testid="finance-cost">{usd(cost)}</dd>
        <dt>{t`Equivalent simple annual rate`}</dt>
        <dd data-testid="finance-annual">{formatPercent(annualRate)}</dd>
      </dl>
      <p className={classes.note}>
        {t`Example: ${minLimit} for ${maxMonths} months costs ${lowCost} to ${highCost}, ${lowAnnual} to ${highAnnual} a year.`}
      </p>
    </section>
  );
}

/** Interest and financing cost (`/{lang}/tools/interest`). */
export function InterestPage() {
  return (
    <ToolPage tool="interest">
      <div className={classes.layout}>
        <InterestCalculator />
        <FinancingCost />
      </div>
    </ToolPage>
  );
}
