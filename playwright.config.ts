import { defineConfig } from '@playwright/test';
import { launchOptions } from './e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The dev-server smoke test has its own config (e2e/dev/playwright.config.ts) and runs after this suite.
  testIgnore: 'dev/**',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // Serves the exported build exactly as `npm start` does (serve + serve.json).
    command: `npx serve out --config ../serve.json --listen ${port} --no-clipboard`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
