import { useLingui } from '@lingui/react/macro';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { currentLocale } from '@/i18n/activate';
import { DATE_RANGE_FILTER_WIDTH, rangeDays, type DateRange } from './date-range';

export interface DateRangeFilterProps {
  label: string;
  value: DateRange;
  /** Shown while no range is chosen (the API's default range, for example). */
  placeholder?: string;
  onChange: (range: DateRange) => void;
  maxDays?: number;
  clearable?: boolean;
}

const FORMAT = 'YYYY-MM-DD';

/**
 * A date-range filter (Mantine dates) in the page's language, with the common ranges as presets.
 * It keeps the half-picked range itself; give it a `key` of the applied range so that a change of
 * the URL resets it.
 */
export function DateRangeFilter({
  label,
  value,
  placeholder,
  onChange,
  maxDays,
  clearable = true,
}: DateRangeFilterProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<DatesRangeValue<string>>([
    value.startDate ?? null,
    value.endDate ?? null,
  ]);
  const today = dayjs().format(FORMAT);
  const daysBack = (days: number) =>
    dayjs()
      .subtract(days - 1, 'day')
      .format(FORMAT);

  const change = (next: DatesRangeValue<string>) => {
    setDraft(next);
    const [start, end] = next;
    if (start === null && end === null) {
      setError(null);
      onChange({});
      return;
    }
    // The picker reports the first click alone; the filter changes once the range is complete.
    if (start === null || end === null) return;
    if (maxDays !== undefined && rangeDays(start, end) > maxDays) {
      setError(t`Choose at most ${maxDays} days`);
      return;
    }
    setError(null);
    onChange({ startDate: start, endDate: end });
  };

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={change}
      valueFormat={FORMAT}
      locale={currentLocale().dayjs}
      maxDate={today}
      allowSingleDateInRange
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t`Clear the dates` }}
      error={error}
      w={DATE_RANGE_FILTER_WIDTH}
      // The default placeholder grey is below WCAG AA contrast.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      presets={[
        { value: [daysBack(7), today], label: t`Last 7 days` },
        { value: [daysBack(30), today], label: t`Last 30 days` },
        { value: [daysBack(90), today], label: t`Last 90 days` },
      ]}
      ariaLabels={{
        nextMonth: t`Next month`,
        previousMonth: t`Previous month`,
        nextYear: t`Next year`,
        previousYear: t`Previous year`,
        nextDecade: t`Next decade`,
        previousDecade: t`Previous decade`,
        monthLevelControl: t`Choose a month`,
        yearLevelControl: t`Choose a year`,
      }}
    />
  );
}
