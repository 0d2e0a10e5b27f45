import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SmsCodeButton } from './sms-code-button';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('SmsCodeButton', () => {
  it('counts down the seconds the API asks for, then offers to resend', async () => {
    const onSend = vi.fn(() => Promise.resolve(3));
    const { user } = renderWithProviders(<SmsCodeButton onSend={onSend} />);

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const button = await screen.findByRole('button', { name: 'Resend in 3 s' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('waits 60 s when the API gives no delay', async () => {
    const { user } = renderWithProviders(<SmsCodeButton onSend={() => Promise.resolve(0)} />);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('starts no countdown when no code was sent', async () => {
    const onSend = vi.fn(() => Promise.resolve(null));
    const { user } = renderWithProviders(<SmsCodeButton onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('asks once while a request is pending', async () => {
    let resolve: (value: number) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<number>((done) => (resolve = done)));
    const { user } = renderWithProviders(<SmsCodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    await user.click(button);
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => resolve(60));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });
});
