import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from '../browser';
import { leadSitePort } from '../lead/ports';

/**
 * The suites that need a build with the firm's settings made (`npm run test:variant`): leads against a
 * real receiver (e2e/lead/), booking and measurement against local stand-ins (e2e/measure/). One build
 * serves both (setup.ts: it starts the receivers, builds a copy of the site with every setting pointing
 * at them, and serves it as `npm start` does). One set of receivers, so one worker. The visitors this
 * firm serves: a browser in India.
 */
export default defineConfig({
  testDir: '..',
  testMatch: ['lead/*.spec.ts', 'measure/*.spec.ts'],
  globalSetup: './setup.ts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${leadSitePort}`,
    viewport: { width: 1366, height: 768 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace,
    launchOptions,
  },
  projects: [{ name: 'chromium' }],
});
