import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { formatList, formatNumber, formatPercent } from '@/i18n/format';
import { useHydrated } from '@/lib/use-hydrated';
import { NumberField, Segmented, SelectField, TextField } from '../fields';
import { useNumberInput, type NumberRule } from '../number-rule';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';
import { calculateFba, CM_PER_INCH, KG_PER_LB } from './fba';
import {
  REFERRAL_CATEGORIES,
  REFERRAL_SOURCE,
  US_FBA_FEES_2026,
  US_STORAGE_2026,
  type ReferralCategory,
  type SizeTier,
} from './fba-us-2026';

export const TIER_LABELS: Record<SizeTier, MessageDescriptor> = {
  'small-standard': msg`Small standard`,
  'large-standard': msg`Large standard`,
  'small-bulky': msg`Small bulky`,
  'large-bulky': msg`Large bulky`,
  'extra-large-0-50': msg`Extra-large, 0 to 50 lb`,
  'extra-large-50-70': msg`Extra-large, 50 to 70 lb`,
  'extra-large-70-150': msg`Extra-large, 70 to 150 lb`,
  'extra-large-150': msg`Extra-large, over 150 lb`,
};

const CATEGORY_LABELS: Record<ReferralCategory, MessageDescriptor> = {
  most: msg`Most categories (15%)`,
  'consumer-electronics': msg`Consumer electronics (8%)`,
  computers: msg`Computers (8%)`,
  automotive: msg`Automotive (12%)`,
  'device-accessories': msg`Amazon device accessories (45%)`,
  baby: msg`Baby (8% up to $10, then 15%)`,
  beauty: msg`Beauty (8% up to $10, then 15%)`,
  'electronics-accessories': msg`Electronics accessories (15% up to $100, 8% above)`,
  clothing: msg`Clothing (5%, 10% or 17% by price)`,
};

const PRICE_BANDS: MessageDescriptor[] = [msg`under $10`, msg`$10 to $50`, msg`over $50`];

/**
 * What the calculator takes: sides up to 5 m (Amazon's extra-large parcels stop well before), a
 * weight up to 500 kg, a price and a cost up to $100,000; sides, weight and price more than 0.
 */
const SIDE_RULES: Record<'cm' | 'in', NumberRule> = {
  cm: { min: 0, above: true, max: 500 },
  in: { min: 0, above: true, max: 196.85 },
};
const WEIGHT_RULES: Record<'kg' | 'lb', NumberRule> = {
  kg: { min: 0, above: true, max: 500 },
  lb: { min: 0, above: true, max: 1102.31 },
};
const PRICE_RULE: NumberRule = { min: 0, above: true, max: 100_000 };
const COST_RULE: NumberRule = { min: 0, max: 100_000 };

const usd = (value: number) => formatNumber(value, { style: 'currency', currency: 'USD' });
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The FBA fee calculator (`/{lang}/tools/fba-calculator`), Amazon US. */
export function FbaCalculatorPage() {
  const { t, i18n } = useLingui();
  const [lengthUnit, setLengthUnit] = useState<'cm' | 'in'>('cm');
  const [weightUnit, setWeightUnit] = useState<'kg' | 'lb'>('kg');
  const sideInputs = [
    useNumberInput(25, SIDE_RULES[lengthUnit]),
    useNumberInput(18, SIDE_RULES[lengthUnit]),
    useNumberInput(6, SIDE_RULES[lengthUnit]),
  ] as const;
  const weightInput = useNumberInput(0.4, WEIGHT_RULES[weightUnit]);
  const priceInput = useNumberInput(24.99, PRICE_RULE);
  const costInput = useNumberInput(6, COST_RULE);
  const [l, w, h] = sideInputs.map((input) => input.value);
  const sides: [number, number, number] | null =
    l != null && w != null && h != null ? [l, w, h] : null;
  const weight = weightInput.value;
  const price = priceInput.value;
  const cost = costInput.value;
  const [category, setCategory] = useState<ReferralCategory>('most');
  // The day the fees are for: the visitor's today. A prerendered page (drawn on a server, maybe
  // on another day) learns it once hydrated, and shows the fees from then on.
  const hydrated = useHydrated();
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? (hydrated ? todayIso() : '');

  const switchLength = (unit: string) => {
    if (unit === lengthUnit) return;
    const factor = unit === 'in' ? 1 / CM_PER_INCH : CM_PER_INCH;
    for (const input of sideInputs) {
      if (input.value !== null) input.setValue(input.value * factor, 2);
    }
    setLengthUnit(unit as 'cm' | 'in');
  };
  const switchWeight = (unit: string) => {
    if (unit === weightUnit) return;
    const current = weightInput.value;
    if (current !== null)
      weightInput.setValue(unit === 'lb' ? current / KG_PER_LB : current * KG_PER_LB, 3);
    setWeightUnit(unit as 'kg' | 'lb');
  };

  const when = useMemo(() => {
    const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    return parsed
      ? new Date(Number(parsed[1]), Number(parsed[2]) - 1, Number(parsed[3]))
      : new Date();
  }, [date]);
  const result =
    hydrated && sides && weight !== null && price !== null && cost !== null
      ? calculateFba({
          sides,
          lengthUnit,
          weight,
          weightUnit,
          price,
          category,
          productCost: cost,
          date: when,
        })
      : null;
  const sideLabels = [t`Length`, t`Width`, t`Height`];
  const lb = (value: number) => {
    const amount = formatNumber(value, { maximumFractionDigits: 2 });
    return t`${amount} lb`;
  };
  const tiersNear = formatList(
    result?.nearBoundaries.map((tier) => i18n._(TIER_LABELS[tier])) ?? [],
  );
  const feeSource = US_FBA_FEES_2026.source;
  const feeDate = US_FBA_FEES_2026.effectiveFrom;
  const storageSource = US_STORAGE_2026.source;
  const storageDate = US_STORAGE_2026.asOf;
  const offStandard = usd(US_STORAGE_2026.januaryToSeptember.standard);
  const offOversize = usd(US_STORAGE_2026.januaryToSeptember.oversize);
  const peakStandard = usd(US_STORAGE_2026.octoberToDecember.standard);
  const peakOversize = usd(US_STORAGE_2026.octoberToDecember.oversize);
  const referralSource = REFERRAL_SOURCE.source;
  const referralDate = REFERRAL_SOURCE.asOf;
  const inches = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

  return (
    <ToolPage tool="fba-calculator">
      <div className={classes.layout}>
        <section className={classes.panel} aria-labelledby="fba-input-title">
          <h2 id="fba-input-title" className={classes.panelTitle}>{t`Packed product`}</h2>
          <Segmented
            label={t`Length unit`}
            value={lengthUnit}
            onChange={switchLength}
            options={[
              { value: 'cm', label: t`Centimetres` },
              { value: 'in', label: t`Inches` },
            ]}
          />
          <div className={classes.row}>
            {sideLabels.map((label, index) => (
              <NumberField
                key={label}
                label={`${label} (${lengthUnit})`}
                input={sideInputs[index]!}
              />
            ))}
          </div>
          <Segmented
            label={t`Weight unit`}
            value={weightUnit}
            onChange={switchWeight}
            options={[
              { value: 'kg', label: t`Kilograms` },
              { value: 'lb', label: t`Pounds` },
            ]}
          />
          <NumberField label={`${t`Unit weight`} (${weightUnit})`} input={weightInput} />
          <div className={classes.row2}>
            <NumberField label={t`Listing price (USD)`} input={priceInput} />
            <NumberField label={t`Product cost (USD)`} input={costInput} />
          </div>
          <SelectField
            label={t`Category`}
            value={category}
            onChange={(value) => value && setCategory(value as ReferralCategory)}
            options={REFERRAL_CATEGORIES.map((value) => ({
              value,
              label: i18n._(CATEGORY_LABELS[value]),
            }))}
          />
          <TextField type="date" label={t`Fees for the date`} value={date} onChange={setDate} />
        </section>

        <section className={classes.panel} aria-labelledby="fba-result-title" aria-live="polite">
          <h2 id="fba-result-title" className={classes.panelTitle}>{t`Fees and margin`}</h2>
          {!hydrated && <SkeletonBlock height={360} />}
          {hydrated && !result && (
            <p className={classes.note} data-testid="fba-waiting">
              {t`Correct the marked fields to see the fees.`}
            </p>
          )}
          {result && (
            <>
              <dl className={classes.facts}>
                <dt>{t`Size tier`}</dt>
                <dd data-testid="fba-tier">{i18n._(TIER_LABELS[result.tier])}</dd>
                <dt>{t`Sides, longest first (in)`}</dt>
                <dd>{result.sidesIn.map(inches).join(' × ')}</dd>
                <dt>{t`Length + girth (in)`}</dt>
                <dd>{inches(result.lengthGirthIn)}</dd>
                <dt>{t`Unit weight`}</dt>
                <dd>{lb(result.unitWeightLb)}</dd>
                <dt>{t`Dimensional weight (L × W × H ÷ 139)`}</dt>
                <dd>{lb(result.dimWeightLb)}</dd>
                <dt>{t`Shipping weight, rounded`}</dt>
                <dd data-testid="fba-billable">{lb(result.billableWeightLb)}</dd>
                <dt>{t`Price band`}</dt>
                <dd>{i18n._(PRICE_BANDS[result.priceBand]!)}</dd>
                <dt>{t`Fulfilment fee`}</dt>
                <dd data-testid="fba-fee">{usd(result.fulfilmentFee)}</dd>
                <dt>{t`Referral fee`}</dt>
                <dd data-testid="fba-referral">{usd(result.referralFee)}</dd>
                <dt>
                  {result.storageSeason === 'october-december'
                    ? t`Storage per month (October to December)`
                    : t`Storage per month (January to September)`}
                </dt>
                <dd>{usd(result.storagePerMonth)}</dd>
                <dt className={classes.total}>{t`Net per unit`}</dt>
                <dd className={classes.total} data-testid="fba-net">
                  {usd(result.net)}
                </dd>
                <dt>{t`Margin`}</dt>
                <dd>{formatPercent(result.margin, 1)}</dd>
              </dl>
              {result.nearBoundaries.length > 0 && (
                <p className={classes.warning} role="note">
                  {t`Within 1 cm or 50 g of a size-tier limit (${tiersNear}): measure again; a small change can move the product to another tier.`}
                </p>
              )}
              {result.peakSeason && (
                <p className={classes.warning} role="note">
                  {t`The date falls in the peak season (15 October to 14 January), which has its own higher fee table. That table is not available here: the fee shown is the non-peak one.`}
                </p>
              )}
            </>
          )}
          <p className={classes.source}>
            {t`Fulfilment fees: ${feeSource}, effective ${feeDate}.`}
            <br />
            {t`Storage: ${storageSource}, as of ${storageDate}; per cubic foot ${offStandard} standard / ${offOversize} oversize (January to September), ${peakStandard} / ${peakOversize} (October to December).`}
            <br />
            {t`Referral: ${referralSource}, as of ${referralDate}.`}
            <br />
            {t`Estimates only: check Seller Central's current fee pages before you rely on them.`}
          </p>
        </section>
      </div>
    </ToolPage>
  );
}
