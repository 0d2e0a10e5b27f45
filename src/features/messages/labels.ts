import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageType } from '@/api/gen/model';

// Dark shades: outline badge text keeps at least 4.5:1 on white (WCAG AA).
export const MESSAGE_TYPES: Record<MessageType, { label: MessageDescriptor; color: string }> = {
  SYSTEM: { label: msg({ message: 'System', context: 'message type' }), color: 'blue.8' },
  ORDER: { label: msg({ message: 'Order', context: 'message type' }), color: 'grape.8' },
  LOGISTICS: { label: msg({ message: 'Logistics', context: 'message type' }), color: 'teal.9' },
  ACTIVITY: { label: msg({ message: 'Activity', context: 'message type' }), color: 'red.9' },
};
