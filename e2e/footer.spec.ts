import { expect, test } from '@playwright/test';
import { destinations } from '../content/destinations';
import { destinationPath } from '../content/paths';
import { hydrated } from './support';

test.describe('footer', () => {
  test('lists the spec groups, legal links, social links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const group = (name: string) => footer.getByRole('navigation', { name });

    const hrefs = async (name: string) =>
      group(name).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

    // One link per destination record (content/destinations.test checks they are the spec's six).
    expect(await hrefs('Study Abroad')).toEqual(destinations.map((d) => destinationPath(d.slug)));
    expect(await hrefs('Student Tools')).toEqual([
      '/tools',
      '/tools/education-loan',
      '/tools/intake-planner',
      '/tools/paying-from-india',
      '/tools/visa-checklist',
      '/study-abroad/compare',
      '/study-abroad',
      '/ielts#ielts-calculator',
    ]);
    expect(await hrefs('Our Services')).toHaveLength(6);
    expect(await hrefs('Practice Area')).toEqual(['/', '/study-abroad', '/test-preps', '/about-us', '/faq']);
    expect(await hrefs('Test Preps')).toEqual(['/ielts', '/pte', '/tofel']);
    // The spec's three, after what a student checks before choosing us.
    expect(await hrefs('Legal')).toEqual(['/fees-and-refunds', '/protect-yourself', '/disclaimer', '/privacy-policy', '/terms-of-use']);

    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText(/© 2023–\d{4} Aspire Overseas Education/);
  });

  test('shows Back to top only after 300 px of scrolling, and it returns to the top', async ({ page }) => {
    await page.goto('/');
    // Scripts start after the first paint: without hydration the button would be hidden for the wrong reason.
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
