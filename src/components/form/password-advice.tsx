import { List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { passwordAdvice, type PasswordStrength } from './password-strength';

const COLORS: Record<PasswordStrength, string> = { weak: 'red', medium: 'yellow', strong: 'teal' };
const LEVELS: Record<PasswordStrength, number> = { weak: 33, medium: 66, strong: 100 };

function Mark({ ok }: { ok: boolean }) {
  return (
    <ThemeIcon size={14} radius="xl" color={ok ? 'teal' : 'gray'} aria-hidden>
      <svg
        viewBox="0 0 16 16"
        width={10}
        height={10}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
      >
        {ok ? <path d="M3.5 8.5l3 3 6-7" /> : <path d="M4 8h8" />}
      </svg>
    </ThemeIcon>
  );
}

/** The password advice of spec section 5, as the user types (advice only, it blocks nothing). */
export function PasswordAdvice({ password }: { password: string }) {
  const { t } = useLingui();
  const advice = passwordAdvice(password);
  const names: Record<PasswordStrength, string> = {
    weak: t`weak`,
    medium: t`medium`,
    strong: t`strong`,
  };
  const strength = names[advice.strength];
  return (
    <Stack gap={6} aria-live="polite">
      <Progress
        value={password ? LEVELS[advice.strength] : 0}
        color={COLORS[advice.strength]}
        size="sm"
        aria-label={t`Password strength`}
      />
      {password && <Text size="xs">{t`Password strength: ${strength}`}</Text>}
      <List size="xs" spacing={2} center>
        <List.Item icon={<Mark ok={advice.mixed} />}>
          {t`Use at least two of letters, digits and symbols`}
        </List.Item>
        <List.Item icon={<Mark ok={advice.long} />}>{t`Use more than 6 characters`}</List.Item>
      </List>
    </Stack>
  );
}
