import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from './e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The shipped nginx config (deploy/nginx.conf) runs beside serve; its port follows E2E_PORT.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 500);
process.env.E2E_NGINX_URL = `http://127.0.0.1:${nginxPort}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The dev-server suite (e2e/dev/) and the lead and measurement suites, which share one build with the
  // firm's settings (e2e/variant/), have their own configs and run after this one.
  testIgnore: ['dev/**', 'lead/**', 'measure/**', 'variant/**'],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One worker (one Chromium) per core, locally as in CI: two on this machine. Three measured 8 % faster
  // on the contact, home, about and level files, too little to spend the headroom the timed tests need.
  workers: availableParallelism(),
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1366, height: 768 },
    trace,
    launchOptions,
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
