import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiReady } from '@/api/ready';
import {
  captchaImageUrl,
  newCaptchaKey,
  preloadCaptcha,
  takePreloadedCaptchaKey,
} from './captcha-key';

/** The images the code under test creates, in order. */
function recordImages(): HTMLImageElement[] {
  const images: HTMLImageElement[] = [];
  vi.stubGlobal(
    'Image',
    class extends window.Image {
      constructor() {
        super();
        images.push(this);
      }
    },
  );
  return images;
}

describe('captcha keys', () => {
  afterEach(() => {
    takePreloadedCaptchaKey();
    vi.unstubAllGlobals();
  });

  it('makes keys the API accepts, and the image URL of a key', () => {
    const key = newCaptchaKey();
    expect(key).toMatch(/^\d{13}[a-z]{4}$/);
    expect(newCaptchaKey()).not.toBe(key);
    expect(captchaImageUrl('a b')).toMatch(/\/sys\/randomImage\/a%20b$/);
  });

  it('preloads the image once the API is ready, and hands its key out once', async () => {
    let start: () => void = () => undefined;
    setApiReady(new Promise<void>((done) => (start = done)));
    const images = recordImages();

    preloadCaptcha();
    await Promise.resolve();
    expect(images).toHaveLength(0);
    start();
    await vi.waitFor(() => expect(images).toHaveLength(1));

    const key = takePreloadedCaptchaKey();
    expect(key).toMatch(/^\d{13}[a-z]{4}$/);
    expect(images[0]!.src).toBe(new URL(captchaImageUrl(key!), window.location.href).href);
    expect(takePreloadedCaptchaKey()).toBeUndefined();
  });

  it('keeps a fresh preload not yet taken, and replaces one grown old', async () => {
    const images = recordImages();
    const now = Date.now();
    preloadCaptcha(now);
    preloadCaptcha(now + 1000);
    await vi.waitFor(() => expect(images).toHaveLength(1));
    expect(takePreloadedCaptchaKey(now + 2000)).toBeDefined();
    expect(takePreloadedCaptchaKey(now + 2000)).toBeUndefined();

    preloadCaptcha(now);
    preloadCaptcha(now + 61_000);
    await vi.waitFor(() => expect(images).toHaveLength(3));
    expect(takePreloadedCaptchaKey(now + 62_000)).toBeDefined();
  });
});
