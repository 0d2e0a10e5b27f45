import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type * as PostalOperatorsModule from '@/lib/postal-operators';
import { useEffect, useMemo, useState } from 'react';
import { PlainTable } from '@/components/layout/plain-table';
import { LinkButton } from '@/components/site/link-button';
import {
  checkTrackingNumber,
  isWellFormed,
  MAX_TRACKING_NUMBERS,
  splitTrackingNumbers,
  type TrackingResult,
  type TrackingCarrier,
  type TrackingCheck,
} from '@/lib/tracking-number';
import { TextAreaField } from '../fields';
import { ToolPage } from '../tool-page';
import classes from '../tools.module.css';

const CARRIERS: Record<TrackingCarrier, MessageDescriptor> = {
  upu: msg`Postal service (UPU S10)`,
  ups: msg`UPS`,
  fedex: msg`FedEx Express`,
  usps: msg`USPS`,
  dhl: msg`DHL Express`,
  sf: msg`SF Express`,
  yunexpress: msg`YunExpress`,
  cainiao: msg`Cainiao`,
};

const CHECKS: Record<TrackingCheck, MessageDescriptor> = {
  valid: msg`Well formed, check digit correct`,
  'format-only': msg`Well formed (this format has no check digit)`,
  'bad-check-digit': msg`Wrong check digit: probably mistyped`,
  'bad-country': msg`No such country code at the end`,
  unknown: msg`Unknown format`,
};

type PostalOperators = typeof PostalOperatorsModule;

/** The postal operator table, loaded after the page paints (S10 rows name their operator then). */
function usePostalOperators(): PostalOperators | null {
  const [operators, setOperators] = useState<PostalOperators | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/postal-operators').then((loaded) => live && setOperators(loaded));
    return () => {
      live = false;
    };
  }, []);
  return operators;
}

/** Tracking number check (`/{lang}/tools/tracking-check`): the logistics area's checker. */
export function TrackingCheckPage() {
  const { t, i18n } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- sample numbers, not words
  const [text, setText] = useState('RB123456785GB\n1Z5R89390357567127\nRB123456786US');
  const regions = useMemo(
    () => new Intl.DisplayNames([i18n.locale], { type: 'region' }),
    [i18n.locale],
  );
  const operators = usePostalOperators();
  const regionName = (code: string) => regions.of(code) ?? code;
  /** The likely carrier; for an S10 number the postal operator of its country. */
  const carrierOf = (result: TrackingResult): string => {
    if (!result.carrier) return '—';
    if (result.carrier !== 'upu' || !result.country || result.check === 'bad-country')
      return i18n._(CARRIERS[result.carrier]);
    const country = regionName(result.country);
    if (!operators) return `${i18n._(CARRIERS.upu)} · ${country}`;
    const operator = operators.postalOperator(result.country);
    return operator
      ? `${operators.postalOperatorName(operator, i18n.locale)} · ${country}`
      : t`Postal operator of ${country}`;
  };
  const numbers = splitTrackingNumbers(text);
  const results = numbers.map(checkTrackingNumber);
  const trackable = results.filter(isWellFormed).map((result) => result.normalized);
  const tooMany = trackable.length > MAX_TRACKING_NUMBERS;
  const checkedCount = results.length;
  const wellFormedCount = trackable.length;
  const trackHref = `/logistics/query?nos=${encodeURIComponent(trackable.slice(0, MAX_TRACKING_NUMBERS).join(','))}`;
  return (
    <ToolPage tool="tracking-check">
      <div className={classes.panel}>
        <TextAreaField
          label={t`Tracking numbers`}
          description={t`One per line, or separated by commas or spaces.`}
          rows={4}
          value={text}
          onChange={setText}
        />
        {results.length === 0 ? (
          <p className={classes.note}>{t`No data`}</p>
        ) : (
          <PlainTable label={t`Check results`}>
            <caption className={classes.note} style={{ captionSide: 'bottom', textAlign: 'left' }}>
              {t`${plural(checkedCount, { one: '# number checked', other: '# numbers checked' })}, ${wellFormedCount} well formed.`}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Number`}</th>
                <th scope="col">{t`Likely carrier`}</th>
                <th scope="col">{t`Result`}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.normalized} data-testid="tracking-row">
                  <td className={classes.mono}>{result.normalized}</td>
                  <td>{carrierOf(result)}</td>
                  <td className={isWellFormed(result) ? classes.ok : classes.bad}>
                    {i18n._(CHECKS[result.check])}
                  </td>
                </tr>
              ))}
            </tbody>
          </PlainTable>
        )}
        {tooMany && (
          <p className={classes.warning} role="note">
            {t`The tracking query takes at most ${MAX_TRACKING_NUMBERS} numbers: the first ${MAX_TRACKING_NUMBERS} will be tracked.`}
          </p>
        )}
        {trackable.length > 0 && (
          <div>
            <LinkButton href={trackHref}>{t`Track the well-formed numbers`}</LinkButton>
          </div>
        )}
        <p className={classes.note}>
          {t`A correct check digit shows that a number is well formed, not that the parcel exists: the tracking query asks the carriers.`}
        </p>
      </div>
    </ToolPage>
  );
}
