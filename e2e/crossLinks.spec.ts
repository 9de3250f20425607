import { expect, test } from '@playwright/test';
import { destinations } from '../content/destinations';
import { studentTools } from '../content/tools';
import { desktop, expectNoAxeViolations, phone } from './support';

/** The tools and trust pages are reached from where a visitor needs them, not only from the footer. */

for (const viewport of [desktop, phone]) {
  test.describe(`cross-links at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a destination page lists its sections at the top, each link lands on its heading, and links the money and planning tools', async ({ page }) => {
      // A long page: axe alone takes several seconds on it.
      test.slow();
      const d = destinations[1]!;
      await page.goto(`/study-abroad/${d.slug}`);
      const nav = page.getByRole('navigation', { name: 'On this page' });
      const links = nav.getByRole('list').getByRole('link');
      await expect(links).toHaveCount(8);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        await expect(page.locator(href), `${href} exists`).toHaveCount(1);
      }
      // It comes before the first section, so a phone reaches the estimator in one tap.
      const navTop = await nav.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const whyTop = await page.locator('#destination-why').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(navTop).toBeLessThan(whyTop);
      await nav.getByRole('link', { name: 'Estimate your costs' }).click();
      await expect(page).toHaveURL(/#destination-costs$/);
      await expect(page.locator('#destination-costs')).toBeInViewport();
      await expect(nav.getByRole('link', { name: 'Education loan EMI calculator' })).toHaveAttribute('href', '/tools/education-loan');
      await expect(nav.getByRole('link', { name: 'Intake planner' })).toHaveAttribute('href', '/tools/intake-planner');
      await expectNoAxeViolations(page);
    });

    test('the home page body links every student tool and the trust pages', async ({ page }) => {
      await page.goto('/');
      const block = page.getByRole('region', { name: 'Plan it yourself, for free' });
      for (const tool of studentTools) await expect(block.getByRole('link', { name: tool.title })).toHaveAttribute('href', tool.href);
      const trust = block.getByRole('navigation', { name: 'Before you choose a consultant' });
      await expect(trust.getByRole('link', { name: 'What we charge, and our refunds' })).toHaveAttribute('href', '/fees-and-refunds');
      await expect(trust.getByRole('link', { name: 'How to spot a fake consultant' })).toHaveAttribute('href', '/protect-yourself');
      await expect(trust.getByRole('link', { name: 'Meet our counsellors' })).toHaveAttribute('href', '/about-us/team');
    });
  });
}

test('Loan Assistance links the EMI calculator and the cost estimator first; /tools lists the cost estimator', async ({ page }) => {
  await page.goto('/services/loan-assistance');
  const related = page.getByRole('region', { name: 'Tools and other services' });
  const first = related.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveText('Education loan EMI calculator');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/tools/education-loan');
  await expect(related.getByRole('link', { name: 'Study cost estimator' })).toHaveAttribute('href', '/study-abroad');
  await page.goto('/tools');
  await expect(page.getByRole('main').getByRole('link', { name: 'Study cost estimator' })).toHaveAttribute('href', '/study-abroad');
});

test('the partner universities behind "free processing" are listed, marked as a sample, and linked from the card, the fees page and the offices show their hours', async ({ page }) => {
  await page.goto('/partner-universities');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Universities');
  await expect(page.getByRole('note')).toContainText('Sample list.');
  expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(5);
  await page.goto('/fees-and-refunds');
  await expect(page.getByRole('link', { name: 'Which universities are our partners' })).toHaveAttribute('href', '/partner-universities');
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: 'See our partner universities' })).toHaveAttribute('href', '/partner-universities');
  await page.goto('/contact-us');
  await expect(page.getByText(/calls you back within one working day/)).toBeVisible();
  for (const card of await page.getByRole('region', { name: 'Our Offices' }).getByRole('article').all()) {
    await expect(card).toContainText(/Open\s*\w{3}–\w{3}, \d{1,2}(:\d{2})? (am|pm)/);
  }
});
