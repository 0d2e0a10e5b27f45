import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export interface BackAndSubmitProps {
  /** Returns to the previous step of the wizard. */
  onBack: () => void;
  submitLabel: string;
  submitting: boolean;
}

/** 'Back' and the submit button at the foot of a wizard step's form. */
export function BackAndSubmit({ onBack, submitLabel, submitting }: BackAndSubmitProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack}>
        {t`Back`}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
