import { Group, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { SmsCodeButton } from '@/components/sms-code';

export interface SmsCodeFieldProps {
  label?: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Asks for a code; answers `resendAfter`, or null when none was sent. */
  onSend: () => Promise<number | null>;
}

/** A 6-digit SMS code input with its 'Get code' button and resend countdown. */
export function SmsCodeField({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  onSend,
}: SmsCodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={label ?? t`SMS code`}
      description={description}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      withAsterisk
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      inputContainer={(input) => (
        <Group gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>{input}</div>
          <SmsCodeButton onSend={onSend} miw={120} />
        </Group>
      )}
    />
  );
}
