import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { studentTools } from '../content/tools';
import { desktop, expectNoAxeViolations, freezeClock, hydrated, phone, sectionOf } from './support';

const loan = (page: Page) => page.locator('section[aria-labelledby="loan-calculator"]');
const planner = (page: Page) => page.locator('section[aria-labelledby="intake-planner"]');

/** Moves focus to a field by keyboard (Tab from the field before it), then replaces its text by typing. */
async function typeInto(page: Page, label: string, text: string) {
  const field = loan(page).getByLabel(label, { exact: true });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

for (const [name, viewport] of [
  ['1366 px', desktop],
  ['390 px', phone],
] as const) {
  test.describe(`student tools (${name})`, () => {
    test.use({ viewport });

    test('/tools lists every tool, each link leading to it', async ({ page }) => {
      await page.goto('/tools');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Tools');
      const links = sectionOf(page, 'Plan your study abroad').getByRole('link');
      await expect(links).toHaveText(studentTools.map((t) => t.title));
      for (const [i, tool] of studentTools.entries()) await expect(links.nth(i)).toHaveAttribute('href', tool.href);
      await expectNoAxeViolations(page);
    });

    test('the EMI calculator works by keyboard: ₹20 lakh at 10.5 % over 7 years is ₹33,722 a month', async ({ page }) => {
      await page.goto('/tools/education-loan');
      await hydrated(page);
      await typeInto(page, 'Loan amount (₹)', '20,00,000');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('10.5');
      await typeInto(page, 'Course length (months)', '0');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('0');
      await typeInto(page, 'Repayment tenure (years)', '7');
      const result = loan(page).getByRole('status');
      await expect(result).toHaveText('EMI ₹33,722 a month; total interest ₹8,32,593.');

      // A two-year course with six months' grace: ₹17,500 a month while studying, or ₹5,25,000 added.
      await typeInto(page, 'Course length (months)', '24');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('6');
      const figures = loan(page).locator('dl').first();
      await expect(figures).toContainText('Interest to pay each month during the moratorium₹17,500');
      await expect(figures).toContainText('Loan when repayment starts₹20,00,000');
      // Keyboard on the radio group: Tab into it, an arrow picks the other choice.
      await loan(page).getByLabel('Paid every month').focus();
      await page.keyboard.press('ArrowDown');
      await expect(loan(page).getByLabel('Added to the loan')).toBeChecked();
      await expect(figures).toContainText('Interest added to the loan over 30 months₹5,25,000');
      await expect(figures).toContainText('Loan when repayment starts₹25,25,000');

      await typeInto(page, 'Interest rate (% a year)', 'abc');
      await expect(loan(page).getByText('Enter the rate as a number.')).toBeVisible();
      await expect(loan(page).getByLabel('Interest rate (% a year)')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    });

    test('the intake planner works by keyboard and downloads the plan as an .ics calendar', async ({ page }) => {
      await freezeClock(page);
      await page.goto('/tools/intake-planner');
      await hydrated(page);
      const destination = planner(page).getByLabel('Destination', { exact: true });
      await destination.focus();
      await page.keyboard.press('ArrowDown');
      await expect(destination).toHaveValue('uk');
      const intake = planner(page).getByLabel('Intake', { exact: true });
      await expect(intake.locator('option').first()).toHaveText('Spring (January 2027): too late');
      // The UK's next intake that can still be met; the arrow keys move to the one after it and back.
      await expect(intake).toHaveValue('2027-9');
      await intake.focus();
      await page.keyboard.press('ArrowDown');
      await expect(intake).toHaveValue('2028-1');
      await page.keyboard.press('ArrowUp');
      await expect(intake).toHaveValue('2027-9');
      await expect(planner(page).getByRole('heading', { name: 'Your plan for Autumn 2027 in UK' })).toBeVisible();
      const steps = planner(page).getByRole('listitem');
      await expect(steps).toHaveCount(7);
      await expect(steps.first()).toContainText('September 2026');
      await expect(steps.first()).toContainText('Month passed: do it now');
      await expect(steps.last()).toContainText('August 2027');
      await expect(steps.last()).toContainText('Book travel and get ready to leave');
      await expect(steps.nth(4).getByRole('link', { name: 'gov.uk' })).toHaveAttribute('href', 'https://www.gov.uk/student-visa');
      // The visa step leads to the UK's document checklist.
      await expect(steps.nth(4).getByRole('link', { name: 'The documents this visa asks for: our checklist' })).toHaveAttribute(
        'href',
        '/tools/visa-checklist?destination=uk',
      );

      const downloading = page.waitForEvent('download');
      await planner(page).getByRole('button', { name: 'Add to calendar (.ics)' }).press('Enter');
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('aspire-plan-uk-2027-09.ics');
      const ics = readFileSync((await download.path())!, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics.match(/\r\nBEGIN:VEVENT\r\n/g)).toHaveLength(7);
      expect(ics).toContain('\r\nUID:uk-2027-09-visa@www.aspireoverseas.in\r\n');
      expect(ics).toMatch(/\r\nDTSTAMP:20261122T043001Z\r\n/);
      // The late step is due the day the file is made; the rest on the first of their month.
      expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261122\r\n');
      expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20270501\r\n');
      expect(ics).toContain('\r\nSUMMARY:Apply for your student visa (UK\\, Autumn 2027)\r\n');
      // axe schedules its own work on timers: let the clock run again.
      await page.clock.resume();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the EMI page shows the method, the formula and the worked example', async ({ page }) => {
    await page.goto('/tools/education-loan');
    await expect(loan(page).getByLabel('Loan amount (₹)')).toBeHidden();
    await expect(page.getByText('EMI = L · r · (1 + r)')).toBeVisible();
    await expect(page.getByText(/₹20,00,000 · 10\.5 % \/ 12 = ₹17,500/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Chart: of ₹/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the Vidya Lakshmi portal' })).toHaveAttribute('href', 'https://www.vidyalakshmi.co.in/');
  });

  test('the planner page lists each destination’s next-intake plan', async ({ page }) => {
    await page.goto('/tools/intake-planner');
    await expect(planner(page).getByLabel('Destination', { exact: true })).toBeHidden();
    for (const place of ['USA', 'UK', 'Canada', 'Australia', 'Europe', 'New Zealand']) {
      await expect(planner(page).getByRole('heading', { name: new RegExp(`^${place}: .+ intake, `) })).toBeVisible();
    }
    await expect(planner(page).getByRole('listitem').filter({ hasText: 'Apply for your student visa' })).toHaveCount(6);
  });
});

test.describe('the compare page in the address', () => {
  test.use({ viewport: desktop });

  test('a shared address reopens the same comparison, and choices update it', async ({ page, context }) => {
    await page.goto('/study-abroad/compare');
    await hydrated(page);
    const picker = page.getByRole('group', { name: 'Pick two or three destinations to compare side by side' });
    await picker.getByRole('button', { name: 'Canada' }).click();
    await picker.getByRole('button', { name: 'UK' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/compare\?compare=canada,uk$/);
    const shared = page.url();

    const other = await context.newPage();
    await other.goto(shared);
    await hydrated(other);
    // The table keeps the destinations' own order.
    await expect(other.getByRole('status')).toHaveText(/^Comparing UK and Canada\./);
    await expect(other.getByRole('columnheader')).toHaveText(['UK', 'Canada']);
    await expect(other.getByRole('button', { name: 'Canada' })).toHaveAttribute('aria-pressed', 'true');
    await other.getByRole('button', { name: 'Show all' }).click();
    await expect(other).toHaveURL(/\/study-abroad\/compare$/);
    await expectNoAxeViolations(other);
  });
});

test.describe('the phones’ contact bar', () => {
  test('at 390 px: WhatsApp and Call, the contact page’s links, clear of back-to-top and of a focused field', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/contact-us');
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'Quick contact' });
    await expect(bar).toBeVisible();
    const whatsapp = await page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' }).first().getAttribute('href');
    await expect(bar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', whatsapp!);
    await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+918047182200');

    await page.mouse.wheel(0, 2000);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    // Docked in the bar's free right end, clear of both links (it floats over no content).
    const [button, barBox] = [(await backToTop.boundingBox())!, (await bar.boundingBox())!];
    expect(button.y).toBeGreaterThanOrEqual(barBox.y);
    expect(button.y + button.height).toBeLessThanOrEqual(barBox.y + barBox.height);
    for (const link of await bar.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width <= button.x || button.x + button.width <= box.x).toBe(true);
    }

    await page.getByLabel('Full Name').focus();
    await expect(bar).toBeHidden();
    await page.getByLabel('Full Name').blur();
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 1366 px there is no bar (the top bar has both)', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden();
  });
});
