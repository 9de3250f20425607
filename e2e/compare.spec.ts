import { expect, test, type Page } from '@playwright/test';
import { destinations } from '../content/destinations';
import { compareColumnName, compareRows } from '../lib/compare';
import { destinationPath } from '../content/paths';
import { desktop, expectNoAxeViolations, hydrated, phone } from './support';

const table = (page: Page) => page.getByRole('table');
const columnNames = async (page: Page) =>
  (await table(page).getByRole('columnheader').allTextContents()).map((t) => t.trim());
const scroller = (page: Page) => page.getByRole('region', { name: /^Study destinations compared/ });
/** How far the table is wider than its scrolling box. */
const overflow = (page: Page) => scroller(page).evaluate((el) => el.scrollWidth - el.clientWidth);

test.describe('compare destinations (1366 px)', () => {
  test.use({ viewport: desktop });

  test('shows every destination and every row with two or more figures, each with its source and status', async ({ page }) => {
    await page.goto('/study-abroad/compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Study Destinations');
    // The cells' short statuses are spelt out once, above the table.
    await expect(page.getByText(/^How current are these figures\? Under each figure is the official site/)).toBeVisible();
    expect(await columnNames(page)).toEqual(destinations.map(compareColumnName));
    expect(await columnNames(page)).toContain('Germany');
    const rows = compareRows();
    expect((await table(page).getByRole('rowheader').allTextContents()).map((t) => t.trim())).toEqual(rows.map((r) => r.label));
    const cells = table(page).locator('tbody').getByRole('cell');
    await expect(cells).toHaveCount(rows.length * destinations.length);
    for (const [i, cell] of (await cells.all()).entries()) {
      const record = rows[Math.floor(i / destinations.length)]!.cells[destinations[i % destinations.length]!.slug];
      if (!record) {
        // A destination without a figure of the row's kind: a dash, named for screen readers, and no status.
        await expect(cell).toHaveText('–No figure of this kind');
        continue;
      }
      await expect(cell.locator('[data-status]')).toHaveCount(record.statuses.length);
      for (const mark of await cell.locator('[data-status]').all()) {
        await expect(mark.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
        await expect(mark).toHaveText(/[\w.-]+ · (checked \d{1,2} \w{3} \d{4}|not yet confirmed)$/);
      }
    }
    await expect(table(page).getByRole('link', { name: 'Canada', exact: true })).toHaveAttribute('href', destinationPath('canada'));
    expect(await overflow(page)).toBeLessThanOrEqual(1);
  });

  test('narrows to two or three picked destinations, announces them, and shows all again', async ({ page }) => {
    await page.goto('/study-abroad/compare');
    await hydrated(page);
    const picker = page.getByRole('group', { name: 'Pick two or three destinations to compare side by side' });
    const status = page.getByRole('status');
    await expect(status).toHaveText('Showing all 6 destinations.');
    await picker.getByRole('button', { name: 'UK' }).click();
    await expect(status).toContainText('UK picked: pick one or two more');
    expect(await columnNames(page)).toHaveLength(6);
    await picker.getByRole('button', { name: 'Canada' }).click();
    await expect(status).toContainText('Comparing UK and Canada.');
    expect(await columnNames(page)).toEqual(['UK', 'Canada']);
    await picker.getByRole('button', { name: 'New Zealand' }).click();
    expect(await columnNames(page)).toEqual(['UK', 'Canada', 'New Zealand']);
    await expect(picker.getByRole('button', { name: 'UK' })).toHaveAttribute('aria-pressed', 'true');
    // Three is the most: the others wait until one is dropped.
    await expect(picker.getByRole('button', { name: 'USA' })).toBeDisabled();
    await picker.getByRole('button', { name: 'Canada' }).click();
    await expect(picker.getByRole('button', { name: 'USA' })).toBeEnabled();
    expect(await columnNames(page)).toEqual(['UK', 'New Zealand']);
    await expectNoAxeViolations(page);
    await status.getByRole('button', { name: 'Show all' }).click();
    expect(await columnNames(page)).toHaveLength(6);
  });

  test('is linked from the Study Abroad menu and from each destination page', async ({ page }) => {
    await page.goto('/study-abroad/usa');
    // From the banner, and from the page's "On this page" tools.
    for (const link of await page.getByRole('main').getByRole('link', { name: 'Compare destinations' }).all()) {
      await expect(link).toHaveAttribute('href', '/study-abroad/compare');
    }
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Compare destinations' })).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await hydrated(page);
    await nav.getByRole('button', { name: 'Study Abroad' }).click();
    await nav.getByRole('link', { name: 'Compare destinations' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/compare$/);
  });
});

test.describe('compare destinations (390 px)', () => {
  test.use({ viewport: phone });

  test('two picked destinations fit the screen without scrolling sideways', async ({ page }) => {
    await page.goto('/study-abroad/compare');
    await hydrated(page);
    expect(await overflow(page)).toBeGreaterThan(0);
    const picker = page.getByRole('group', { name: 'Pick two or three destinations to compare side by side' });
    await picker.getByRole('button', { name: 'USA' }).click();
    await picker.getByRole('button', { name: 'Australia' }).click();
    expect(await columnNames(page)).toEqual(['USA', 'Australia']);
    expect(await overflow(page)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the whole table scrolls sideways under its fixed first column, and the picker steps aside', async ({ page }) => {
      await page.goto('/study-abroad/compare');
      await expect(page.getByRole('group', { name: /^Pick two or three/ })).toBeHidden();
      expect(await columnNames(page)).toHaveLength(destinations.length);
      expect(await overflow(page)).toBeGreaterThan(0);
      const firstColumn = table(page).getByRole('rowheader').first();
      const left = await firstColumn.evaluate((el) => el.getBoundingClientRect().left);
      await scroller(page).evaluate((el) => el.scrollTo({ left: 400 }));
      expect(await firstColumn.evaluate((el) => el.getBoundingClientRect().left)).toBe(left);
      expect(await table(page).locator('tbody').getByRole('cell').first().evaluate((el) => el.getBoundingClientRect().left)).toBeLessThan(left);
      await expect(scroller(page)).toHaveAttribute('tabindex', '0');
    });
  });
});
