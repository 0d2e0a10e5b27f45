import type { ReactNode } from 'react';
import { Button, Fieldset, Group, Input, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useBoundField } from './use-bound-field';

export interface RepeatingGroupProps<Row> {
  /** The group's title, above the rows. */
  legend?: string;
  /** The title of one row, e.g. 'Carton 2' (also names its remove button). */
  rowLabel: (index: number) => string;
  /** The values of a new row. */
  newRow: () => Row;
  addLabel: string;
  /** Fewest and most rows: no remove below `min`, no add at `max`. */
  min?: number;
  max?: number;
  /** Asks before a row goes (spec: deleting a carton asks for confirmation). */
  confirmRemove?: (index: number) => Promise<boolean>;
  /** The fields of row `index` (`form.AppField name={`rows[${index}].x`}`). */
  children: (index: number) => ReactNode;
}

/**
 * The rows of an array field (`form.AppField name="rows" mode="array"`): each row's fields, with
 * 'remove' on each row and 'add' below them.
 */
export function RepeatingGroup<Row>({
  legend,
  rowLabel,
  newRow,
  addLabel,
  min = 0,
  max = Infinity,
  confirmRemove,
  children,
}: RepeatingGroupProps<Row>) {
  const { t } = useLingui();
  const { field, value, error } = useBoundField<Row[]>();
  const rows = value.length;

  const remove = async (index: number) => {
    if (confirmRemove && !(await confirmRemove(index))) return;
    await field.removeValue(index);
  };

  return (
    <Input.Wrapper label={legend} error={error}>
      <Stack gap="sm" mt={legend ? 4 : 0}>
        {value.map((_, index) => {
          const label = rowLabel(index);
          return (
            <Fieldset key={index} legend={label} radius="md">
              <Stack gap="sm">
                {children(index)}
                {rows > min && (
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={t`Remove ${label}`}
                      onClick={() => void remove(index)}
                    >
                      {t`Remove`}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {rows < max && (
          <Group>
            <Button variant="light" onClick={() => field.pushValue(newRow())}>
              {addLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
