import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatNumber, formatPercent } from '@/i18n/format';
import { NumberField, Segmented } from '../fields';
import { useNumberInput, type NumberRule } from '../number-rule';
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

/** An amount: more than 0, up to a trillion. */
const AMOUNT_RULE: NumberRule = { min: 0, above: true, max: 1_000_000_000_000 };
/** A rate in percent: 0 to 100. */
const PERCENT_RULE: NumberRule = { min: 0, max: 100 };
/** A term: whole days up to 10 years, or whole months up to 10 years. */
const TERM_RULES: Record<'days' | 'months', NumberRule> = {
  days: { min: 1, max: 3650, integer: true },
  months: { min: 1, max: 120, integer: true },
};

const money = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 2 });

function InterestCalculator() {
  const { t } = useLingui();
  const [unit, setUnit] = useState<'days' | 'months'>('days');
  const principalInput = useNumberInput(100_000, AMOUNT_RULE);
  const rateInput = useNumberInput(6, PERCENT_RULE);
  const lengthInput = useNumberInput(90, TERM_RULES[unit]);
  const [compounding, setCompounding] = useState<Compounding>('simple');
  const principal = principalInput.value;
  const ratePercent = rateInput.value;
  const length = lengthInput.value;
  const complete = principal !== null && ratePercent !== null && length !== null;
  const term: Term | null =
    length === null ? null : unit === 'days' ? { days: length } : { months: length };
  const amount =
    principal !== null && ratePercent !== null && term
      ? interest(principal, ratePercent / 100, term, compounding)
      : null;
  return (
    <section className={classes.panel} aria-labelledby="interest-title">
      <h2 id="interest-title" className={classes.panelTitle}>{t`Interest`}</h2>
      <NumberField label={t`Principal`} input={principalInput} />
      <NumberField label={t`Annual rate (%)`} input={rateInput} />
      <div className={classes.row2}>
        <NumberField label={t`Term`} input={lengthInput} />
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
      {complete && amount !== null ? (
        <dl className={classes.facts} aria-live="polite">
          <dt>{t`Interest`}</dt>
          <dd data-testid="interest-amount">{money(amount)}</dd>
          <dt>{t`Total to repay`}</dt>
          <dd>{money(principal + amount)}</dd>
          <dt>{t`Effective annual rate`}</dt>
          <dd>{formatPercent(effectiveAnnualRate(ratePercent / 100, compounding))}</dd>
        </dl>
      ) : (
        <p className={classes.note} aria-live="polite">
          {t`Correct the marked fields to see the result.`}
        </p>
      )}
      <p className={classes.note}>{t`A year counts 365 days or 12 months.`}</p>
    </section>
  );
}

/** An account period: whole months, 1 to 12. */
const MONTHS_RULE: NumberRule = { min: 1, max: 12, integer: true };

function FinancingCost() {
  const { t } = useLingui();
  const { minLimitUsd, maxLimitUsd, minCostRate, maxCostRate, maxMonths } = SUPPLY_CHAIN_FINANCE;
  const amountInput = useNumberInput(minLimitUsd, AMOUNT_RULE);
  const costInput = useNumberInput(minCostRate * 100, PERCENT_RULE);
  const monthsInput = useNumberInput(maxMonths, MONTHS_RULE);
  const amount = amountInput.value;
  const costPercent = costInput.value;
  const months = monthsInput.value;
  const result =
    amount !== null && costPercent !== null && months !== null
      ? flatCost(amount, costPercent / 100, { months })
      : null;
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
        {t`Our supply-chain finance offer: a limit of ${minLimit} to ${maxLimit} and a financing cost of ${minRate} to ${maxRate}, charged once for an account period of up to ${maxMonths} months. Here is what it comes to and its annual equivalent.`}
      </p>
      <NumberField label={t`Amount financed (USD)`} input={amountInput} />
      <div className={classes.row2}>
        <NumberField label={t`Financing cost (%)`} input={costInput} />
        <NumberField label={t`Account period (months)`} input={monthsInput} />
      </div>
      {result ? (
        <dl className={classes.facts} aria-live="polite">
          <dt>{t`Financing cost`}</dt>
          <dd data-testid="finance-cost">{usd(result.cost)}</dd>
          <dt>{t`Equivalent simple annual rate`}</dt>
          <dd data-testid="finance-annual">{formatPercent(result.annualRate)}</dd>
        </dl>
      ) : (
        <p className={classes.note} aria-live="polite" data-testid="finance-waiting">
          {t`Correct the marked fields to see the result.`}
        </p>
      )}
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
