import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildStage, desktop, hydrated } from './support';

/**
 * The default build (no NEXT_PUBLIC_ANALYTICS_* set): no measurement code ships and nothing leaves the
 * site. The build with measurement and booking set is e2e/measure/.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

test('no script of the default build carries the analytics sender', async () => {
  const scripts = files(join((await buildStage.paths()).out, '_next')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // Strings only lib/analyticsSender.ts writes: its tap names and Umami's endpoint test.
  const carrying = scripts.filter((file) => /Booking tap|WhatsApp tap|api\\\/send/.test(readFileSync(file, 'utf8')));
  expect(carrying).toEqual([]);
});

test.describe('the default build sends nothing anywhere', () => {
  test.use({ viewport: desktop });

  test('visiting pages with a campaign, using a tool and navigating asks no other origin', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
    });
    await page.goto('/?utm_source=test&utm_campaign=default');
    await hydrated(page);
    await page.goto('/tools/education-loan');
    await hydrated(page);
    await page.getByLabel('Interest rate (% a year)').fill('9.5');
    await expect(page.getByRole('status').first()).toContainText('EMI ₹');
    await page.getByRole('link', { name: 'Student Tools' }).first().click();
    await expect(page).toHaveURL(/\/tools$/);
    await hydrated(page);
    expect(elsewhere).toEqual([]);
  });
});
