import { act, render, renderHook, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import { setApiReady } from '@/api/ready';
import { renderWithProviders } from '@/test/render';
import { CaptchaImage, useCaptchaKey } from './captcha';
import { preloadCaptcha, preloadedCaptchaKey } from './captcha-key';

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

describe('useCaptchaKey', () => {
  it('starts with the key its route preloaded, claimed once on screen, and refreshes to a new one', () => {
    preloadCaptcha();
    const preloaded = preloadedCaptchaKey();
    const first = renderHook(() => useCaptchaKey());
    const { checkKey } = first.result.current;
    expect(checkKey).toBe(preloaded);
    expect(preloadedCaptchaKey()).toBeUndefined();

    const second = renderHook(() => useCaptchaKey());
    expect(second.result.current.checkKey).not.toBe(checkKey);
    act(() => first.result.current.refresh());
    expect(first.result.current.checkKey).not.toBe(checkKey);
  });

  it('keeps the preloaded key through a render thrown away and run again', () => {
    preloadCaptcha();
    const preloaded = preloadedCaptchaKey();
    // React throws away a concurrent render that fails and renders again (as it restarts one
    // whose store changed): the render it keeps must show the preloaded key.
    let throwOnce = true;
    function Form() {
      const { checkKey } = useCaptchaKey();
      if (throwOnce) {
        throwOnce = false;
        throw new Error('thrown away');
      }
      return <output>{checkKey}</output>;
    }
    const recovered: unknown[] = [];
    const view = render(<></>, { onRecoverableError: (error) => recovered.push(error) });
    act(() => startTransition(() => view.rerender(<Form />)));
    expect(recovered).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(preloaded!);
  });
});
