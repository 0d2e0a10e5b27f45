import { useCallback, useEffect, useState } from 'react';
import { Group, TextInput, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useApiReady } from '@/api/ready';
import { useHydrated } from '@/lib/use-hydrated';
import {
  captchaImageUrl,
  claimPreloadedCaptchaKey,
  newCaptchaKey,
  preloadedCaptchaKey,
} from './captcha-key';
import classes from './captcha.module.css';

/** The captcha on screen: its key, and `refresh` for a new one (after a failure spends it). */
export interface CaptchaKey {
  checkKey: string;
  refresh: () => void;
}

/**
 * The form's captcha; the first one of a sign-in page is the one its route preloaded, claimed once
 * the form is on screen (a render thrown away and run again finds the same key).
 */
export function useCaptchaKey(): CaptchaKey {
  const [checkKey, setCheckKey] = useState(() => preloadedCaptchaKey() ?? newCaptchaKey());
  useEffect(() => claimPreloadedCaptchaKey(checkKey), [checkKey]);
  const refresh = useCallback(() => setCheckKey(newCaptchaKey()), []);
  return { checkKey, refresh };
}

/**
 * The graphic captcha served by the API; a click loads a new one. The image reaches `/api` without
 * the client, so it waits for the backend like the client does (`useApiReady`), keeping its place.
 * A page as HTML shows its place only: its key is the visit's, made in the browser (the server's
 * would be every visitor's), so the image comes once the app has taken the page over.
 */
export function CaptchaImage({ checkKey, onRefresh }: { checkKey: string; onRefresh: () => void }) {
  const { t } = useLingui();
  const apiReady = useApiReady();
  const hydrated = useHydrated();
  return (
    <UnstyledButton
      className={classes.button}
      onClick={onRefresh}
      title={t`Click for a new captcha`}
      aria-label={t`Graphic captcha, click for a new one`}
    >
      {apiReady && hydrated ? (
        <img className={classes.image} src={captchaImageUrl(checkKey)} alt={t`Graphic captcha`} />
      ) : (
        <span className={classes.placeholder} data-testid="captcha-placeholder" />
      )}
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
  captcha: CaptchaKey;
}

/** The 4-character graphic captcha input with its picture beside it. */
export function CaptchaInput({
  description,
  withAsterisk,
  value,
  onChange,
  onBlur,
  error,
  captcha,
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
          <CaptchaImage checkKey={captcha.checkKey} onRefresh={captcha.refresh} />
        </Group>
      )}
    />
  );
}
