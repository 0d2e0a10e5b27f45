import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// E2E_DIST / E2E_PORT let several builds be tested side by side; `npm run test:e2e` uses the defaults.
const dist = process.env.E2E_DIST ?? 'dist-offline';
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // The production server's journeys run on their own build and server (playwright.deploy.config.ts).
  testIgnore: 'deploy/**',
  fullyParallel: true,
  // At least two browsers side by side, also on the 2-core machines CI runs on (Playwright's
  // default there is one: the journeys then took 24 of the suite's 30 minutes).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // No retries: a journey that passes only on its second try is a failing journey.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace of every journey (to keep the failing ones') took a quarter of the
    // suite's time. To keep the traces of the journeys that fail, run
    // `npm run e2e -- --trace retain-on-failure`.
    trace: 'off',
    // With the theme's respectReducedMotion, Mantine's transitions are instant: axe never meets
    // a toast or a dialog half faded in.
    reducedMotion: 'reduce',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the browser Playwright itself
      // runs headless): the journeys took a third less time than in the whole browser's headless
      // mode. Lighthouse measures with the whole browser (/usr/bin/chromium, scripts/lighthouse.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  webServer: {
    command: `npx vite preview --mode offline --outDir ${dist} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
