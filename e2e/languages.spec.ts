import { expect, test, type Page } from '@playwright/test';
import { englishNames, languages, translatedPaths, translations, type Translation } from '../content/languages';
import { localPath } from '../lib/languagePaths';
import { dictionary, fill, localeOf } from '../lib/i18n';
import { destinationIn, type DestinationTranslations } from '../lib/destinationTexts';
import { destinationText } from '../lib/destinationText';
import { formatMoney } from '../lib/money';
import { findDestination } from '../content/destinations';
import { desktop, expectNoAxeViolations, hydrated, phone } from './support';
import { openContactForm } from './contactForm';
import { site } from '../content/site';

// The family's site in Kannada, Hindi, Telugu and Tamil: one set of checks, run for each language,
// for what needs a browser. Every translated route is also opened by site.spec.ts (axe, overflow and
// hyphens at 390 and 1366 px, before and after hydration); e2e/out/pages.test.mjs reads each one's
// HTML (lang, its script, the note on the English page, hreflang both ways, the same figures as
// English); hosts.spec.ts checks each language's 404 page on both servers.

const languageDisclosure = (page: Page, lang: 'en' | Translation) => page.locator('header details').filter({ has: page.locator('summary', { hasText: languages[lang].name }) });

for (const lang of translations) {
  const t = dictionary(lang);
  test.describe(`${englishNames[lang]} (${lang})`, () => {
    test.use({ viewport: phone });

    test('the switcher goes to the counterpart and back, the menus speak the language and mark English pages', async ({ page }) => {
      await page.goto('/parents');
      await languageDisclosure(page, 'en').locator('summary').click();
      await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: languages[lang].name }).click();
      await expect(page).toHaveURL(localPath(lang, '/parents'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.parents.title);

      await hydrated(page);
      await page.getByRole('button', { name: t.shell.menu }).click();
      const drawer = page.getByRole('dialog', { name: t.shell.menu });
      await expect(drawer.getByRole('link', { name: t.nav['For Parents'], exact: true })).toHaveAttribute('href', localPath(lang, '/parents'));
      await expect(drawer.getByRole('link', { name: t.nav['About Us'], exact: true })).toHaveAttribute('href', localPath(lang, '/about-us'));
      await expect(drawer.getByRole('link', { name: `${t.nav.FAQ} ${t.common.english}` })).toHaveAttribute('href', '/faq');
      await expect(drawer.getByRole('group', { name: t.shell.language }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/parents');
      await page.keyboard.press('Escape');
      await page.setViewportSize(desktop);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: t.nav['Fees and Refunds'], exact: true })).toHaveAttribute('href', localPath(lang, '/fees-and-refunds'));
      await expect(footer.getByRole('link', { name: t.nav['Privacy Policy'], exact: true })).toHaveAttribute('href', localPath(lang, '/privacy-policy'));
      await expect(footer.getByRole('link', { name: `${t.nav['Terms of Use']} ${t.common.english}` })).toHaveAttribute('href', '/terms-of-use');

      await languageDisclosure(page, lang).locator('summary').click();
      await page.getByRole('navigation', { name: t.shell.language }).getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL('/parents');
      // A page without a translation offers the language's home.
      await page.goto('/faq');
      await languageDisclosure(page, 'en').locator('summary').click();
      await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: languages[lang].name })).toHaveAttribute('href', `/${lang}`);
    });

    test('the contact form speaks the language: its four messages, the data notice, and the call in the language', async ({ page }) => {
      const c = t.contact;
      const f = await openContactForm(page, 'study-in-uk', lang);
      await expect(f.callLanguage).toHaveValue(englishNames[lang]);
      // This build has no receiver, so the notice says nothing is sent (the lead suite checks the other).
      await expect(f.el.getByText(c.noticeNotSent)).toBeVisible();
      await expect(f.el.getByRole('link', { name: c.privacyLink })).toHaveAttribute('href', `${localPath(lang, '/privacy-policy')}#contact-form`);
      await f.submit.click();
      for (const field of ['name', 'email', 'phone', 'message'] as const) {
        await expect(f[field]).toHaveAttribute('aria-invalid', 'true');
        await expect(f[field]).toHaveAccessibleDescription(c.errors[field]);
      }
      await expect(f.name).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('a destination page speaks the language, shows the English record’s figures, and its estimator counts in it', async ({ page }) => {
      const uk = destinationIn(lang, findDestination('uk')!, t.destinations as DestinationTranslations, localeOf(lang));
      const w = t.destination.estimator.form;
      await page.goto(localPath(lang, '/study-abroad/uk'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(uk.bannerTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].locale);
      // The visa fee is the record's, written once there; the fact around it is in the language.
      const visa = page.getByRole('definition').filter({ hasText: destinationText(uk.facts.find((f) => f.source === 'ukStudentVisa' && typeof f.value !== 'string')!.value, 'GBP') });
      await expect(visa).toContainText(formatMoney(uk.costs.visa[0]!.min, 'GBP'));
      await expect(page.getByRole('navigation', { name: t.destination.onThisPage.title })).toBeVisible();

      await hydrated(page);
      const form = page.locator('section[aria-labelledby="destination-costs"]').getByRole('form', { name: w.title });
      const length = form.getByLabel(w.lengthLabel, { exact: true });
      await length.fill('2');
      await expect(form.getByRole('status')).toContainText(`${fill(w.manyYears, { count: 2 })}:`);
      await length.fill('');
      await expect(form.getByRole('status')).toHaveText(fill(w.yearsEmpty, { example: 2 }));
      await expect(languageDisclosure(page, lang).locator('a', { hasText: 'English' })).toHaveAttribute('href', '/study-abroad/uk');
      await expectNoAxeViolations(page);
    });

    test('a page whose code cannot be fetched shows the error screen in the language, inside its frame', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      await hydrated(page);
      await page.route(/\/_next\/static\/chunks\/app\/.*about-us.*\.js$/, (route) => route.abort());
      await page.getByRole('button', { name: t.shell.menu }).click();
      await page.getByRole('dialog', { name: t.shell.menu }).getByRole('link', { name: t.nav['About Us'], exact: true }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.notFound.errorHeading);
      await expect(main.getByText(t.notFound.errorChunk)).toBeVisible();
      await expect(main.getByText(/^Loading chunk .+ failed/)).toHaveAttribute('lang', 'en');
      await expect(main.getByRole('button', { name: t.notFound.tryAgain })).toBeVisible();
      await expect(main.getByRole('link', { name: t.notFound.parentsLink })).toHaveAttribute('href', localPath(lang, '/parents'));
      await expect(page.getByRole('contentinfo').getByRole('link', { name: t.nav['Privacy Policy'], exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the home page leads to every page published in the language', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const pages = page.getByRole('region', { name: t.home.pagesTitle });
      for (const path of translatedPaths.filter((p) => p !== '/')) await expect(pages.locator(`a[href="${localPath(lang, path)}"]`)).toHaveCount(1);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the page reads, its menu opens and the language switcher works', async ({ page }) => {
        await page.goto(localPath(lang, '/parents'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.parents.title);
        await page.locator('header details summary').filter({ hasText: t.shell.menu }).first().click();
        await expect(page.getByRole('navigation', { name: t.shell.mainMenu }).getByRole('link', { name: t.nav['For Parents'], exact: true })).toBeVisible();
        await languageDisclosure(page, lang).locator('summary').click();
        await page.getByRole('navigation', { name: t.shell.language }).getByRole('link', { name: 'English' }).click();
        await expect(page).toHaveURL('/parents');
      });

      test('the contact form says, in the language, how else to reach the firm', async ({ page }) => {
        await page.goto(localPath(lang, '/contact-us'));
        const form = page.getByRole('form', { name: t.contact.formTitle });
        // Playwright's text and role queries skip <noscript>: the note is found by tag (as contact.spec does).
        const note = form.locator('noscript p');
        await expect(note).toBeVisible();
        await expect(note).toContainText(t.contact.noScript.split('{email}')[0]!.trim());
        await expect(note.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
        await expect(form.getByLabel(t.contact.callLanguage)).toHaveValue(englishNames[lang]);
      });
    });
  });
}

// Pagefind keeps one index per language: a translated page searches its own, then the English pages,
// which it marks as English. The same code for each language, so one.
test('search on a translated page finds its language’s pages first, then the English ones, marked', async ({ page }) => {
  const t = dictionary('kn');
  await page.setViewportSize(phone);
  await page.goto(localPath('kn', '/'));
  await hydrated(page);
  await page.getByRole('button', { name: t.shell.search }).click();
  // In a few Kannada pages (the USA page, the parents' and fees pages), fewer than a page of results,
  // and in more English ones.
  const word = 'SEVIS';
  await page.getByLabel(t.shell.searchLabel).fill(word);
  const results = page.getByRole('list', { name: fill(t.shell.resultsFor, { query: word }) });
  const links = results.getByRole('link');
  await expect(links.first()).toHaveAttribute('href', /^\/kn(\/|$)/);
  const hrefs = await links.evaluateAll((all) => all.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.textContent]));
  const own = hrefs.filter(([href]) => /^\/kn(\/|$)/.test(href!));
  const english = hrefs.slice(own.length);
  // Its own pages first, all of them; then English pages, each saying so.
  expect(own.length).toBeGreaterThan(0);
  expect(english.length).toBeGreaterThan(0);
  for (const [href, hreflang, text] of english) {
    expect(href).not.toMatch(/^\/(kn|hi|te|ta)(\/|$)/);
    expect([hreflang, text!.endsWith(t.common.english)]).toEqual(['en', true]);
  }
  // At 390 px every result fits the dialog (an English excerpt may run a table's words together).
  expect(await results.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
});
