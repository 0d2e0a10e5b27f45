import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '@/api/gen/model';
import { MESSAGE_TYPES } from './labels';
import classes from './message-center.module.css';

/** A message's type (system, order, …) as a coloured badge. */
export function TypeBadge({ message }: { message: Message }) {
  const { i18n } = useLingui();
  const type = MESSAGE_TYPES[message.type];
  return (
    <Badge variant="outline" color={type.color} size="sm" className={classes.badge}>
      {i18n._(type.label)}
    </Badge>
  );
}
