import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TableTextSearch } from './table-text-search';

const props = { label: 'Order number', placeholder: 'Search by order number', maxLength: 8 };

describe('TableTextSearch', () => {
  it('searches for the trimmed text on submit, and for nothing when it is blank', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithProviders(
      <TableTextSearch {...props} width={220} initial={undefined} onSearch={onSearch} />,
    );
    const input = screen.getByRole('textbox', { name: 'Order number' });
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
      <TableTextSearch {...props} width={220} initial="OD1" onSearch={vi.fn()} />,
    );
    const input = screen.getByRole('textbox', { name: 'Order number' });
    expect(input).toHaveValue('OD1');
    await user.type(input, '23');
    rerender(<TableTextSearch {...props} width={220} initial={undefined} onSearch={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('');
  });
});
