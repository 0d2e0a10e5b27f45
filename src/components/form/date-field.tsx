import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { currentLocale } from '@/i18n/activate';
import { useBoundField } from './use-bound-field';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A day as `YYYY-MM-DD` (the API's date format), or null; the calendar speaks the language. */
export function DateField({ disabled, ...props }: DateFieldProps) {
  const { value, onChange, onBlur, error } = useBoundField<string | null>();
  return (
    <DatesProvider settings={{ locale: currentLocale().dayjs }}>
      <DateInput
        valueFormat="YYYY-MM-DD"
        {...props}
        disabled={disabled}
        value={disabled ? null : value}
        onChange={(day) => onChange(day)}
        onBlur={onBlur}
        error={error}
      />
    </DatesProvider>
  );
}
