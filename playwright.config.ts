import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser downloads are impossible on the CI machine: prefer an explicit or Debian Chromium,
// fall back to Playwright's own browser elsewhere (after `npx playwright install chromium`).
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The shipped nginx config (deploy/nginx.conf) runs beside serve; its port follows E2E_PORT.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 500);
process.env.E2E_NGINX_URL = `http://127.0.0.1:${nginxPort}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
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
    launchOptions: {
      executablePath,
      // The machine has no network: stop Chromium's background calls from failing noisily.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // Serves the exported build exactly as `npm start` does (scripts/serve.mjs + the generated serve.json).
      command: `PORT=${port} node scripts/serve.mjs`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Debian's nginx with deploy/nginx.conf, in the foreground on 127.0.0.1 (e2e/hosts.spec.ts).
      command: `node scripts/nginx-e2e.mjs ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
