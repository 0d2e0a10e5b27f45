import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { Pager } from './pager';

describe('Pager', () => {
  it('names its controls and pages, and reports the page chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager total={5} value={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });
});
