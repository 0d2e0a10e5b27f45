import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { senderColumns } from './sender-orders-page';

describe('the sender orders table', () => {
  it('leads with the number, the status and the actions, which a phone shows without scrolling', () => {
    const columns = senderColumns(i18n, (code) => code) as { id?: string; accessorKey?: string }[];
    expect(columns.map((column) => column.id ?? column.accessorKey)).toEqual([
      'orderNo',
      'status',
      'actions',
      'shipServiceName',
      'destination',
      'cartons',
      'fee',
    ]);
  });
});
