import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setApiReady } from '@/api/ready';
import { renderWithProviders } from '@/test/render';
import { CaptchaImage } from './captcha';

describe('CaptchaImage', () => {
  it('loads the picture only once the API is ready, keeping its place meanwhile', async () => {
    let start: () => void = () => undefined;
    setApiReady(new Promise<void>((done) => (start = done)));
    renderWithProviders(<CaptchaImage checkKey="key12345" onRefresh={() => undefined} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('captcha-placeholder')).toBeInTheDocument();

    await act(async () => start());
    const image = await screen.findByRole('img', { name: 'Graphic captcha' });
    expect(image.getAttribute('src')).toMatch(/\/sys\/randomImage\/key12345$/);
    expect(screen.queryByTestId('captcha-placeholder')).not.toBeInTheDocument();
  });

  it('shows the picture at once when nothing is waited for', () => {
    renderWithProviders(<CaptchaImage checkKey="key12345" onRefresh={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Graphic captcha' })).toBeInTheDocument();
  });
});
