import { expect, test, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, freezeClock, hydrated, phone } from './support';

/**
 * The intake planner on 22 November 2026 (the frozen clock): it starts at the next intake that can
 * still be met, says plainly when a chosen one is too late and which is next, and keeps its choice in
 * the address so a plan can be sent to a parent.
 */

const planner = (page: Page) => page.locator('section[aria-labelledby="intake-planner"]');
const destination = (page: Page) => planner(page).getByLabel('Destination', { exact: true });
const intake = (page: Page) => planner(page).getByLabel('Intake', { exact: true });
const plan = (page: Page) => planner(page).getByRole('region', { name: /^Your plan for / });

async function open(page: Page, search = '') {
  await freezeClock(page);
  await page.goto(`/tools/intake-planner${search}`);
  await hydrated(page);
}

for (const viewport of [desktop, phone]) {
  test.describe(`intake planner at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('starts at the next intake that can still be met, and keeps it in the address', async ({ page }) => {
      await open(page);
      await expect(destination(page)).toHaveValue('usa');
      // Not Spring (January) 2027, whose applications were due in May 2026: Fall 2027, applications in January.
      await expect(intake(page)).toHaveValue('2027-9');
      await expect(plan(page).getByRole('heading', { name: 'Your plan for Fall 2027 in USA' })).toBeVisible();
      await expect(plan(page)).toContainText('You can still make this intake: send your applications by January 2027.');
      await expect(plan(page).getByText('Month passed: do it now')).toHaveCount(1);
      await expect(page).toHaveURL(/\/tools\/intake-planner\?destination=usa&intake=2027-09$/);
      await expect(intake(page).locator('option')).toHaveText([
        'Spring (January 2027): too late',
        'Summer (May 2027): too late',
        'Fall (September 2027)',
        'Spring (January 2028)',
        'Summer (May 2028)',
        'Fall (September 2028)',
      ]);
      await page.clock.resume();
      await expectNoAxeViolations(page);
    });

    test('says plainly when an intake is too late and which is next, and moves to it by keyboard', async ({ page }) => {
      await open(page);
      await destination(page).selectOption('canada');
      await intake(page).selectOption({ label: 'Winter (January 2027): too late' });
      await expect(plan(page).getByRole('heading', { name: 'Your plan for Winter 2027 in Canada' })).toBeVisible();
      const notice = plan(page).locator('p').filter({ hasText: /^Too late to apply for Winter 2027/ });
      await expect(notice).toHaveText(
        'Too late to apply for Winter 2027 (January). Applications for it were due by May 2026, 8 months before it starts. The next intake you can still make is Fall 2027 (September).',
      );
      await expect(plan(page).getByText('If you already hold an offer for Winter 2027, do the steps marked “Month passed” now.')).toBeVisible();
      await expect(page).toHaveURL(/\?destination=canada&intake=2027-01$/);
      await page.clock.resume();
      await expectNoAxeViolations(page);

      const instead = plan(page).getByRole('button', { name: 'Plan for Fall 2027 instead' });
      await instead.focus();
      await page.keyboard.press('Enter');
      await expect(plan(page).getByRole('heading', { name: 'Your plan for Fall 2027 in Canada' })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(intake(page)).toBeFocused();
      await expect(page).toHaveURL(/\?destination=canada&intake=2027-09$/);
    });
  });
}

test.describe('the plan’s address', () => {
  test.use({ viewport: phone });

  test('a plan sent as a link opens as it was sent, and copying the link gives that address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await destination(page).selectOption('uk');
    await intake(page).selectOption('2028-9');
    await expect(page).toHaveURL(/\?destination=uk&intake=2028-09$/);
    await plan(page).getByRole('button', { name: 'Copy link to this plan' }).click();
    await expect(plan(page).getByRole('status')).toHaveText('Link copied: send it to a parent and they see this plan.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    // A parent opens it.
    const parent = await context.newPage();
    await open(parent, new URL(link).search);
    await expect(destination(parent)).toHaveValue('uk');
    await expect(intake(parent)).toHaveValue('2028-9');
    await expect(plan(parent).getByRole('heading', { name: 'Your plan for Autumn 2028 in UK' })).toBeVisible();
    await parent.close();
  });

  test('a link to a too-late intake shows that plan with the notice; one whose intake has begun moves on and says so', async ({ page }) => {
    await open(page, '?destination=australia&intake=2027-02');
    await expect(plan(page).getByRole('heading', { name: /^Your plan for .+ 2027 in Australia$/ })).toBeVisible();
    await expect(intake(page)).toHaveValue('2027-2');
    await expect(plan(page).getByText('Too late to apply for Semester 1 2027 (February).')).toBeVisible();

    await open(page, '?destination=new-zealand&intake=2026-07');
    await expect(destination(page)).toHaveValue('new-zealand');
    await expect(plan(page).getByText('The intake in this link, July 2026, has begun or is not one of New Zealand’s: here is the next one you can still make.')).toBeVisible();
    await expect(plan(page).getByText(/Too late to apply/)).toHaveCount(0);
    await expect(page).toHaveURL(/\?destination=new-zealand&intake=2027-07$/);
  });
});
