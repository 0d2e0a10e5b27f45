import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { SkeletonBlock } from '@/components/feedback/page-skeleton';
import { useHydrated } from '@/lib/use-hydrated';
import { ActionButton, SelectField, TextField } from '../fields';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';
import {
  checkPostcode,
  COUNTRY_RULES,
  countryRule,
  normalizePostcode,
  type AddressFields,
} from './address';

const EMPTY: AddressFields = {
  recipient: '',
  street: '',
  houseNumber: '',
  city: '',
  state: '',
  postcode: '',
};

/** The address lines, formatted by the library once it has loaded (after the first paint). */
function useFormatted(country: string, fields: AddressFields) {
  const [lines, setLines] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./format')
      .then((module) => module.formatAddress(country, fields))
      .then(
        (result) => live && setLines(result),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [country, fields]);
  return { lines, failed };
}

/** The address formatter and sample address (`/{lang}/tools/address`). */
export function AddressPage() {
  const { t, i18n } = useLingui();
  const [country, setCountry] = useState('US');
  const [fields, setFields] = useState<AddressFields>(() => countryRule('US')!.sample);
  const regions = useMemo(
    () => new Intl.DisplayNames([i18n.locale], { type: 'region' }),
    [i18n.locale],
  );
  const rule = countryRule(country);
  const postcode = checkPostcode(country, fields.postcode);
  const normalized = useMemo(
    () => ({
      ...fields,
      postcode: rule?.postcode ? normalizePostcode(country, fields.postcode) : '',
    }),
    [country, fields, rule],
  );
  const { lines, failed } = useFormatted(country, normalized);
  const set = (key: keyof AddressFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
  };
  const example = rule?.example;
  const postcodeError =
    postcode === 'invalid'
      ? example
        ? t`Not a valid postcode for this country, e.g. ${example}`
        : t`Not a valid postcode for this country`
      : undefined;
  // Country names from the browser's locale data: the code until a prerendered page is hydrated.
  const hydrated = useHydrated();
  const options = COUNTRY_RULES.map((entry) => ({
    value: entry.country,
    label: (hydrated && regions.of(entry.country)) || entry.country,
  }));
  return (
    <ToolPage tool="address">
      <div className={classes.layout}>
        <section className={classes.panel} aria-labelledby="address-input-title">
          <h2 id="address-input-title" className={classes.panelTitle}>{t`Consignee address`}</h2>
          <SelectField
            label={t`Destination country`}
            value={country}
            options={options}
            onChange={(value) => value && setCountry(value)}
          />
          <TextField label={t`Recipient`} value={fields.recipient} onChange={set('recipient')} />
          <div className={classes.row2}>
            <TextField label={t`Street`} value={fields.street} onChange={set('street')} />
            <TextField
              label={t`House number`}
              value={fields.houseNumber}
              onChange={set('houseNumber')}
            />
          </div>
          <div className={classes.row2}>
            <TextField label={t`City`} value={fields.city} onChange={set('city')} />
            <TextField
              label={t`State, province or region`}
              value={fields.state}
              onChange={set('state')}
            />
          </div>
          {rule?.postcode ? (
            <TextField
              label={t`Postcode`}
              value={fields.postcode}
              onChange={set('postcode')}
              error={postcodeError}
              description={postcode === 'valid' ? t`Valid postcode format` : undefined}
            />
          ) : (
            <p className={classes.note}>{t`This country does not use postcodes.`}</p>
          )}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <ActionButton variant="filled" onClick={() => setFields(rule?.sample ?? EMPTY)}>
              {t`Fill a sample address`}
            </ActionButton>
            <ActionButton variant="subtle" onClick={() => setFields(EMPTY)}>
              {t`Clear`}
            </ActionButton>
          </div>
        </section>
        <section className={classes.panel} aria-labelledby="address-result-title">
          <h2
            id="address-result-title"
            className={classes.panelTitle}
          >{t`As the post expects it`}</h2>
          {failed ? (
            <p
              className={classes.note}
            >{t`Content failed to load, please refresh and try again later`}</p>
          ) : lines === null ? (
            <SkeletonBlock height={132} />
          ) : (
            <address
              className={classes.addressLines}
              data-testid="formatted-address"
              aria-live="polite"
            >
              {lines.map((line, index) => (
                <span key={`${index}-${line}`}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          )}
          <p className={classes.note}>
            {t`Sample addresses are fictional (“Example Street”, “Test Recipient”) and only for testing listings and forms: never ship to them. Layouts follow the OpenCage address-formatting templates.`}
          </p>
        </section>
      </div>
    </ToolPage>
  );
}
