import { defineConfig } from '@playwright/test';
import { launchOptions } from './browser';

/**
 * The Playwright config of a suite that runs against its own build of the site (the lead suite, the
 * booking and measurement suite): its setup.ts, beside the config, starts local receivers, builds a
 * copy of the site with the suite's settings and serves it on `port`. One set of receivers, so one
 * worker. The visitors this firm serves: a browser in India.
 */
export function buildVariantConfig(port: number) {
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    globalSetup: './setup.ts',
    forbidOnly: true,
    retries: 0,
    workers: 1,
    timeout: 30_000,
    reporter: [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1366, height: 768 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      trace: 'retain-on-failure',
      launchOptions,
    },
    projects: [{ name: 'chromium' }],
  });
}
