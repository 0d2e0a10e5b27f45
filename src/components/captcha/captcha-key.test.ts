import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiReady } from '@/api/ready';
import {
  captchaImageUrl,
  newCaptchaKey,
  claimPreloadedCaptchaKey,
  preloadCaptcha,
  preloadedCaptchaKey,
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
    const left = preloadedCaptchaKey();
    if (left) claimPreloadedCaptchaKey(left);
    vi.unstubAllGlobals();
  });

  it('makes keys the API accepts, and the image URL of a key', () => {
    const key = newCaptchaKey();
    expect(key).toMatch(/^\d{13}[a-z]{4}$/);
    expect(newCaptchaKey()).not.toBe(key);
    expect(captchaImageUrl('a b')).toMatch(/\/sys\/randomImage\/a%20b$/);
  });

  it('preloads the image once the API is ready, and offers its key until a form claims it', async () => {
    let start: () => void = () => undefined;
    setApiReady(new Promise<void>((done) => (start = done)));
    const images = recordImages();

    preloadCaptcha();
    await Promise.resolve();
    expect(images).toHaveLength(0);
    start();
    await vi.waitFor(() => expect(images).toHaveLength(1));

    const key = preloadedCaptchaKey();
    expect(key).toMatch(/^\d{13}[a-z]{4}$/);
    expect(images[0]!.src).toBe(new URL(captchaImageUrl(key!), window.location.href).href);
    // Reading hands nothing out; only the form that shows the key claims it.
    expect(preloadedCaptchaKey()).toBe(key);
    claimPreloadedCaptchaKey('another-key');
    expect(preloadedCaptchaKey()).toBe(key);
    claimPreloadedCaptchaKey(key!);
    expect(preloadedCaptchaKey()).toBeUndefined();
  });

  it('keeps a fresh preload not yet claimed, and replaces one grown old', async () => {
    const images = recordImages();
    const now = Date.now();
    preloadCaptcha(now);
    preloadCaptcha(now + 1000);
    await vi.waitFor(() => expect(images).toHaveLength(1));
    const fresh = preloadedCaptchaKey(now + 2000);
    expect(fresh).toBeDefined();
    claimPreloadedCaptchaKey(fresh!);
    expect(preloadedCaptchaKey(now + 2000)).toBeUndefined();

    preloadCaptcha(now);
    preloadCaptcha(now + 61_000);
    await vi.waitFor(() => expect(images).toHaveLength(3));
    expect(preloadedCaptchaKey(now + 62_000)).toBeDefined();
    expect(preloadedCaptchaKey(now + 62_000 + 60_000)).toBeUndefined();
  });
});
