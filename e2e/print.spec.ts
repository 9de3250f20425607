import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { destinations } from '../content/destinations';
import { plannerSteps } from '../content/planner';
import { visaChecklists } from '../content/visaChecklists';
import { freezeClock, hydrated, pageHydrated } from './support';

/**
 * What a printed page says, read from the PDF Chromium prints (page.pdf(), print media) as text, page
 * by page: a screenshot shows a blank page as well as a full one, and the plan once printed as three
 * blank pages. The text comes from poppler's pdftotext (Debian's poppler-utils; .ci/run installs it).
 */
async function printedPages(page: Page): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const dir = mkdtempSync(join(tmpdir(), 'print-'));
  try {
    const file = join(dir, 'page.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    // pdftotext ends every page with a form feed.
    return text.split('\f').slice(0, -1).map((p) => p.replace(/\s+/g, ' ').trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** No page of the print is blank. */
function expectNoBlankPage(pages: string[]) {
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.map((p, i) => (p.length > 0 ? 'text' : `page ${i + 1} blank`))).toEqual(pages.map(() => 'text'));
}

const site = (pages: string[]) => pages.join(' ');

test.describe('printing', () => {
  test('the intake planner’s “Print plan” prints the plan alone, with its text, on pages that are not blank', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/tools/intake-planner');
    await hydrated(page);
    // The browser's print dialog cannot be driven: count the button's call, then print as Chromium does.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print plan' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.clock.resume();

    const pages = await printedPages(page);
    expectNoBlankPage(pages);
    const text = site(pages);
    expect(text).toContain('Your plan for Fall 2027 in USA');
    expect(text).toContain('You can still make this intake: send your applications by January 2027.');
    for (const step of plannerSteps) expect(text).toContain(step.title);
    expect(text).toContain('September 2026');
    expect(text).toContain('August 2027');
    expect(text).toContain('Official page: educationusa.state.gov');
    // On paper, the address that opens the same plan.
    // (Read without spaces: a long address may wrap on the sheet.)
    expect(text).toContain('This plan online:');
    expect(text.replace(/\s/g, '')).toContain('www.aspireoverseas.in/tools/intake-planner?destination=usa&intake=2027-09');
    // The plan alone: not its controls, the page's banner, menus or footer.
    for (const left of ['Add to calendar', 'Print plan', 'Copy link', 'Your intake', 'Plan back from your intake', 'Intake Planner', 'Student Tools', 'Study Abroad', 'All rights reserved'])
      expect(text).not.toContain(left);
    expect(pages.length).toBeLessThanOrEqual(2);
  });

  test('a too-late intake prints with its notice', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/tools/intake-planner?destination=uk&intake=2027-01');
    await hydrated(page);
    await page.clock.resume();
    const text = site(await printedPages(page));
    expect(text).toContain('Your plan for Spring 2027 in UK');
    expect(text).toContain('Too late to apply for Spring 2027 (January).');
    expect(text).toContain('The next intake you can still make is Autumn 2027 (September).');
    expect(text).not.toContain('instead');
  });

  test('the visa checklist’s “Print checklist” prints the chosen list with its ticks, without the site around it', async ({ page }) => {
    const uk = visaChecklists.find((c) => c.destination === 'uk')!;
    await page.goto('/tools/visa-checklist?destination=uk');
    await pageHydrated(page);
    const ticked = uk.documents[0]!;
    await page.getByRole('checkbox', { name: ticked.title }).check();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print checklist' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const pages = await printedPages(page);
    expectNoBlankPage(pages);
    const text = site(pages);
    expect(text).toContain(`UK: ${uk.visa}`);
    expect(text).toContain(`Done: ${ticked.title}`);
    for (const doc of uk.documents.slice(1)) {
      expect(text).toContain(doc.title);
      expect(text).not.toContain(`Done: ${doc.title}`);
    }
    // The list alone: not its controls, the other destinations, the banner, menus, bars or footer.
    for (const left of ['Print checklist', 'Clear ticks', 'Choose your destination', 'Canada:', 'Student Visa Document Checklist', 'Study Abroad', 'All rights reserved', 'WhatsApp'])
      expect(text).not.toContain(left);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the planner page prints every destination’s next-intake plan', async ({ page }) => {
      await page.goto('/tools/intake-planner');
      const pages = await printedPages(page);
      expectNoBlankPage(pages);
      const text = site(pages);
      expect(text).toContain('The steps');
      for (const d of destinations) expect(text).toMatch(new RegExp(`${d.name}: .+ intake, [A-Z][a-z]+ \\d{4}`));
      expect(text).toContain('Apply for your student visa');
      expect(text).not.toContain('Plan back from your intake');
    });
  });

  // Pages without a part marked for print print whole (Ctrl+P): the ones a family prints to compare.
  for (const [path, expected] of [
    // A table's cells come out of the PDF in the order the text extractor reads them: short texts only.
    ['/study-abroad/compare', ['Compare Study Destinations', 'How current are these figures?', '₹29.6 lakh', '₹27.5–65.0 lakh', 'Each university states its own cost of attendance']],
    ['/study-abroad/canada', ['Estimate your costs', 'The figures we use', 'How the estimate is made', 'Graduate (average)']],
    ['/tools/education-loan', ['Education Loan EMI Calculator', 'All rights reserved']],
  ] as const) {
    test(`${path} prints whole, its text on every page`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const pages = await printedPages(page);
      expectNoBlankPage(pages);
      const text = site(pages);
      for (const words of expected) expect(text).toContain(words);
    });
  }
});
