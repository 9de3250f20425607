import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Browser downloads are impossible on the CI machine: prefer an explicit or Debian Chromium, fall
 * back to Playwright's own browser elsewhere (after `npx playwright install chromium`). Shared by the
 * build suite (playwright.config.ts) and the dev-server smoke test (e2e/dev/).
 */
export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  // The machine has no network: stop Chromium's background calls from failing noisily.
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};
