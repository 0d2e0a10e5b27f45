import { Group, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { SmsCodeButton } from './sms-code-button';

export interface SmsCodeInputProps {
  /** 'SMS code' unless the caller says which phone the code goes to. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Asks for a code; answers `resendAfter`, or null when none was sent (see `SmsCodeButton`). */
  onSend: () => Promise<number | null>;
}

/** A required 6-digit SMS code input with its 'Get code' button and resend countdown. */
export function SmsCodeInput({ label, value, onChange, onBlur, error, onSend }: SmsCodeInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={label ?? t`SMS code`}
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
