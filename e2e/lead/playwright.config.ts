import { defineConfig } from '@playwright/test';
import { launchOptions } from '../browser';
import { leadSitePort } from './ports';

/**
 * The lead pipeline against real parts: a build made with NEXT_PUBLIC_LEAD_ENDPOINT pointing at a
 * local receiver (both started by setup.ts). One receiver for the suite, so one worker.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './setup.ts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${leadSitePort}`,
    viewport: { width: 1366, height: 768 },
    // The visitors this firm serves: a browser in India.
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium' }],
});
