import { whenApiReady } from '@/api/ready';
import { env } from '@/lib/env';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A new captcha key (api-spec: made by the client, 8 to 64 of `A-Za-z0-9_-`): the epoch
 * milliseconds and four random letters.
 */
export function newCaptchaKey(): string {
  const random = crypto.getRandomValues(new Uint8Array(4));
  const suffix = [...random].map((value) => LETTERS[value % LETTERS.length]).join('');
  return `${Date.now()}${suffix}`;
}

export function captchaImageUrl(checkKey: string): string {
  return `${env.apiBaseUrl.replace(/\/$/, '')}/sys/randomImage/${encodeURIComponent(checkKey)}`;
}

/** A preloaded captcha is used only while well within its 5 minutes of validity (api-spec). */
const PRELOAD_FRESH_MS = 60_000;

let preloaded: { checkKey: string; at: number; image: HTMLImageElement | null } | null = null;

/**
 * Starts loading the captcha of a page before the page's code has arrived: on the login, register
 * and password-reset pages the captcha is the largest picture of the first screen (their LCP
 * element), and the form that shows it is the last thing to load. Started with the page's other
 * resources (src/app/page-resources.ts, `staticData.captcha`); the form's first captcha
 * (`useCaptchaKey`) shows this key, and the browser shows the image it already has (a document
 * reuses an image it loaded, whatever its cache headers). A fresh one not yet claimed is kept.
 */
export function preloadCaptcha(now = Date.now()): void {
  // The prerendering's server draws no captcha (`CaptchaImage`): nothing to load there.
  if (typeof Image === 'undefined') return;
  if (preloaded && now - preloaded.at < PRELOAD_FRESH_MS) return;
  const entry = { checkKey: newCaptchaKey(), at: now, image: null as HTMLImageElement | null };
  preloaded = entry;
  void whenApiReady().then(() => {
    // Held here so that the image stays in the document's memory until the form shows it.
    entry.image = new Image();
    entry.image.src = captchaImageUrl(entry.checkKey);
  });
}

/**
 * The preloaded captcha key while it is fresh and not yet claimed; else undefined. Reading it hands
 * nothing out: a render may be thrown away and run again (React restarts a concurrent render when
 * a store it reads changes), and the render that is kept must find the same key.
 */
export function preloadedCaptchaKey(now = Date.now()): string | undefined {
  return preloaded && now - preloaded.at < PRELOAD_FRESH_MS ? preloaded.checkKey : undefined;
}

/**
 * A form now shows `checkKey` (called once its render is committed): if it is the preloaded one,
 * it is not offered again, so the next form asks for a captcha of its own.
 */
export function claimPreloadedCaptchaKey(checkKey: string): void {
  if (preloaded?.checkKey === checkKey) preloaded = null;
}
