import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from '../browser';
import { devPort } from './devServer';

/**
 * The marketers' preview (`npm run dev`), checked after the build suite: one dev server for the whole
 * file (started by the spec, which also reads its log), so one worker and no parallelism.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${devPort}`,
    viewport: { width: 1366, height: 768 },
    trace,
    launchOptions,
  },
  projects: [{ name: 'chromium' }],
});
