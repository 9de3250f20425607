import { expect, test, type Page } from '@playwright/test';
import { englishNames, languages, translations, type Translation } from '../content/languages';
import { localPath } from '../lib/languagePaths';
import { dictionary, fill } from '../lib/i18n';
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

// Pagefind keeps one index per language and a page searches its own: the same code for each, so one.
test('search on a translated page finds its language’s pages', async ({ page }) => {
  const t = dictionary('kn');
  await page.goto(localPath('kn', '/'));
  await hydrated(page);
  await page.getByRole('button', { name: t.shell.search }).click();
  const word = t.parents.genuineTitle.split(/\s+/).find((w) => w.length > 3)!;
  await page.getByLabel(t.shell.searchLabel).fill(word);
  const results = page.getByRole('list', { name: fill(t.shell.resultsFor, { query: word }) });
  await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/kn(\/|$)/);
});
