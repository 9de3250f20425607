import { expect, test, type Page } from '@playwright/test';
import { scholarships } from '../content/scholarships';
import { visaChecklists } from '../content/visaChecklists';
import { tcsRules } from '../content/remittance';
import { matches } from '../lib/scholarships';
import { costCell } from '../lib/compare';
import { destinations, pageName } from '../content/destinations';
import { counsellors } from '../content/counsellors';
import { tcsOn } from '../lib/tcs';
import { loanCost } from '../lib/loan';
import { loanExample } from '../content/loans';
import { formatRupees } from '../lib/money';
import { desktop, expectNoAxeViolations, pageHydrated, phone, sectionOf } from './support';
import { openWithScriptsHeld } from './contactForm';

/**
 * The family's next three questions (/scholarships, /tools/paying-from-india, /tools/visa-checklist):
 * at 390 and 1366 px, by keyboard, axe clean, and without JavaScript.
 */

const scholarshipCards = (page: Page) => page.locator('section[aria-labelledby^="scholarships-"] > ul > li');
const ukChecklist = visaChecklists.find((c) => c.destination === 'uk')!;
const checklist = (page: Page, slug: string) => page.locator(`section#checklist-${slug}`);

for (const [name, viewport] of [
  ['1366 px', desktop],
  ['390 px', phone],
] as const) {
  test.describe(`the family's questions (${name})`, () => {
    test.use({ viewport });

    test('scholarship filters by keyboard keep the list in the address, and the address reopens it', async ({ page }) => {
      await page.goto('/scholarships');
      await pageHydrated(page);
      await expect(scholarshipCards(page)).toHaveCount(scholarships.length);
      await expectNoAxeViolations(page);

      const destination = page.getByLabel('Destination', { exact: true });
      await destination.focus();
      await destination.selectOption('uk');
      await page.keyboard.press('Tab');
      await page.getByLabel('Level', { exact: true }).selectOption('masters');
      const expected = scholarships.filter((s) => matches(s, { destination: 'uk', level: 'masters' }));
      expect(expected.length).toBeGreaterThan(0);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${expected.length} of ${scholarships.length} scholarships`);
      await expect(scholarshipCards(page)).toHaveCount(expected.length);
      await expect(page).toHaveURL(/\/scholarships\?destination=uk&level=masters$/);
      await expectNoAxeViolations(page);

      // Shared or reopened: the same list.
      const shared = page.url();
      await page.goto('about:blank');
      await page.goto(shared);
      await pageHydrated(page);
      await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('uk');
      await expect(page.getByLabel('Level', { exact: true })).toHaveValue('masters');
      await expect(scholarshipCards(page).locator('h3')).toHaveText(expected.map((s) => s.name));

      // A filter nothing matches says so and offers the way back.
      await page.getByLabel('Field of study', { exact: true }).selectOption('law');
      const lawUkMasters = scholarships.filter((s) => matches(s, { destination: 'uk', level: 'masters', field: 'law' }));
      await expect(scholarshipCards(page)).toHaveCount(lawUkMasters.length);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(scholarshipCards(page)).toHaveCount(scholarships.length);
      await expect(page).toHaveURL(/\/scholarships$/);
    });

    test('the TCS calculator: 5 % above ₹10 lakh, nothing when paid from an education loan, announced in an output', async ({ page }) => {
      await page.goto('/tools/paying-from-india');
      await pageHydrated(page);
      const tool = sectionOf(page, '03 Tax collected at source (TCS)');
      const output = tool.locator('output');
      // The starting values are the worked example's: ₹25 lakh from savings.
      const example = tcsOn({ amount: 25_00_000, sentEarlier: 0, loanFunded: false }, tcsRules);
      await expect(output).toContainText(`${formatRupees(example.tcs)}: ${tcsRules.ratePercent} % of ${formatRupees(example.aboveThreshold)}`);
      await expect(tool.getByRole('status')).toHaveCount(1);

      const amount = tool.getByLabel('Amount to send now (₹)');
      await amount.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('6,00,000');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('8,00,000');
      // ₹2 lakh of the threshold was left: 5 % of the other ₹4 lakh.
      await expect(output).toContainText(`${formatRupees(20_000)}: 5 % of ${formatRupees(4_00_000)}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(tool.getByLabel('Paid out of an education loan from a bank or approved institution')).toBeChecked();
      await expect(output).toContainText(`${formatRupees(0)}: no tax is collected on an education remittance paid out of a loan`);

      await amount.fill('lots');
      await expect(tool.getByText('Enter the amount as a number of rupees.')).toBeVisible();
      await expect(output).toHaveText('Correct the amounts above to see the tax.');
      await expectNoAxeViolations(page);
    });

    test('a ticked visa document survives a reload and can be cleared; the address chooses the destination', async ({ page }) => {
      await page.goto('/tools/visa-checklist?destination=uk');
      await pageHydrated(page);
      await expect(page.locator('section[id^="checklist-"]')).toHaveCount(1);
      const list = checklist(page, 'uk');
      await expect(list.getByRole('checkbox')).toHaveCount(ukChecklist.documents.length);
      await expect(page.getByRole('link', { name: 'UK', exact: true })).toHaveAttribute('aria-current', 'page');

      const [first, second] = ukChecklist.documents;
      await list.getByRole('checkbox', { name: first!.title }).focus();
      await page.keyboard.press('Space');
      await list.getByRole('checkbox', { name: second!.title }).check();
      await expect(list.getByText(`2 of ${ukChecklist.documents.length} ticked`)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.reload();
      await pageHydrated(page);
      await expect(checklist(page, 'uk').getByRole('checkbox', { name: first!.title })).toBeChecked();
      await expect(checklist(page, 'uk').getByRole('checkbox', { name: second!.title })).toBeChecked();

      // Another destination by its link; the UK's ticks stay its own.
      await page.getByRole('link', { name: 'Canada', exact: true }).click();
      await expect(page).toHaveURL(/\?destination=canada$/);
      await expect(checklist(page, 'canada').getByRole('checkbox', { checked: true })).toHaveCount(0);
      await page.getByRole('link', { name: 'UK', exact: true }).click();

      await checklist(page, 'uk').getByRole('button', { name: 'Clear ticks for UK' }).click();
      await expect(checklist(page, 'uk').getByRole('checkbox', { checked: true })).toHaveCount(0);
      await page.reload();
      await pageHydrated(page);
      await expect(checklist(page, 'uk').getByRole('checkbox', { checked: true })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('visa-checklist:uk'))).toBeNull();
    });
  });
}

test.describe('before the scripts arrive (390 px)', () => {
  test.use({ viewport: phone });

  test('a filter picked, an amount typed, a box ticked or a loan figure typed while the scripts load is kept and counted', async ({ page }) => {
    let release = await openWithScriptsHeld(page, '/scholarships');
    await page.getByLabel('Destination', { exact: true }).selectOption('uk');
    await page.getByLabel('Level', { exact: true }).selectOption('masters');
    release();
    await pageHydrated(page);
    await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('uk');
    await expect(page).toHaveURL(/\/scholarships\?destination=uk&level=masters$/);
    const expected = scholarships.filter((s) => matches(s, { destination: 'uk', level: 'masters' }));
    await expect(scholarshipCards(page)).toHaveCount(expected.length);

    release = await openWithScriptsHeld(page, '/tools/paying-from-india');
    await page.getByLabel('Amount to send now (₹)').fill('6,00,000');
    await page.getByLabel('Already sent abroad this financial year (₹)').fill('8,00,000');
    release();
    await pageHydrated(page);
    await expect(page.locator('output')).toContainText(`${formatRupees(20_000)}: 5 % of ${formatRupees(4_00_000)}`);

    release = await openWithScriptsHeld(page, '/tools/visa-checklist');
    await checklist(page, 'uk').getByRole('checkbox', { name: ukChecklist.documents[0]!.title }).check();
    release();
    await pageHydrated(page);
    await expect(checklist(page, 'uk').getByRole('checkbox', { name: ukChecklist.documents[0]!.title })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('visa-checklist:uk'))).toBe(JSON.stringify([ukChecklist.documents[0]!.id]));

    release = await openWithScriptsHeld(page, '/tools/education-loan');
    await page.getByLabel('Loan amount (₹)').fill('30,00,000');
    await page.getByLabel('Added to the loan').check();
    release();
    await pageHydrated(page);
    await expect(page.getByLabel('Loan amount (₹)')).toHaveValue('30,00,000');
    await expect(page.getByLabel('Added to the loan')).toBeChecked();
    const loan = loanCost({ ...loanExample, amount: 30_00_000, moratoriumInterest: 'added' });
    await expect(page.locator('section[aria-labelledby="loan-calculator"] dl').first()).toContainText(
      `Loan when repayment starts${formatRupees(loan.repaymentPrincipal)}`,
    );
  });
});

test.describe('for parents (390 px)', () => {
  test.use({ viewport: phone });

  test('answers from the records: each destination’s year in rupees, the remittance rules, the fees and who speaks which language', async ({ page }) => {
    await page.goto('/parents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Parents');
    const costs = sectionOf(page, '01 What the whole plan costs');
    for (const d of destinations) {
      const card = costs.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pageName(d), exact: true }) });
      await expect(card).toContainText(costCell(d, 'postgraduate').text);
      await expect(card).toContainText(costCell(d, 'undergraduate').text);
    }
    await expect(sectionOf(page, '03 Sending the money and showing it to the visa office')).toContainText(
      `${tcsRules.ratePercent} % on what one person sends in a year above ${formatRupees(tcsRules.thresholdRupees)}`,
    );
    const talk = sectionOf(page, '06 Talk to a counsellor in your language');
    for (const language of new Set(counsellors.flatMap((c) => c.languages))) await expect(talk.getByText(`${language}:`, { exact: false }).first()).toBeVisible();
    await expect(talk.getByRole('link', { name: /^Message us on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the three pages show everything: every scholarship by destination, the TCS rules and example, every checklist', async ({ page }) => {
    await page.goto('/scholarships?destination=uk&level=masters');
    await expect(scholarshipCards(page)).toHaveCount(scholarships.length);
    await expect(page.getByRole('heading', { name: 'Scholarships for UK', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filter the list' })).toBeHidden();

    await page.goto('/tools/paying-from-india');
    await expect(page.getByRole('heading', { name: 'A worked example' })).toBeVisible();
    const example = tcsOn({ amount: 25_00_000, sentEarlier: 0, loanFunded: false }, tcsRules);
    const worked = page.getByRole('paragraph').filter({ hasText: `${formatRupees(example.tcs)}: ${tcsRules.ratePercent} % of ${formatRupees(example.aboveThreshold)}` });
    await expect(worked).toBeVisible();
    await expect(page.getByLabel('Amount to send now (₹)')).toBeHidden();

    await page.goto('/tools/visa-checklist');
    for (const c of visaChecklists) await expect(checklist(page, c.destination).getByRole('checkbox')).toHaveCount(c.documents.length);
    // The destination links jump to their list.
    await page.getByRole('link', { name: 'New Zealand', exact: true }).click();
    await expect(page).toHaveURL(/#checklist-new-zealand$/);
  });
});
