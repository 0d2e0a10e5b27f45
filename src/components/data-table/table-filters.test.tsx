import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RowsShownContext } from './after-rows';
import { TableSegmentFilter, TableSelectFilter, TableTextSearch } from './table-filters';

/** A filter inside a table whose rows have been drawn (DataTableView provides this). */
const afterRows = (filter: ReactNode) => <RowsShownContext value={true}>{filter}</RowsShownContext>;

const STATUSES = ['PAID', 'UNPAID'] as const;
const selectProps = {
  label: 'Status',
  allLabel: 'All statuses',
  options: STATUSES,
  optionLabel: (status: (typeof STATUSES)[number]) => (status === 'PAID' ? 'Paid' : 'Unpaid'),
  width: 200,
};
const searchProps = {
  label: 'Order number',
  placeholder: 'Search by order number',
  maxLength: 8,
  width: 220,
};

describe('TableSelectFilter', () => {
  it('offers "all" first, then each option by its label, and answers the option chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      afterRows(<TableSelectFilter {...selectProps} value={undefined} onChange={onChange} />),
    );
    const select = await screen.findByRole('combobox', { name: 'Status' });
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
      afterRows(<TableSelectFilter {...selectProps} value="PAID" onChange={onChange} />),
    );
    const select = await screen.findByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('PAID');
    await user.selectOptions(select, 'All statuses');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('TableTextSearch', () => {
  it('searches for the trimmed text on submit, and for nothing when it is blank', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(
      afterRows(<TableTextSearch {...searchProps} initial={undefined} onSearch={onSearch} />),
    );
    const input = await screen.findByRole('textbox', { name: 'Order number' });
    expect(input).toHaveAttribute('maxlength', '8');

    await user.type(input, '  OD123 ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('OD123');

    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it('shows the search in force and follows it when it changes', async () => {
    const { rerender, user } = renderWithProviders(
      afterRows(<TableTextSearch {...searchProps} initial="OD1" onSearch={vi.fn()} />),
    );
    const input = await screen.findByRole('textbox', { name: 'Order number' });
    expect(input).toHaveValue('OD1');
    await user.type(input, '23');
    rerender(
      afterRows(<TableTextSearch {...searchProps} initial={undefined} onSearch={vi.fn()} />),
    );
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('');
  });
});

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'paid', label: 'Paid' },
] as const;

describe('TableSegmentFilter', () => {
  it('checks the choice in force and answers the one chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      afterRows(
        <TableSegmentFilter
          label="Payment state"
          options={TABS}
          value="unpaid"
          onChange={onChange}
        />,
      ),
    );
    expect(await screen.findByRole('radio', { name: 'Unpaid' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'unpaid',
      'paid',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(onChange).toHaveBeenLastCalledWith('paid');
  });

  it('draws its choices before the rows, the one in force marked, with nothing to press', () => {
    renderWithProviders(
      <RowsShownContext value={false}>
        <TableSegmentFilter label="Payment state" options={TABS} value="paid" onChange={vi.fn()} />
      </RowsShownContext>,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('table-control-placeholder');
    expect([...placeholder.children].map((choice) => choice.textContent)).toEqual([
      'All',
      'Unpaid',
      'Paid',
    ]);
    expect(placeholder.querySelector('[data-active]')).toHaveTextContent('Paid');
  });
});

describe('table filters before the rows', () => {
  it('hold their place with their label and box, and offer nothing to type in or press', () => {
    const { container } = renderWithProviders(
      <RowsShownContext value={false}>
        <TableSelectFilter {...selectProps} value={undefined} onChange={vi.fn()} />
        <TableTextSearch {...searchProps} initial="OD1" onSearch={vi.fn()} />
      </RowsShownContext>,
    );
    expect(container).toHaveTextContent('Status');
    expect(container).toHaveTextContent('Order number');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.getByText('Search', { selector: 'button *' }).closest('button')).toBeDisabled();
  });

  it('come once the page is on screen when no table holds them (a screen’s own filters)', async () => {
    renderWithProviders(
      <>
        <TableSelectFilter {...selectProps} value="PAID" onChange={vi.fn()} />
        <TableTextSearch {...searchProps} initial="OD1" onSearch={vi.fn()} />
      </>,
    );
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
    expect(await screen.findByRole('textbox', { name: 'Order number' })).toHaveValue('OD1');
  });
});
