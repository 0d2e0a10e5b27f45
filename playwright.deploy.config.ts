import { defineConfig, devices } from '@playwright/test';

// `npm run test:deploy`: the production build (dist/) behind the shipped nginx configuration
// (deploy/nginx/), with the mock server as its API, started by scripts/serve-nginx.mjs.
// `DEPLOY_URL=https://www.example.com npx playwright test -c playwright.deploy.config.ts` checks
// a deployment instead (its public pages: signing in needs the mock backend's captcha).
const port = Number(process.env.DEPLOY_PORT ?? 4443);
const deployment = process.env.DEPLOY_URL;

export default defineConfig({
  testDir: 'e2e/deploy',
  // One mock server holds one session for every client: the journeys run one after another.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: deployment ?? `https://127.0.0.1:${port}`,
    // The local server's certificate is a throw-away self-signed one; a deployment's must be valid.
    ignoreHTTPSErrors: !deployment,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: deployment
    ? undefined
    : {
        command: `node scripts/serve-nginx.mjs --port ${port}`,
        env: { MOCK_PORT: process.env.DEPLOY_MOCK_PORT ?? '4012' },
        url: `https://127.0.0.1:${port}/zh_CN`,
        ignoreHTTPSErrors: true,
        reuseExistingServer: false,
        timeout: 60_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
});
