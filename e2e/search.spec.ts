import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dictionary, fill } from '../lib/i18n';
import { buildStage, desktop, expectNoAxeViolations, hydrated, phone, watchConsole } from './support';
import { translatedPaths, translations } from '../content/languages';

/** Real Pagefind over the real build: the index scripts/build/search-index.mjs wrote into out/pagefind/. */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const results = (page: Page) => page.getByRole('list', { name: /^Results for/ });
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the index holds every page under its clean address, in its language’s index, and not the 404 or search pages', async () => {
  const out = (await buildStage.paths()).out;
  const { htmlFiles } = await buildStage.site();
  const entry = JSON.parse(readFileSync(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  const html = htmlFiles(out).filter((f) => !/^(([a-z]{2}\/)?404|_not-found|search)\.html$/.test(f));
  const pages = (lang: string) => html.filter((f) => f === `${lang}.html` || f.startsWith(`${lang}/`)).length;
  const counts = Object.fromEntries(Object.entries(entry.languages as Record<string, { page_count: number }>).map(([lang, index]) => [lang, index.page_count]));
  expect(counts).toEqual({
    'en-in': html.length - translations.reduce((sum, lang) => sum + pages(lang), 0),
    ...Object.fromEntries(translations.map((lang) => [`${lang}-in`, translatedPaths.length])),
  });
});

test.describe('site search (1366 px)', () => {
  test.use({ viewport: desktop });

  test('"/" opens it, results come as the visitor types, Down and Up move through them, Escape closes', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    const box = dialog(page).getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await box.pressSequentially('blocked account');
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? for “blocked account”$/);
    const first = results(page).getByRole('link').first();
    await expect(first).toHaveText('Blocked account for a German student visa: €11,904 a year');
    await expect(results(page).locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await box.press('ArrowDown');
    await expect(first).toBeFocused();
    await first.press('ArrowUp');
    await expect(box).toBeFocused();
    // The browser's own search box: the first Escape clears it, the next closes the dialog.
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('Ctrl+K opens it from anywhere, "/" typed in a field stays a character, a result opens its page', async ({ page }) => {
    await page.goto('/contact-us');
    await hydrated(page);
    const name = page.getByLabel('Full Name');
    await name.fill('');
    await name.pressSequentially('a/b');
    await expect(name).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('searchbox').pressSequentially('post-graduation work permit');
    // The results of the whole query, not of a word still being typed.
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? for “post-graduation work permit”$/);
    await results(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/(study-abroad\/canada|news\/canada\/\d|faq)$/);
  });

  test('Enter takes the query to /search, whose results and address follow the box', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await dialog(page).getByRole('searchbox').fill('IELTS');
    await dialog(page).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=IELTS');
    await hydrated(page);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toHaveValue('IELTS');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “IELTS”$/);
    await expect(results(page).getByRole('link', { name: 'Free IELTS Training' })).toBeVisible();

    await box.fill('qxzvwk');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “qxzvwk”. Try a shorter or different word.');
    await expect(page).toHaveURL('/search?q=qxzvwk');
    await box.fill('Canada');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^(\d+) results for “Canada”$/);
    const count = Number((await page.getByRole('main').getByRole('status').textContent())?.match(/^\d+/)?.[0]);
    expect(count).toBeGreaterThan(8);
    // Eight at first; "Show more results" adds the next eight and moves focus to the first of them.
    await expect(results(page).getByRole('listitem')).toHaveCount(8);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results(page).getByRole('listitem')).toHaveCount(Math.min(16, count));
    await expect(results(page).getByRole('link').nth(8)).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a failed index load says so, keeps the words and searches again on "Try again"', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/search?q=visa');
    await hydrated(page);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('Search could not load. Check your connection and try again.');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('visa');
    await page.unroute('**/pagefind/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toHaveText(/^\d+ results for “visa”$/);
  });

  test('a search chunk that fails to load says so in the dialog and leaves the page alone', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/faq');
    await hydrated(page);
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await searchButton(page).click();
    await expect(dialog(page).getByRole('status')).toHaveText('Search could not load. Check your connection, or open the search page.');
    await expect(dialog(page).getByRole('link', { name: 'open the search page' })).toHaveAttribute('href', '/search');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Questions, Answered');
    expect(errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e))).toEqual([]);
  });

  test('no page loads the search code or the index before search is opened', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/study-abroad/usa');
    await hydrated(page);
    expect(requested.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    const before = requested.length;
    await searchButton(page).click();
    await dialog(page).getByRole('searchbox').pressSequentially('visa');
    await expect(results(page)).toBeVisible();
    const after = requested.slice(before);
    expect(after.filter((p) => p.startsWith('/_next/static/chunks/')).length).toBeGreaterThan(0);
    expect(after).toContain('/pagefind/pagefind.js');
  });
});

test.describe('site search (390 px)', () => {
  test.use({ viewport: phone });

  test('the header shows a named search button, and the dialog and the page fit the screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await dialog(page).getByRole('searchbox').pressSequentially('PTE');
    await expect(results(page).getByRole('link').first()).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await page.goto('/search?q=PTE');
    await hydrated(page);
    await expect(results(page).getByRole('link').first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the header links to /search, which says why there are no results and lists every page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search');
    await page.getByRole('main').getByRole('searchbox').fill('visa');
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=visa');
    await expect(page.getByText('Search results need JavaScript, which is off in this browser.')).toBeVisible();
    const index = page.getByRole('region', { name: 'Every Page' });
    await expect(index.getByRole('link', { name: 'Study in Canada' })).toHaveAttribute('href', '/study-abroad/canada');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Articles are listed by their country's archive, so the list does not grow with the news.
    await index.getByRole('link', { name: 'Germany news' }).click();
    await expect(page).toHaveURL('/news/germany');
    await expect(page.getByRole('main').getByRole('link', { name: 'Blocked account for a German student visa: €11,904 a year' })).toBeVisible();
  });
});

test('search works through the shipped nginx config (its CSP allows the index’s WebAssembly and worker)', async ({ page }) => {
  const origin = process.env.E2E_NGINX_URL;
  expect(origin, 'E2E_NGINX_URL is set by playwright.config.ts').toBeTruthy();
  const errors = watchConsole(page);
  await page.goto(`${origin}/search?q=visa`);
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “visa”$/);
  // A translated page's search also runs the English index, on the page's own thread.
  const t = dictionary('kn');
  await page.goto(`${origin}/kn`);
  await hydrated(page);
  await page.getByRole('button', { name: t.shell.search }).click();
  await page.getByLabel(t.shell.searchLabel).fill('visa');
  await expect(page.getByRole('list', { name: fill(t.shell.resultsFor, { query: 'visa' }) }).locator('a[hreflang="en"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
