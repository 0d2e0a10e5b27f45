import { useCallback, useState } from 'react';
import { Group, TextInput, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { env } from '@/lib/env';
import classes from './captcha.module.css';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A new captcha key (api-spec: made by the client, 8 to 64 of `A-Za-z0-9_-`): the epoch
 * milliseconds and four random letters.
 */
export function newCaptchaKey(): string {
  const random = crypto.getRandomValues(new Uint8Array(4));
  const suffix = [...random].map((value) => LETTERS[value % LETTERS.length]).join('');
  return `${Date.now()}${suffix}`;
}

/** The key of the captcha on screen, and `refresh` for a new one (after a failure spends it). */
export function useCaptchaKey(): { checkKey: string; refresh: () => void } {
  const [checkKey, setCheckKey] = useState(newCaptchaKey);
  const refresh = useCallback(() => setCheckKey(newCaptchaKey()), []);
  return { checkKey, refresh };
}

export function captchaImageUrl(checkKey: string): string {
  return `${env.apiBaseUrl.replace(/\/$/, '')}/sys/randomImage/${encodeURIComponent(checkKey)}`;
}

/** The graphic captcha served by the API; a click loads a new one. */
function CaptchaImage({ checkKey, onRefresh }: { checkKey: string; onRefresh: () => void }) {
  const { t } = useLingui();
  return (
    <UnstyledButton
      className={classes.button}
      onClick={onRefresh}
      title={t`Click for a new captcha`}
      aria-label={t`Graphic captcha, click for a new one`}
    >
      <img className={classes.image} src={captchaImageUrl(checkKey)} alt={t`Graphic captcha`} />
    </UnstyledButton>
  );
}

export interface CaptchaInputProps {
  /** What the captcha is for: to log in or register, or only to send an SMS code. */
  description: string;
  /** Marked required when the form's submit needs it, not when only sending a code does. */
  withAsterisk?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  checkKey: string;
  onRefresh: () => void;
}

/** The 4-character graphic captcha input with its picture beside it. */
export function CaptchaInput({
  description,
  withAsterisk,
  value,
  onChange,
  onBlur,
  error,
  checkKey,
  onRefresh,
}: CaptchaInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Captcha`}
      description={description}
      autoComplete="off"
      maxLength={4}
      withAsterisk={withAsterisk}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      inputContainer={(input) => (
        <Group gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>{input}</div>
          <CaptchaImage checkKey={checkKey} onRefresh={onRefresh} />
        </Group>
      )}
    />
  );
}
