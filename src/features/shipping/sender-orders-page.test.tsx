import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ShipOrder } from '@/api/gen/model';
import { renderWithRouter } from '@/test/render';
import { senderColumns } from './sender-orders-page';

type Column = {
  id?: string;
  accessorKey?: string;
  cell: (context: { row: { original: ShipOrder } }) => ReactNode;
};

const columns = () => senderColumns(i18n, (code) => code) as unknown as Column[];

describe('the sender orders table', () => {
  it('leads with the order, its status and its actions, which a phone shows without scrolling', () => {
    expect(columns().map((column) => column.id ?? column.accessorKey)).toEqual([
      'orderNo',
      'shipServiceName',
      'destination',
      'cartons',
      'fee',
    ]);
  });

  it('shows in the first column the status and the step it allows: pay a confirmed order', async () => {
    const first = columns()[0]!;
    const order = {
      orderNo: 'SP20261124174023002',
      createTime: '2026-11-24 17:44:00',
      status: 'PENDING_PAYMENT',
      payOrderId: 1002,
      rejectReason: null,
    } as unknown as ShipOrder;
    renderWithRouter(<>{first.cell({ row: { original: order } })}</>);
    expect(
      await screen.findByRole('link', { name: 'Pay order SP20261124174023002' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/personal\/order\/1002\/pay$/));
    expect(screen.getByText('Pending payment')).toBeInTheDocument();
    expect(screen.getByText('SP20261124174023002')).toBeInTheDocument();
  });
});
