import { expect, test } from '@playwright/test';
import { desktop, hydrated } from './support';

/**
 * The default build (no NEXT_PUBLIC_ANALYTICS_* set): no measurement code ships and nothing leaves the
 * site. The build with measurement and booking set is e2e/measure/; that no script carries the sender
 * is read from out/ (e2e/out/build.test.mjs).
 */
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
