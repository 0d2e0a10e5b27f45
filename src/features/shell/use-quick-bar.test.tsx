import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { QUICK_STORAGE_KEY, quickParam, resolveQuickOpen, useQuickBar } from './use-quick-bar';

function QuickBarProbe() {
  const { open, setOpen } = useQuickBar();
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {open ? 'open' : 'closed'}
    </button>
  );
}

afterEach(() => localStorage.clear());

describe('quick bar visibility', () => {
  it('reads quick=1 and quick=0 from the address, whatever their type', () => {
    expect(quickParam({ quick: 1 })).toBe('1');
    expect(quickParam({ quick: '1' })).toBe('1');
    expect(quickParam({ quick: 0 })).toBe('0');
    expect(quickParam({ quick: 'yes' })).toBeNull();
    expect(quickParam({})).toBeNull();
  });

  it('shows with quick=1, else with the stored showQuick flag', () => {
    expect(resolveQuickOpen('1', null)).toBe(true);
    expect(resolveQuickOpen('0', '1')).toBe(false);
    expect(resolveQuickOpen(null, '1')).toBe(true);
    expect(resolveQuickOpen(null, '0')).toBe(false);
    expect(resolveQuickOpen(null, null)).toBe(false);
  });

  it('is closed by default and remembers opening and closing', async () => {
    const { user } = renderWithRouter(<QuickBarProbe />, { path: '/zh_CN' });
    const button = await screen.findByRole('button', { name: 'closed' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();
    expect(localStorage.getItem(QUICK_STORAGE_KEY)).toBe('1');
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(localStorage.getItem(QUICK_STORAGE_KEY)).toBe('0');
  });

  it('opens from the stored flag on the next visit', async () => {
    localStorage.setItem(QUICK_STORAGE_KEY, '1');
    renderWithRouter(<QuickBarProbe />, { path: '/zh_CN' });
    expect(await screen.findByRole('button', { name: 'open' })).toBeInTheDocument();
  });

  it('opens with ?quick=1 and stores it', async () => {
    renderWithRouter(<QuickBarProbe />, { path: '/zh_CN?quick=1' });
    expect(await screen.findByRole('button', { name: 'open' })).toBeInTheDocument();
    expect(localStorage.getItem(QUICK_STORAGE_KEY)).toBe('1');
  });
});
