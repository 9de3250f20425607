import { expect, test, type Locator, type Page } from '@playwright/test';
import { counsellors } from '../content/counsellors';
import { events } from '../content/events';
import { offices } from '../content/offices';
import { reviews } from '../content/reviews';
import { site } from '../content/site';
import { countersBasis } from '../content/about';
import { desktop, expectNoAxeViolations, phone } from './support';

/**
 * While an entry is a sample (invented for the template), visitors are told so where they see it
 *: the label's word is visible, and its explanation is read out.
 */
const label = (scope: Locator | Page) => scope.getByText(/^Sample: an invented example, to be replaced by the firm’s own\.$/);

async function expectLabel(card: Locator) {
  await expect(label(card)).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Sample', { exact: false }).first()).toBeVisible();
  await expect(label(card).locator('.visually-hidden')).toHaveText(': an invented example, to be replaced by the firm’s own.');
}

/** Every JSON-LD block on a page, arrays flattened. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const sampleReview = reviews.find((review) => review.sample)!;
const sampleEvent = events.find((event) => event.sample)!;
const sampleCounsellor = counsellors.find((person) => person.sample)!;
const london = offices.find((office) => office.countryCode === 'GB')!;

for (const [width, viewport] of [['390 px', phone], ['1366 px', desktop]] as const) {
  test.describe(width, () => {
    test.use({ viewport });

    test('home: a sample review and a sample event carry the label; no sample event or review in the JSON-LD', async ({ page }) => {
      await page.goto('/');
      const review = page.getByRole('list', { name: 'reviews' }).getByRole('listitem').filter({ hasText: sampleReview.name }).first();
      await expectLabel(review);
      const event = page.getByRole('list', { name: 'events' }).getByRole('listitem').filter({ hasText: sampleEvent.name });
      await expectLabel(event);
      const data = await structuredData(page);
      const sampleEvents = events.filter((e) => e.sample).map((e) => e.name);
      expect(data.filter((block) => block['@type'] === 'Event' && sampleEvents.includes(block.name as string))).toEqual([]);
      expect(JSON.stringify(data)).not.toMatch(/"@type":"(Review|AggregateRating)"/);
      for (const r of reviews.filter((r) => r.sample)) expect(JSON.stringify(data)).not.toContain(r.message.slice(0, 40));
      // The sample company's numbers are marked where the footer shows them.
      await expectLabel(page.getByRole('contentinfo').locator('p').filter({ hasText: `CIN ${site.company.cin}` }));
      // So is what the counters count, the template's wording until the firm states its own.
      if (countersBasis.sample) await expectLabel(page.locator('section[aria-labelledby="home-about"] p').filter({ hasText: countersBasis.text }));
    });

    test('team page: a sample counsellor’s card carries the label, and the page passes axe', async ({ page }) => {
      await page.goto('/about-us/team');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: sampleCounsellor.name }) });
      await expectLabel(card);
      await expect(label(page.getByRole('main'))).toHaveCount(counsellors.filter((person) => person.sample).length);
      await expectNoAxeViolations(page);
    });

    test('contact: each sample office carries the label, and London says it gives no UK immigration advice', async ({ page }) => {
      await page.goto('/contact-us');
      const row = page.getByRole('list', { name: 'offices' });
      for (const office of offices.filter((o) => o.sample)) {
        await expectLabel(row.getByRole('listitem').filter({ has: page.getByRole('heading', { name: office.city, exact: true }) }));
      }
      const londonCard = row.getByRole('listitem').filter({ has: page.getByRole('heading', { name: london.city, exact: true }) });
      await expect(londonCard).toContainText('This office gives no UK immigration or visa advice');
      await expectLabel(page.getByRole('complementary', { name: /Marathahalli/ }));
      // The form's "Nearest office" choice says the same of each, in the option's words.
      const choice = page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Nearest office (optional)');
      for (const office of offices) {
        await expect(choice.locator(`option[value="${office.city}"]`)).toHaveText(office.sample ? `${office.city} (sample office)` : office.city);
      }
    });

    test('about: the sample company and counsellors are marked; privacy: the sample Grievance Officer is marked; both pass axe', async ({ page }) => {
      await page.goto('/about-us');
      const record = page.getByRole('region', { name: 'On the Record' });
      await expect(label(record)).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.goto('/privacy-policy');
      const officer = page.locator('dl').filter({ hasText: site.dataProtection.officerName });
      await expectLabel(officer);
      await expect(officer).toContainText(site.dataProtection.email);
      await expect(officer).toContainText(`within ${site.dataProtection.replyDays} days`);
      await expect(page.getByRole('main')).not.toContainText('short-lived');
      await expectNoAxeViolations(page);
    });
  });
}
