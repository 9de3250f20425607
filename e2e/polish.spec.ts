import { expect, test } from '@playwright/test';
import { desktop, phone } from './support';

/** Small things found on real screens, each with a check that fails if it comes back. */

test('Book Appointment stays on one line at 1366 px', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('link', { name: 'Book Appointment' });
  // The lines its words sit on: one.
  const lines = await button.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});

test('the Topic select lists every subject once', async ({ page }) => {
  await page.goto('/contact-us');
  const options = (await page.getByLabel('Topic').locator('option').allTextContents()).map((t) => t.trim());
  expect(options.filter((o, i) => options.indexOf(o) !== i)).toEqual([]);
  expect(options).toEqual(expect.arrayContaining(['Study in Germany', 'Study in Europe']));
});

test('a counsellor’s training link keeps its last word with its new-tab icon at 390 px', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/about-us/team');
  // The counsellors' training links (the footer's social links are icons alone, with no word to keep).
  const links = page.getByRole('main').getByRole('link', { name: /opens in a new tab/ });
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    // The icon sits on the same line as the word before it.
    const apart = await link.evaluate((a) => {
      const icon = a.querySelector('svg')!;
      const word = icon.parentElement!;
      const range = document.createRange();
      range.selectNodeContents(word.firstChild!);
      const rects = range.getClientRects();
      const last = rects[rects.length - 1]!;
      return Math.abs(last.top - icon.getBoundingClientRect().top) > last.height;
    });
    expect(apart).toBe(false);
  }
});

test('"Counselling" is spelt one way, but for the spec’s own FAQ button', async ({ page }) => {
  for (const path of ['/', '/news', '/news/usa', '/contact-us', '/services/career-counselling']) {
    await page.goto(path);
    await expect(page.locator('body'), path).not.toContainText('Counseling');
  }
  await page.goto('/faq');
  await expect(page.getByRole('link', { name: 'Get Free Counseling' })).toBeVisible();
});
