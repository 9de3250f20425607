import { expect, test, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, hydrated, phone } from './support';

const section = (page: Page) => page.locator('section[aria-labelledby="ielts-calculator"]');
const pick = async (page: Page, bands: [string, string, string, string]) => {
  for (const [i, name] of ['Listening', 'Reading', 'Writing', 'Speaking'].entries()) {
    await section(page).getByLabel(name, { exact: true }).selectOption(bands[i]!);
  }
};
const destination = (page: Page, name: string) =>
  section(page).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

for (const route of ['/ielts', '/services/free-trainings/ielts']) {
  test.describe(`IELTS calculator on ${route} (1366 px)`, () => {
    test.use({ viewport: desktop });

    test('works out the overall band by the official rounding and the destinations it meets', async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const result = section(page).getByRole('status').first();
      await pick(page, ['7', '7', '5.5', '7']);
      await expect(result).toContainText('Overall band 6.5');
      await expect(result).toContainText('The mean of your four bands is 6.625, rounded down to 6.5.');
      await expect(destination(page, 'Canada')).toContainText('not met yet');
      await expect(destination(page, 'UK')).toContainText(': met');
      // Like with like: each kind of requirement in its own list, under a heading that says which.
      const kinds = section(page).getByRole('heading', { level: 4 });
      await expect(kinds).toHaveText(['What universities there typically ask', 'The student visa’s own minimum', 'One named university’s requirement (others differ)']);
      const list = (heading: string) => section(page).getByRole('heading', { level: 4, name: heading, exact: true }).locator('xpath=following-sibling::ul[1]');
      await expect(list('What universities there typically ask').getByRole('link')).toHaveText(['USA', 'UK', 'Germany']);
      await expect(list('The student visa’s own minimum').getByRole('link')).toHaveText(['Australia']);
      await expect(list('One named university’s requirement (others differ)').getByRole('link')).toHaveText(['Canada', 'New Zealand']);
      await expect(destination(page, 'Canada')).toContainText('(University of Toronto, graduate programmes)');
      await pick(page, ['7', '7', '7', '6.5']);
      await expect(result).toContainText('Overall band 7.0');
      await expect(result).toContainText('6.875, rounded up to 7.0');
      await expect(destination(page, 'Canada')).toContainText(': met');
      // A band below New Zealand's "no band below 6.0" fails it even with a 6.5 overall.
      await pick(page, ['7.5', '7', '5.5', '6']);
      await expect(result).toContainText('Overall band 6.5');
      await expect(destination(page, 'New Zealand')).toContainText('not met yet');
      await expectNoAxeViolations(page);
    });

    test('turns correct answers into Listening and Reading bands from the published tables', async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const raw = section(page).getByRole('status').nth(1);
      await section(page).getByLabel('Listening: correct answers (of 40)').fill('30');
      await expect(raw).toContainText('Listening: At least band 7.0 (30 of 40 correct).');
      await section(page).getByLabel('Reading: correct answers (of 40)').fill('30');
      await expect(raw).toContainText('Academic Reading: At least band 7.0');
      await section(page).getByLabel('General Training Reading').check();
      await expect(raw).toContainText('General Training Reading: At least band 6.0');
      await section(page).getByLabel('Reading: correct answers (of 40)').fill('12');
      await expect(raw).toContainText('publishes no equivalent under band 4.0');
      // 41 of 40 is refused, with the reason, and the field says so to assistive tech.
      const listening = section(page).getByLabel('Listening: correct answers (of 40)');
      await listening.fill('41');
      await expect(raw).toContainText('Listening: Enter a whole number from 0 to 40: each test has 40 questions.');
      await expect(listening).toHaveAttribute('aria-invalid', 'true');
      await listening.fill('-1');
      await expect(raw).toContainText('Listening: Enter a whole number from 0 to 40: each test has 40 questions.');
      await listening.fill('40');
      await expect(listening).not.toHaveAttribute('aria-invalid', 'true');
      await expect(raw).toContainText('Listening: At least band 8.0 (40 of 40 correct).');
    });
  });
}

test.describe('IELTS calculator (390 px)', () => {
  test.use({ viewport: phone });

  test('fits the screen and passes axe', async ({ page }) => {
    await page.goto('/ielts');
    await hydrated(page);
    await pick(page, ['6', '6.5', '6', '6']);
    await expect(section(page).getByRole('status').first()).toContainText('Overall band 6.0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the rule, IELTS’s examples and the tables, and no dead form', async ({ page }) => {
      await page.goto('/ielts');
      await expect(section(page).getByText(/rounded to the nearest whole or half band/)).toBeVisible();
      await expect(section(page).getByRole('table', { name: 'IELTS’s own examples' })).toBeVisible();
      for (const name of ['Listening', 'Academic Reading', 'General Training Reading']) {
        await expect(section(page).getByRole('table', { name, exact: true })).toBeVisible();
      }
      await expect(section(page).getByLabel('Listening', { exact: true })).toBeHidden();
    });
  });
});

test('only the two IELTS pages load the calculator’s code', async ({ page }) => {
  const scripts = async (route: string) => {
    const urls: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && urls.push(new URL(r.url()).pathname));
    await page.goto(route);
    await hydrated(page);
    page.removeAllListeners('request');
    return urls;
  };
  const ielts = await scripts('/ielts');
  const pte = await scripts('/pte');
  const pteTraining = await scripts('/services/free-trainings/pte');
  const own = ielts.filter((u) => !pte.includes(u));
  expect(own.length).toBeGreaterThan(0);
  expect(pteTraining.filter((u) => own.includes(u))).toEqual([]);
});
