import { expect, test } from '@playwright/test';
import { admissionScore, destinations, pageName } from '../content/destinations';
import { englishKindText } from '../content/englishKinds';
import { testPreps } from '../content/testPreps';
import { sources } from '../content/sources';
import { phone, sectionOf } from './support';

/**
 * The test-prep pages' scores: one card per destination, each the destination guide's own
 * score for that test with what kind of score it is, its official page and its dates, so /ielts can
 * never say "varies" where the Canada guide quotes the University of Toronto.
 */
for (const prep of testPreps) {
  test(`${prep.route} names the test owner's page for its facts, and gives each destination's ${prep.name} score as its guide does, with its kind, source and dates`, async ({ page }) => {
    await page.goto(prep.route);
    // The test's own facts (time, scale, format) name the test owner's page and how current they are.
    const about = sectionOf(page, `What is ${prep.name}?`);
    await expect(about.getByRole('link')).toHaveAttribute('href', sources[prep.format.source].url);
    await expect(about.locator('[data-status]')).toHaveText(/[\w.-]+ · (checked \d{1,2} \w{3} \d{4}|not yet confirmed)$/);
    const cards = sectionOf(page, `${prep.name} scores for each destination`).getByRole('listitem');
    await expect(cards).toHaveCount(destinations.length);
    for (const [i, destination] of destinations.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(`Study in ${pageName(destination)}`);
      const record = admissionScore(destination, prep.family);
      if (!record) {
        await expect(card).toContainText('Set by each university');
        continue;
      }
      await expect(card).toContainText(record.score);
      await expect(card).toContainText(`${englishKindText[record.kind]}: ${record.basis}`);
      await expect(card.getByRole('link').nth(1)).toHaveAttribute('href', sources[record.source].url);
      await expect(card.locator('[data-status]')).toHaveText(/[\w.-]+ · (checked \d{1,2} \w{3} \d{4}|not yet confirmed)$/);
    }
  });
}

test('/ielts: Canada shows the University of Toronto’s requirement, the same as the Canada guide', async ({ page }) => {
  await page.goto('/ielts');
  const canada = sectionOf(page, 'IELTS scores for each destination').getByRole('listitem').filter({ hasText: 'Study in Canada' });
  await expect(canada).toContainText('7.0 overall, no band below 6.5');
  await expect(canada).toContainText('One university’s requirement: University of Toronto');
});

test.describe('at 390 px', () => {
  test.use({ viewport: phone });

  test('/pte says so for a destination that sets no single figure', async ({ page }) => {
    await page.goto('/pte');
    await expect(sectionOf(page, 'PTE scores for each destination').getByText('Set by each university')).toBeVisible();
  });
});
