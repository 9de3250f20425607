import { expect, test, type Page } from '@playwright/test';
import { englishNames, languages, translatedPaths, translations, type Translation } from '../content/languages';
import { localPath } from '../lib/languagePaths';
import { dictionary, fill } from '../lib/i18n';
import { site } from '../content/site';
import { desktop, hydrated, phone } from './support';

// The family's site in Kannada, Hindi, Telugu and Tamil: one set of checks, run for each language.
// Every translated route is also opened by site.spec.ts (axe, overflow and hyphens at 390 and 1366 px,
// before and after hydration) and read by e2e/out/pages.test.mjs (lang, hreflang both ways, titles).

const scripts: Record<Translation, RegExp> = { kn: /[\u0C80-\u0CFF]/gu, hi: /[\u0900-\u097F]/gu, te: /[\u0C00-\u0C7F]/gu, ta: /[\u0B80-\u0BFF]/gu };

/** The share of the letters in the page's main content that are the language's own. */
const ownShare = (page: Page, lang: Translation) =>
  page
    .getByRole('main')
    .innerText()
    .then((text) => (text.match(scripts[lang])?.length ?? 0) / Math.max(1, text.match(/\p{L}/gu)?.length ?? 0));

const languageDisclosure = (page: Page, lang: 'en' | Translation) => page.locator('header details').filter({ has: page.locator('summary', { hasText: languages[lang].name }) });

for (const lang of translations) {
  const t = dictionary(lang);
  test.describe(`${englishNames[lang]} (${lang})`, () => {
    test.use({ viewport: phone });

    for (const path of translatedPaths) {
      test(`${localPath(lang, path)} is written in its script, for its language, and says the English page is the authority`, async ({ page }) => {
        const response = await page.goto(localPath(lang, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].locale);
        expect(await ownShare(page, lang)).toBeGreaterThan(0.6);
        const note = page.getByText(t.common.authoritative);
        await expect(note).toHaveCount(1);
        await expect(page.getByRole('link', { name: t.common.authoritativeLink })).toHaveAttribute('href', path);
      });
    }

    test('the switcher goes from an English page to its counterpart and back, and offers the home page where there is none', async ({ page }) => {
      await page.goto('/parents');
      await languageDisclosure(page, 'en').locator('summary').click();
      await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: languages[lang].name }).click();
      await expect(page).toHaveURL(localPath(lang, '/parents'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.parents.title);
      await languageDisclosure(page, lang).locator('summary').click();
      await page.getByRole('navigation', { name: t.shell.language }).getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL('/parents');
      await page.goto('/about-us');
      await languageDisclosure(page, 'en').locator('summary').click();
      await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: languages[lang].name })).toHaveAttribute('href', `/${lang}`);
    });

    test('the menus speak the language: translated pages in it, the others marked English', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      await hydrated(page);
      await page.getByRole('button', { name: t.shell.menu }).click();
      const drawer = page.getByRole('dialog', { name: t.shell.menu });
      await expect(drawer.getByRole('link', { name: t.nav['For Parents'], exact: true })).toHaveAttribute('href', localPath(lang, '/parents'));
      await expect(drawer.getByRole('link', { name: `${t.nav['About Us']} ${t.common.english}` })).toHaveAttribute('href', '/about-us');
      await expect(drawer.getByRole('group', { name: t.shell.language }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
      await page.setViewportSize(desktop);
      await page.keyboard.press('Escape');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: t.nav['Fees and Refunds'], exact: true })).toHaveAttribute('href', localPath(lang, '/fees-and-refunds'));
      await expect(footer.getByRole('link', { name: `${t.nav['Privacy Policy']} ${t.common.english}` })).toHaveAttribute('href', '/privacy-policy');
    });

    test('the For Parents page shows the same figures as the English page, from the records', async ({ page }) => {
      await page.goto('/parents');
      const english = await page.locator('[data-status]').allTextContents();
      const tcs = await page.getByText(/tax at source \(TCS\)/).innerText();
      await page.goto(localPath(lang, '/parents'));
      // As many figures, each with its own status, and the tax rate and threshold the English page states.
      await expect(page.locator('[data-status]')).toHaveCount(english.length);
      for (const figure of tcs.match(/₹\d+(?:,\d+)*|\d+ %/g) ?? []) await expect(page.getByRole('main')).toContainText(figure);
      await expect(page.getByRole('link', { name: fill(t.home.callUs, { phone: site.phone.display }).replace(/ /g, '\u00a0') })).toHaveAttribute('href', site.phone.href);
    });

    test('search on a translated page finds its language’s pages', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      await hydrated(page);
      await page.getByRole('button', { name: t.shell.search }).click();
      const word = t.parents.genuineTitle.split(/\s+/).find((w) => w.length > 3)!;
      await page.getByLabel(t.shell.searchLabel).fill(word);
      const results = page.getByRole('list', { name: fill(t.shell.resultsFor, { query: word }) });
      await expect(results.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${lang}(/|$)`));
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the page reads, its menu opens and the language switcher works', async ({ page }) => {
        await page.goto(localPath(lang, '/parents'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.parents.title);
        await page.locator('header noscript + details summary, header details summary').filter({ hasText: t.shell.menu }).first().click();
        await expect(page.getByRole('navigation', { name: t.shell.mainMenu }).getByRole('link', { name: t.nav['For Parents'], exact: true })).toBeVisible();
        await languageDisclosure(page, lang).locator('summary').click();
        await page.getByRole('navigation', { name: t.shell.language }).getByRole('link', { name: 'English' }).click();
        await expect(page).toHaveURL('/parents');
      });
    });
  });
}
