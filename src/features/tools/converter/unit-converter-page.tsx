import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Unit } from 'convert';
import { useEffect, useState } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { formatNumber } from '@/i18n/format';
import { NumberField, Segmented, SelectField } from '../fields';
import { useNumberInput, type NumberRule } from '../number-rule';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';
import type { chargeableWeightKg, convertUnit, cubicFeetFromCm, volumetricWeight } from './units';
import {
  ABSOLUTE_ZERO,
  MAX_QUANTITY,
  QUANTITIES,
  UNITS,
  unitSymbol,
  VOLUMETRIC_DIVISORS,
  type Quantity,
} from './units-list';

/** A carton side in cm: more than 0, at most 10 m. */
const SIDE_RULE: NumberRule = { min: 0, above: true, max: 1000 };
/** A carton's actual weight in kg: 0 to 10 t. */
const WEIGHT_RULE: NumberRule = { min: 0, max: 10_000 };

/** What a quantity in `unit` can be: not below absolute zero for a temperature, else not negative. */
function quantityRule(quantity: Quantity, unit: Unit): NumberRule {
  return quantity === 'temperature'
    ? { min: ABSOLUTE_ZERO[unit] ?? 0, max: 1_000_000 }
    : { min: 0, max: MAX_QUANTITY };
}

/** The conversion functions: with the `convert` library, imported after the first paint. */
interface UnitsLib {
  convertUnit: typeof convertUnit;
  cubicFeetFromCm: typeof cubicFeetFromCm;
  volumetricWeight: typeof volumetricWeight;
  chargeableWeightKg: typeof chargeableWeightKg;
}

function useUnitsLib(): { lib: UnitsLib | null; failed: boolean } {
  const [lib, setLib] = useState<UnitsLib | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./units').then(
      (loaded) => live && setLib(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { lib, failed };
}

const QUANTITY_LABELS: Record<Quantity, MessageDescriptor> = {
  length: msg`Length`,
  weight: msg`Weight`,
  volume: msg`Volume`,
  area: msg`Area`,
  temperature: msg`Temperature`,
};

const UNIT_LABELS: Partial<Record<Unit, MessageDescriptor>> = {
  mm: msg`millimetre (mm)`,
  cm: msg`centimetre (cm)`,
  m: msg`metre (m)`,
  km: msg`kilometre (km)`,
  in: msg`inch (in)`,
  ft: msg`foot (ft)`,
  yd: msg`yard (yd)`,
  mi: msg`mile (mi)`,
  g: msg`gram (g)`,
  kg: msg`kilogram (kg)`,
  t: msg`tonne (t)`,
  oz: msg`ounce (oz)`,
  lb: msg`pound (lb)`,
  ml: msg`millilitre (ml)`,
  l: msg`litre (l)`,
  cm3: msg`cubic centimetre (cm³)`,
  m3: msg`cubic metre (m³)`,
  in3: msg`cubic inch (in³)`,
  ft3: msg`cubic foot (ft³)`,
  'fl oz': msg`US fluid ounce (fl oz)`,
  gal: msg`US gallon (gal)`,
  cm2: msg`square centimetre (cm²)`,
  m2: msg`square metre (m²)`,
  km2: msg`square kilometre (km²)`,
  in2: msg`square inch (in²)`,
  ft2: msg`square foot (ft²)`,
  ac: msg`acre (ac)`,
  ha: msg`hectare (ha)`,
  C: msg`degree Celsius (°C)`,
  F: msg`degree Fahrenheit (°F)`,
  K: msg`kelvin (K)`,
};

const show = (value: number) => formatNumber(value, { maximumSignificantDigits: 8 });

function QuantityConverter({ lib }: { lib: UnitsLib | null }) {
  const { t, i18n } = useLingui();
  const [quantity, setQuantity] = useState<Quantity>('length');
  const [from, setFrom] = useState<Unit>('cm');
  const [to, setTo] = useState<Unit>('in');
  const input = useNumberInput(100, quantityRule(quantity, from));
  const value = input.value;
  const options = UNITS[quantity].map((unit) => ({
    value: unit,
    label: i18n._(UNIT_LABELS[unit]!),
  }));

  const choose = (next: string) => {
    const units = UNITS[next as Quantity];
    setQuantity(next as Quantity);
    setFrom(units[0]!);
    setTo(units[Math.min(4, units.length - 1)] ?? units[1]!);
  };
  const result = value === null ? null : lib?.convertUnit(value, from, to);
  return (
    <section className={classes.panel} aria-labelledby="convert-title">
      <h2 id="convert-title" className={classes.panelTitle}>{t`Convert a quantity`}</h2>
      <Segmented
        label={t`Quantity`}
        value={quantity}
        onChange={choose}
        options={QUANTITIES.map((key) => ({ value: key, label: i18n._(QUANTITY_LABELS[key]) }))}
      />
      <NumberField label={t`Value`} input={input} />
      <div className={classes.row2}>
        <SelectField
          label={t`From`}
          value={from}
          options={options}
          onChange={(unit) => unit && setFrom(unit as Unit)}
        />
        <SelectField
          label={t`To`}
          value={to}
          options={options}
          onChange={(unit) => unit && setTo(unit as Unit)}
        />
      </div>
      <p className={classes.clock} aria-live="polite" data-testid="converter-result">
        {result === undefined ? (
          <SkeletonBlock height={30} width="60%" />
        ) : result === null || value === null ? (
          '—'
        ) : (
          `${show(value)} ${unitSymbol(from)} = ${show(result)} ${unitSymbol(to)}`
        )}
      </p>
    </section>
  );
}

function ShippingConverter({ lib }: { lib: UnitsLib | null }) {
  const { t } = useLingui();
  const inputs = [
    useNumberInput(50, SIDE_RULE),
    useNumberInput(40, SIDE_RULE),
    useNumberInput(30, SIDE_RULE),
  ] as const;
  const actualInput = useNumberInput(8, WEIGHT_RULE);
  const labels = [t`Length (cm)`, t`Width (cm)`, t`Height (cm)`];
  const [l, w, h] = inputs.map((input) => input.value);
  const actual = actualInput.value;
  const sides: [number, number, number] | null =
    l != null && w != null && h != null ? [l, w, h] : null;
  const cubicCm = sides ? show(sides[0] * sides[1] * sides[2]) : '';
  const cubicFeetText = lib && sides ? show(lib.cubicFeetFromCm(...sides)) : '';
  return (
    <section className={classes.panel} aria-labelledby="shipping-title">
      <h2
        id="shipping-title"
        className={classes.panelTitle}
      >{t`Carton volume and volumetric weight`}</h2>
      <div className={classes.row}>
        {labels.map((label, index) => (
          <NumberField key={label} label={label} input={inputs[index]!} />
        ))}
      </div>
      <NumberField label={t`Actual weight (kg)`} input={actualInput} />
      {!sides || actual === null ? (
        <p className={classes.note} aria-live="polite" data-testid="shipping-waiting">
          {t`Correct the marked fields to see the volume and weights.`}
        </p>
      ) : (
        <dl className={classes.facts} aria-live="polite">
          <dt>{t`Volume`}</dt>
          <dd>{t`${cubicCm} cm³`}</dd>
          <dt>{t`Cubic feet`}</dt>
          <dd data-testid="cubic-feet">
            {lib ? t`${cubicFeetText} ft³` : <SkeletonBlock height={20} width={96} />}
          </dd>
          {VOLUMETRIC_DIVISORS.map((divisor) => {
            const weight = lib?.volumetricWeight(sides, divisor) ?? { kg: 0, lb: 0 };
            const chargeable = lib ? show(lib.chargeableWeightKg(actual, weight.kg)) : '';
            const lb = show(weight.lb);
            const kg = show(weight.kg);
            return [
              <dt key={`${divisor}-label`}>
                {divisor === 139
                  ? t`Volumetric weight, in³ ÷ 139 (Amazon, US carriers)`
                  : divisor === 5000
                    ? t`Volumetric weight, cm³ ÷ 5000 (express)`
                    : t`Volumetric weight, cm³ ÷ 6000 (air freight)`}
              </dt>,
              <dd key={`${divisor}-value`} data-testid={`volumetric-${divisor}`}>
                {!lib ? (
                  <SkeletonBlock height={20} width={160} />
                ) : divisor === 139 ? (
                  t`${lb} lb (${kg} kg)`
                ) : (
                  t`${kg} kg; chargeable ${chargeable} kg`
                )}
              </dd>,
            ];
          })}
        </dl>
      )}
      <p
        className={classes.note}
      >{t`Chargeable weight is the greater of the actual and the volumetric weight.`}</p>
    </section>
  );
}

/** The unit converter (`/{lang}/tools/unit-converter`), through the `convert` library (loaded after the paint). */
export function UnitConverterPage() {
  const { t } = useLingui();
  const { lib, failed } = useUnitsLib();
  return (
    <ToolPage tool="unit-converter">
      {failed && (
        <p
          className={classes.warning}
        >{t`Content failed to load, please refresh and try again later`}</p>
      )}
      <div className={classes.layout}>
        <QuantityConverter lib={lib} />
        <ShippingConverter lib={lib} />
      </div>
    </ToolPage>
  );
}
