import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { destinations, findDestination } from '../content/destinations';
import { rupeeRates } from '../content/rates';
import { middleOf, sliderStep } from '../lib/costs';
import { levelStorageKey } from '../lib/studyLevel';
import { siteLanguages, type TranslatedPath } from '../content/languages';
import { localPath } from '../lib/languagePaths';
import { destinationPath } from '../content/paths';
import { builtSite, desktop, expectNoAxeViolations, hydrated, phone } from './support';

const section = (page: Page) => page.locator('section[aria-labelledby="destination-costs"]');
const result = (page: Page) => section(page).getByRole('status');

/** Whole units grouped in thousands, as the estimator writes the destination's currency. */
const grouped = (n: number) => Math.round(n).toLocaleString('en-GB');
/** Rupees in Indian grouping, rounded once. */
const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

// The UK's figures from its records, added up here by hand (lib/costs.test.ts covers the arithmetic).
const uk = findDestination('uk')!.costs;
const ukTuition = Array.isArray(uk.tuition) ? uk.tuition[0]! : null;
const [outside, london] = Array.isArray(uk.living) ? uk.living : [];
const visa = uk.visa[0]!.min;
const ihs = Array.isArray(uk.health) ? uk.health[0]!.min : 0;
const gbp = rupeeRates.perUnit.GBP;

test.describe('cost estimator (1366 px)', () => {
  test.use({ viewport: desktop });

  test('adds tuition within the range, living costs, the visa fee and the health surcharge, in pounds and rupees', async ({ page }) => {
    await page.goto('/study-abroad/uk');
    await hydrated(page);
    const form = section(page).getByRole('form', { name: 'Your estimate' });

    // One year with tuition in the middle of its range (where the slider starts), outside London.
    const middle = middleOf(ukTuition!.min, ukTuition!.max, sliderStep(ukTuition!.min, ukTuition!.max));
    let total = middle + outside!.min * 12 + visa + ihs;
    await expect(result(page)).toContainText(`1 year: £${grouped(total)} (${rupees(total * gbp)})`);
    await expect(result(page)).toContainText(`Visa fees£${grouped(visa)}`);

    // Keyboard only: the slider's End key takes tuition to the top of the range.
    const slider = form.getByRole('slider', { name: /Tuition a year/ });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', `£${grouped(ukTuition!.max)}`);
    total = ukTuition!.max + outside!.min * 12 + visa + ihs;
    await expect(result(page)).toContainText(`1 year: £${grouped(total)} (${rupees(total * gbp)})`);

    await form.getByLabel('Where you study').selectOption({ label: london!.label });
    await expect(form.getByText(`Living costs: £${grouped(london!.min)} a month`)).toBeVisible();
    total = ukTuition!.max + london!.min * 12 + visa + ihs;
    await expect(result(page)).toContainText(`1 year: £${grouped(total)}`);

    // 18 months: tuition, living costs and the surcharge for a year and a half, the visa fee once.
    await form.getByLabel('Length of study', { exact: true }).fill('18');
    await form.getByLabel('Unit').selectOption('months');
    total = ukTuition!.max * 1.5 + london!.min * 18 + visa + ihs * 1.5;
    await expect(result(page)).toContainText(`18 months: £${grouped(total)} (${rupees(total * gbp)})`);
    await expect(result(page)).toContainText(`Health cover£${grouped(ihs * 1.5)}`);

    // Impossible lengths are refused with a reason, and no total.
    const length = form.getByLabel('Length of study', { exact: true });
    await length.fill('0');
    await expect(result(page)).toHaveText('Enter from 1 to 120 months.');
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Unit').selectOption('years');
    await length.fill('0.5');
    await expect(result(page)).toHaveText('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    await length.fill('1');
    await expect(length).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toContainText('1 year: £');
    await expectNoAxeViolations(page);
  });

  test('the USA asks for the university’s own tuition and living costs, and shows no total without them', async ({ page }) => {
    await page.goto('/study-abroad/usa');
    await hydrated(page);
    const form = section(page).getByRole('form', { name: 'Your estimate' });
    const [visaFee, sevisFee] = findDestination('usa')!.costs.visa;
    expect([visaFee!.label, sevisFee!.label]).toEqual(['F-1 visa application fee', 'SEVIS I-901 fee']);
    const fees = visaFee!.min + sevisFee!.min;
    // Empty fields are not zeros: no "1 year: USD 535" until the figures are there.
    await expect(result(page)).toHaveText('Enter your university’s tuition and living costs a year (from its cost of attendance or your I-20) to see a total.');
    const tuition = form.getByLabel('Your university’s tuition a year (USD)');
    await tuition.fill('-5');
    await expect(result(page)).toHaveText('Tuition cannot be negative: enter 0 or more.');
    await expect(tuition).toHaveAttribute('aria-invalid', 'true');
    await tuition.fill('50000');
    await expect(tuition).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toHaveText('Enter your university’s living costs a year (from its cost of attendance or your I-20) to see a total.');
    await form.getByLabel(/Living costs a year \(USD\)/).fill('20000');
    await form.getByLabel('Length of study', { exact: true }).fill('2');
    const total = 100000 + 40000 + fees;
    await expect(result(page)).toContainText(`2 years: USD ${grouped(total)} (${rupees(total * rupeeRates.perUnit.USD)})`);
    await expect(result(page)).toContainText(`Visa feesUSD ${grouped(fees)}`);
    await expectNoAxeViolations(page);
  });
});

test.describe('cost estimator (390 px)', () => {
  test.use({ viewport: phone });

  test('fits the screen, switches tuition options and passes axe', async ({ page }) => {
    await page.goto('/study-abroad/australia');
    await hydrated(page);
    const au = findDestination('australia')!.costs;
    if (!Array.isArray(au.tuition) || !Array.isArray(au.living)) throw new Error('Australia has tuition and living figures');
    const fixed = au.living[0]!.min + au.visa[0]!.min;
    const middle = (f: { min: number; max: number }) => middleOf(f.min, f.max, sliderStep(f.min, f.max));
    // Postgraduate (master's) unless undergraduate is chosen.
    await expect(result(page)).toContainText(`1 year: AUD ${grouped(middle(au.tuition[1]!) + fixed)}`);
    await section(page).getByRole('radio', { name: 'Undergraduate (bachelor’s)' }).check();
    await expect(result(page)).toContainText(`1 year: AUD ${grouped(middle(au.tuition[0]!) + fixed)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await section(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('lists every figure with its source and date, and shows no dead controls', async ({ page }) => {
      await page.goto('/study-abroad/uk');
      const costs = section(page);
      await expect(costs.getByRole('heading', { name: 'Estimate your costs' })).toBeVisible();
      for (const text of [
        `£${grouped(ukTuition!.min)}–£${grouped(ukTuition!.max)} a year`,
        `£${grouped(outside!.min)} a month`,
        `£${grouped(london!.min)} a month`,
        `£${grouped(visa)}`,
        `£${grouped(ihs)} a year`,
      ]) {
        await expect(costs.getByText(text, { exact: true }).first()).toBeVisible();
      }
      await expect(costs.getByText(/planning rate of ₹/)).toBeVisible();
      const fixed = outside!.min * 12 + visa + ihs;
      await expect(costs.getByText(/^For example, one year comes to/)).toContainText(`£${grouped(ukTuition!.min + fixed)}–£${grouped(ukTuition!.max + fixed)}`);
      await expect(costs.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      expect(await costs.getByRole('link').count()).toBeGreaterThanOrEqual(3);
      // The form needs a script to add anything up, so it is hidden rather than left dead.
      expect(await costs.locator('input, select, button').count()).toBeGreaterThan(0);
      for (const control of await costs.locator('input, select, button').all()) await expect(control).toBeHidden();
    });
  });
});

test('only the destination pages load the estimator’s code, in every language', async () => {
  // The island carries no words (the page hands them over): it is found by the key it remembers the level under.
  const marker = levelStorageKey;
  const { outDir: out, pages } = await builtSite();
  const code = (src: string) => readFileSync(join(out, decodeURIComponent(src)), 'utf8');
  const estimatorChunks = [...new Set(pages.flatMap((p) => p.scripts))].filter((src) => code(src).includes(marker));
  expect(estimatorChunks.length).toBeGreaterThan(0);

  const loading = pages.filter((p) => p.scripts.some((src) => estimatorChunks.includes(src))).map((p) => p.route);
  const destinationPages = destinations.flatMap((d) => siteLanguages.map((lang) => localPath(lang, destinationPath(d.slug) as TranslatedPath)));
  expect(loading.sort()).toEqual(destinationPages.sort());

  const gzip = estimatorChunks.reduce((sum, src) => sum + gzipSync(readFileSync(join(out, decodeURIComponent(src)))).length, 0);
  console.log(`estimator chunks: ${estimatorChunks.join(', ')}: ${(gzip / 1024).toFixed(1)} KB gzip`);
});
