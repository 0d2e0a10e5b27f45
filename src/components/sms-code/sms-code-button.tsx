import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useCountdown } from './use-countdown';

/** Seconds before another code, when the API does not say (api-spec: one code per phone per 60 s). */
export const SMS_RESEND_SECONDS = 60;

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'children' | 'loading'> {
  /**
   * Checks what it needs and asks for a code. Answers the seconds before another may be sent
   * (`resendAfter`), or null when no code was sent (the caller has shown why).
   */
  onSend: () => Promise<number | null>;
}

/**
 * 'Get code' for an SMS code field: pending while asking, then disabled for the resend countdown
 * (spec section 5), so it cannot ask twice.
 */
export function SmsCodeButton({ onSend, disabled, ...props }: SmsCodeButtonProps) {
  const { t } = useLingui();
  const { remaining, start } = useCountdown();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    if (pending || remaining > 0) return;
    setPending(true);
    try {
      const resendAfter = await onSend();
      if (resendAfter !== null) {
        setSent(true);
        start(resendAfter > 0 ? resendAfter : SMS_RESEND_SECONDS);
      }
    } finally {
      setPending(false);
    }
  };

  const label = remaining > 0 ? t`Resend in ${remaining} s` : sent ? t`Resend code` : t`Get code`;

  return (
    <Button
      variant="light"
      {...props}
      loading={pending}
      disabled={disabled || remaining > 0}
      onClick={() => void send()}
    >
      {label}
    </Button>
  );
}
