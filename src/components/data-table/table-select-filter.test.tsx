import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TableSelectFilter } from './table-select-filter';

const STATUSES = ['PAID', 'UNPAID'] as const;
const props = {
  label: 'Status',
  allLabel: 'All statuses',
  options: STATUSES,
  optionLabel: (status: (typeof STATUSES)[number]) => (status === 'PAID' ? 'Paid' : 'Unpaid'),
  width: 200,
};

describe('TableSelectFilter', () => {
  it('offers "all" first, then each option by its label, and answers the option chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TableSelectFilter {...props} value={undefined} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All statuses',
      'Paid',
      'Unpaid',
    ]);

    await user.selectOptions(select, 'Unpaid');
    expect(onChange).toHaveBeenLastCalledWith('UNPAID');
  });

  it('shows the filter in force, and clears it with "all"', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <TableSelectFilter {...props} value="PAID" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('PAID');
    await user.selectOptions(select, 'All statuses');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
