import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_ARTICLE, pathPattern, PERSONAL_PAGES, PUBLIC_PAGES } from '../pages';
import { PRERENDER_LOCALES, PRERENDERED_PATHS } from '../../scripts/prerender';
import { DESKTOP, PHONE } from '../support/layout';
import { signInDemo } from '../../scripts/serve-nginx.mjs';
import { loginAsDemo } from '../support/login';

// The production build behind the shipped nginx configuration (deploy/nginx/), the mock server as
// its API (playwright.deploy.config.ts starts both): what operators deploy, checked as users get it.

/**
 * The mock backend's file host (mocks/db/uploads.ts): only the in-browser mock backend answers it,
 * so behind the mock server its files (demo's business licence) do not load. The CSP allows it.
 */
const MOCK_FILE_HOST = 'https://files.portal.test/';

/** Collects what the browser refused or complained about while the page ran. */
async function watchPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.startsWith(MOCK_FILE_HOST)) return;
    problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
  await page.exposeFunction('reportCspViolation', (text: string) =>
    problems.push(`CSP: ${text} (${page.url()})`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

/** The page has its data and its code: no placeholder is left (they are `aria-busy`). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} on ${what}`).toBe(value);
  }
  expect(headers['permissions-policy'], `permissions-policy on ${what}`).toContain('camera=()');
  expect(headers['content-security-policy'], `CSP on ${what}`).not.toContain('unsafe-');
}

/** What a page may do: its own scripts only, no plug-ins, no foreign forms, framed by itself. */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self';",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/** Assets and API answers are never documents: they may run nothing. */
const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The local server's mock backend (playwright.deploy.config.ts starts it on this port). */
const MOCK_API = `http://127.0.0.1:${process.env.DEPLOY_MOCK_PORT ?? '4012'}`;

/** Run against the local server on the mock backend, where demo can sign in (captcha 1234). */
const ON_MOCKS = !process.env.DEPLOY_URL;

test('every page runs under the Content-Security-Policy without an error', async ({ page }) => {
  test.slow();
  const problems = await watchPage(page);
  for (const path of PUBLIC_PAGES.filter((path) => path !== HOSTILE_ARTICLE)) {
    await page.goto(`/zh_CN${path}`);
    await settled(page);
  }
  // A form validates (zod runs, and must not try `eval`).
  await page.goto('/zh_CN/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
  if (ON_MOCKS) await loginAsDemo(page, 'zh_CN', '/zh_CN/personal/info');
  for (const path of ON_MOCKS ? PERSONAL_PAGES : []) {
    await page.goto(`/zh_CN${path}`);
    await expect(page).toHaveURL(pathPattern('zh_CN', path));
    await settled(page);
  }
  // The customer-service chat, framed from its own page.
  await page.goto('/en_US');
  await page.getByTestId('customer-service-button').click();
  const chat = page.frameLocator('[data-testid="customer-service-chat"]');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an article carrying script payloads runs none: sanitised, and blocked by the CSP', async ({
  page,
}) => {
  const problems = await watchPage(page);
  await page.goto(`/zh_CN${HOSTILE_ARTICLE}`);
  await expect(page.getByRole('article').getByRole('table')).toBeVisible();
  // Every payload sets window.__newsXss if it ever runs (mocks/db/seed/news-security.ts).
  expect(await page.evaluate(() => (window as { __newsXss?: string }).__newsXss)).toBeUndefined();
  // What the CSP reports is the sanitiser parsing the body in a document of its own (DOMPurify's
  // inert DOMParser document, which shares the page's policy): inline handlers, nothing else.
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems) {
    expect(problem).toMatch(/script-src-attr blocked inline|inline event handler/);
  }
});

test('a page: security headers, a fresh style nonce, never cached', async ({ page, request }) => {
  const first = await request.get('/zh_CN/college');
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expectSecurityHeaders(headers, 'a page');
  for (const directive of PAGE_POLICY) {
    expect(headers['content-security-policy']).toContain(directive);
  }
  expect(headers['cache-control']).toBe('no-store');
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeDefined();
  expect(await first.text()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
  const second = await request.get('/zh_CN/college');
  expect(second.headers()['content-security-policy']).not.toContain(`nonce-${nonce}`);

  // Mantine's injected <style> elements carry it, so the policy lets them apply.
  await page.goto('/zh_CN/college');
  // The app renders after `load` (its catalogs come first): wait for the page and its styles.
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('style').first()).toBeAttached();
  const styleNonces = await page
    .locator('style')
    .evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).nonce));
  expect(styleNonces.length).toBeGreaterThan(0);
  const pageNonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  expect(styleNonces.every((value) => value === pageNonce)).toBe(true);
});

test('an asset: brotli, cached for a year; a missing one is a 404, never the page', async ({
  page,
  request,
}) => {
  await page.goto('/zh_CN');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  const headers = asset.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-type']).toContain('javascript');
  expectSecurityHeaders(headers, 'an asset');
  expect(headers['content-security-policy']).toBe(NOTHING_POLICY);

  for (const missing of ['/assets/index-00000000.js', '/assets/page-00000000.css', '/nope.js']) {
    const answer = await request.get(missing);
    expect(answer.status(), missing).toBe(404);
    expect(await answer.text(), missing).not.toContain('<div id="root">');
  }
});

test('an API answer comes from the upstream, with the security headers', async ({ request }) => {
  const answer = await request.get('/api/sys/userInfo', {
    headers: { 'X-Access-Token': 'portal-web' },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()) as { success: boolean }).toMatchObject({ success: true });
  expectSecurityHeaders(answer.headers(), 'an API answer');
  expect(answer.headers()['content-security-policy']).toBe(NOTHING_POLICY);
  expect(answer.headers()['cache-control']).toBe('no-store');
});

test('a deep link opens and reloads to the same page', async ({ page }) => {
  const problems = await watchPage(page);
  await page.goto('/en_US/college?from=deep-link');
  await expect(page).toHaveURL('/en_US/college?from=deep-link');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL('/en_US/college?from=deep-link');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("a page's route code and catalogs are asked for beside the entry, not after it", async ({
  page,
}) => {
  // The entry chunk is held back: what is asked for meanwhile was asked for by the first-load
  // script (scripts/first-load.ts), since nothing of the app has run yet.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((release) => (releaseEntry = release));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const opened = page.goto('/en_US/tools/fba-calculator');
  await expect
    .poll(() => asked.filter((path) => /\/assets\/(fba-calculator|tools)-[^/]+\.js$/.test(path)))
    .toHaveLength(2);
  releaseEntry();
  await opened;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** The public pages written as HTML (scripts/prerender.ts), after `/{lang}`. */
const PRERENDERED = PRERENDERED_PATHS as readonly string[];
const BCP47 = { zh_CN: 'zh-CN', zh_HK: 'zh-HK', en_US: 'en-US', pt_PT: 'pt-PT' } as const;

test('a public page answers its content as HTML, before any script runs', async ({
  request,
  baseURL,
}) => {
  test.skip(!ON_MOCKS, 'the pages a deployment prerendered are its own');
  const defaultTitle = /<title>([^<]*)<\/title>/.exec(
    await (await request.get('/zh_CN/login')).text(),
  )?.[1];
  for (const path of PRERENDERED) {
    for (const lang of PRERENDER_LOCALES) {
      const address = `/${lang}${path}`;
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(200);
      expect(answer.headers()['cache-control'], address).toBe('no-store');
      const html = await answer.text();
      expect(html, address).toContain(`<html lang="${BCP47[lang]}">`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      // The home page's title is the platform's name, as index.html's; every other, its own.
      if (path !== '') {
        expect(title, address).not.toBe(defaultTitle);
        expect(title, address).toMatch(/\S - \S/);
      }
      expect(html, address).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html, address).toContain(`<link rel="canonical" href="${baseURL}${address}">`);
      expect(html.match(/<link rel="alternate" hreflang=/g), address).toHaveLength(5);
      // The page's own heading and text, in the markup the app hydrates.
      const root = html.slice(
        html.indexOf('<div id="root">'),
        html.indexOf('id="prerendered-state"'),
      );
      expect(root, address).toMatch(/<h1[^>]*>[^<]+/);
      expect(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, address).toBeGreaterThan(
        300,
      );
      // Nothing the Content-Security-Policy refuses: no style attribute, no inline script, and
      // the nonce of this answer on the style element the page brings.
      expect(root, address).not.toContain(' style="');
      expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)/g), address).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
      expect(html, address).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      expect(html, address).not.toContain('__CSP_NONCE__');
    }
  }
  // Its file is no address of its own.
  expect((await request.get('/pages/en_US/tools.html')).status()).toBe(404);
  // An address without a page of its own is still the app.
  const app = await (await request.get('/en_US/personal/order')).text();
  expect(app).toContain('<div id="root"></div>');
});

test('a prerendered page hydrates without an error and is the app from then on', async ({
  page,
  request,
}) => {
  test.skip(!ON_MOCKS, 'the pages a deployment prerendered are its own');
  test.slow();
  const problems = await watchPage(page);
  const headers = { 'X-Access-Token': 'portal-web' };
  // A visitor: the sign-in buttons the server drew unseen (the session unknown) show.
  await request.get('/api/sys/logout', { headers });
  await page.setViewportSize(DESKTOP);
  await page.goto('/en_US/finance');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // Signed in (the mock server holds one session for every client), as the server never is.
  await signInDemo(MOCK_API);
  // zh_CN is walked by the first journey of this file; here each page in one other language, in
  // turn, and every third at the phone's size too.
  const others = PRERENDER_LOCALES.filter((lang) => lang !== 'zh_CN');
  for (const [index, path] of PRERENDERED.entries()) {
    const address = `/${others[index % others.length]}${path}`;
    await page.setViewportSize(index % 3 === 0 ? PHONE : DESKTOP);
    const answer = await page.goto(address);
    const served = /<title>([^<]*)<\/title>/.exec((await answer?.text()) ?? '')?.[1];
    await settled(page);
    // The app keeps the title the server wrote (no second opinion on the page's name).
    await expect(page, address).toHaveTitle((served ?? '').replace(/&amp;/g, '&'));
    // The moved style attributes are the app's inline styles again, and the per-visit parts
    // the server left unknown appear: the signed-in user's menu (this journey runs signed in).
    await expect(page.locator('[data-prerender-style]'), address).toHaveCount(0);
    if (index % 3 !== 0) {
      await expect(page.getByRole('banner').getByTestId('user-name'), address).toBeVisible();
    }
  }
  // The hydrated page navigates as the app: a link opens the next page without loading a document.
  await page.setViewportSize(DESKTOP);
  await page.goto('/en_US/tools');
  await settled(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('main')
    .getByRole('link', { name: /Unit converter/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en_US\/tools\/unit-converter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Unit converter/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test('the sitemap lists every prerendered page in four languages; robots.txt names it', async ({
  request,
  baseURL,
}) => {
  test.skip(!ON_MOCKS, 'the sitemap of a deployment is its own');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of PRERENDERED) {
    for (const lang of PRERENDER_LOCALES) {
      expect(sitemap).toContain(`<loc>${baseURL}/${lang}${path}</loc>`);
    }
  }
  expect(sitemap.match(/<loc>/g)).toHaveLength(PRERENDERED.length * PRERENDER_LOCALES.length);
  expect(sitemap).not.toContain('/personal/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /*/personal/');
});
