import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Browser downloads are impossible on the CI machine, so the suites run a Debian Chromium: the one in
 * CHROMIUM_PATH when set, else Debian's headless shell, else its full browser, else Playwright's own
 * (after `npx playwright install chromium`). The headless shell is the same Blink without the desktop
 * browser around it, what Playwright itself runs headless by default, and far lighter on a 2-core
 * machine. Shared by every suite.
 */
const debian = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || debian,
  // The machine has no network: stop Chromium's background calls from failing noisily.
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * A failed test keeps the trace of its steps and their call logs, without the DOM snapshots and
 * screenshots a full trace records at every step: those cost about 15 % of the suite's time on this
 * 2-core machine, for every passing test, and CI keeps only the printed report.
 */
export const trace = { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false } as const;
