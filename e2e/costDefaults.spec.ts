import { expect, test, type Page } from '@playwright/test';
import { destinations, findDestination } from '../content/destinations';
import { estimatorFigures } from '../content/costs';
import { rupeeRates } from '../content/rates';
import { costRowLabel } from '../lib/compare';
import { middleOf, sliderStep } from '../lib/costs';
import { typicalTuition } from '../lib/studyLevel';
import { desktop, expectNoAxeViolations, hydrated, phone } from './support';

/**
 * The cost tools answer "USA or Canada on ₹40 lakh?" the same way everywhere: every estimator starts at
 * the level the student chose (postgraduate when none) with its typical range, says what it assumes,
 * and the compare page sets a year's cost in rupees side by side.
 */

const section = (page: Page) => page.locator('section[aria-labelledby="destination-costs"]');
const form = (page: Page) => section(page).getByRole('form', { name: 'Your estimate' });
const result = (page: Page) => form(page).getByRole('status');
const grouped = (n: number) => Math.round(n).toLocaleString('en-GB');
const prefix = { USD: 'USD ', GBP: '£', CAD: 'CAD ', AUD: 'AUD ', EUR: '€', NZD: 'NZD ' } as const;

// What the estimator starts at does not depend on the width (its layout at 390 and 1366 px is checked
// on every route by e2e/site.spec.ts): one width, the phone's.
test.describe('estimator defaults', () => {
  test.use({ viewport: phone });

  for (const d of destinations) {
    test(`/study-abroad/${d.slug} starts at postgraduate with its typical range, and says what it assumes`, async ({ page }) => {
      await page.goto(`/study-abroad/${d.slug}`);
      await hydrated(page);
      const figures = estimatorFigures(d.costs);
      const money = (n: number) => `${prefix[d.costs.currency]}${grouped(n)}`;
      // The notes' paragraph on what the estimate assumes (the form's own line on the USA ends its first clause with a colon).
      const explain = section(page)
        .locator('p')
        .filter({ hasText: /(No typical range for [^:]*\.|The estimate is for postgraduate|One tuition range covers both levels)/ });
      await expect(explain).toBeVisible();

      if (!figures.tuition || !figures.living) {
        // The USA: no typical range, and why, where the estimate starts and in the notes (with the status of the page behind it).
        const why = d.costs.noTypicalRange!.why;
        await expect(form(page).getByText('No typical range for the USA: each university sets its own costs (see “How the estimate is made”).')).toBeVisible();
        await expect(explain).toContainText(why);
        await expect(explain.locator('[data-status]')).toHaveText('educationusa.state.gov · not yet confirmed');
        await expect(result(page)).toHaveText(/^Enter your university’s tuition and living costs a year/);
        // axe on each page as it opens: e2e/site.spec.ts.
        return;
      }

      const typical = typicalTuition(figures.tuition, 'postgraduate')!;
      const levels = form(page).getByRole('group', { name: 'Level of study' });
      if (figures.tuition.some((f) => f.level !== 'any')) {
        await expect(levels.getByRole('radio', { name: 'Postgraduate (master’s)' })).toBeChecked();
        await expect(explain).toContainText('The estimate is for postgraduate study (a master’s) unless you choose undergraduate; the choice stays in the address');
      } else {
        await expect(levels).toHaveCount(0);
        await expect(explain).toContainText(`One tuition range covers both levels in the UK.`);
      }

      const living = figures.living[0]!;
      const fixed = (living.period === 'month' ? living.amount * 12 : living.period === 'semester' ? living.amount * 2 : living.amount) + figures.visa + (figures.health?.amount ?? 0);
      const yearly = (n: number) => (typical.period === 'semester' ? n * 2 : n);
      if (typical.min === typical.max) {
        // Canada: Statistics Canada's graduate average, not the undergraduate one, and no "lowest".
        await expect(form(page).getByText(`${typical.label.replace(/^./, (c) => c.toLowerCase())}: ${money(typical.min)} a year`)).toBeVisible();
        await expect(result(page)).toContainText(`1 year: ${money(yearly(typical.min) + fixed)}`);
        await expect(explain).toContainText(typical.label);
        await expect(explain).toContainText(/tuition (is a single figure, not a range|are single figures, not ranges): your course’s fee may be higher or lower/);
      } else {
        const start = middleOf(typical.min, typical.max, sliderStep(typical.min, typical.max));
        const slider = form(page).getByRole('slider', { name: /^Tuition/ });
        await expect(slider).toHaveValue(String(start));
        await expect(form(page).getByText('(the middle of the range: move it to your university’s fee)')).toBeVisible();
        await expect(result(page)).toContainText(`1 year: ${money(yearly(start) + fixed)}`);
        await expect(result(page)).toContainText(`Typical range: ${money(yearly(typical.min) + fixed)}–${money(yearly(typical.max) + fixed)}`);
        await expect(explain).toContainText('Tuition starts in the middle of its range (not an average); the typical range runs from its lowest to its highest.');
      }
      await expect(section(page)).not.toContainText('at the lowest tuition');
    });
  }
});

test.describe('the level the student chose', () => {
  test.use({ viewport: phone });

  /** Chooses undergraduate on Canada's page by keyboard: the arrow key moves the radio group to the other level. */
  async function chooseUndergraduate(page: Page) {
    await page.goto('/study-abroad/canada');
    await hydrated(page);
    const levels = form(page).getByRole('group', { name: 'Level of study' });
    await levels.getByRole('radio', { name: 'Postgraduate (master’s)' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(levels.getByRole('radio', { name: 'Undergraduate (bachelor’s)' })).toBeChecked();
  }

  test('is kept in the address, and the estimate follows it', async ({ page }) => {
    await chooseUndergraduate(page);
    await expect(page).toHaveURL(/\/study-abroad\/canada\?level=undergraduate$/);
    await expect(form(page).getByText('Tuition, undergraduate (average): CAD 41,746 a year')).toBeVisible();
    await expect(result(page)).toContainText(`1 year: CAD ${grouped(41746 + 22895 + 235)}`);
    await expectNoAxeViolations(page);
  });

  test('the next destination page starts at it, a link someone sent wins, and a link alone sets it', async ({ page, context }) => {
    await chooseUndergraduate(page);
    await page.goto('/study-abroad/australia');
    await hydrated(page);
    await expect(form(page).getByRole('radio', { name: 'Undergraduate (bachelor’s)' })).toBeChecked();
    const au = estimatorFigures(findDestination('australia')!.costs).tuition!;
    await expect(form(page).getByRole('slider', { name: /^Tuition, undergraduate, a year/ })).toHaveAttribute('max', String(au[0]!.max));

    await page.goto('/study-abroad/new-zealand?level=postgraduate');
    await hydrated(page);
    await expect(form(page).getByRole('radio', { name: 'Postgraduate (master’s)' })).toBeChecked();

    // In a browser that never chose, the link alone sets the level.
    const fresh = await context.browser()!.newPage({ viewport: phone });
    await fresh.goto('/study-abroad/canada?level=undergraduate');
    await hydrated(fresh);
    await expect(form(fresh).getByRole('radio', { name: 'Undergraduate (bachelor’s)' })).toBeChecked();
    await fresh.close();
  });
});

const table = (page: Page) => page.getByRole('table');
const costRow = (page: Page, level: 'postgraduate' | 'undergraduate') =>
  table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: costRowLabel(level), exact: true }) });

test.describe('the compare page’s cost rows', () => {
  test('at 1366 px: a year’s typical tuition and living costs in ₹ lakh for each destination, with each record’s status', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/study-abroad/compare');
    const pg = costRow(page, 'postgraduate');
    await expect(pg.getByRole('cell')).toHaveCount(destinations.length);
    // Canada: (CAD 24,028 graduate average + CAD 22,895 proof of funds) × ₹63.
    expect(rupeeRates.perUnit.CAD).toBe(63);
    const canada = pg.getByRole('cell').nth(destinations.findIndex((d) => d.slug === 'canada'));
    await expect(canada).toContainText('₹29.6 lakh');
    await expect(canada).toContainText('Graduate (average) tuition + proof of funds');
    await expect(canada.locator('[data-status]')).toHaveText(['www150.statcan.gc.ca · not yet confirmed', /^canada\.ca · checked \d{1,2} \w{3} \d{4}$/]);
    await expect(costRow(page, 'undergraduate').getByRole('cell').nth(destinations.findIndex((d) => d.slug === 'canada'))).toContainText('₹40.7 lakh');
    // The USA: no invented figure, and why.
    const usa = pg.getByRole('cell').nth(destinations.findIndex((d) => d.slug === 'usa'));
    await expect(usa).toContainText('No typical figure');
    await expect(usa).toContainText(findDestination('usa')!.costs.noTypicalRange!.short);
    await expect(usa.locator('[data-status]')).toHaveText('educationusa.state.gov · not yet confirmed');
    // What the rupees add up, and at which rates, said once above the table.
    await expect(page.getByText(/A year’s cost in rupees adds the typical tuition for the level to living costs/)).toBeVisible();
  });

  test('at 390 px: USA and Canada side by side on money', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/study-abroad/compare?compare=usa,canada');
    await hydrated(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(['USA', 'Canada']);
    const cells = costRow(page, 'postgraduate').getByRole('cell');
    await expect(cells).toHaveText([/^No typical figure/, /^₹29\.6 lakh/]);
    await costRow(page, 'postgraduate').scrollIntoViewIfNeeded();
    const scroller = page.getByRole('region', { name: /^Study destinations compared/ });
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });
});
