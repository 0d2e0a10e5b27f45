import { defineConfig } from '@playwright/test';
import offline from './playwright.config';

// `npm run test:deploy`: the production build (dist/) behind the shipped nginx configuration
// (deploy/nginx/), with the mock server as its API, started by scripts/serve-nginx.mjs.
// `DEPLOY_URL=https://www.example.com npx playwright test -c playwright.deploy.config.ts` checks
// a deployment instead (its public pages: signing in needs the mock backend's captcha).
// The browser, locale, reduced motion and projects are those of the offline journeys.
const port = Number(process.env.DEPLOY_PORT ?? 4443);
const deployment = process.env.DEPLOY_URL;

export default defineConfig({
  ...offline,
  testDir: 'e2e/deploy',
  testIgnore: [],
  // One mock server holds one session for every client: the journeys run one after another.
  fullyParallel: false,
  workers: 1,
  use: {
    ...offline.use,
    baseURL: deployment ?? `https://127.0.0.1:${port}`,
    // The local server's certificate is a throw-away self-signed one; a deployment's must be valid.
    ignoreHTTPSErrors: !deployment,
  },
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
