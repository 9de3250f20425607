import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support';
import type { SiteLanguage } from '../content/languages';
import { dictionary } from '../lib/i18n';
import { localPath } from '../lib/languagePaths';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The counselling form's parts, found as a visitor finds them (by role and label), in the page's language. */
export function contactForm(page: Page, lang: SiteLanguage = 'en') {
  const t = dictionary(lang).contact;
  const el = page.getByRole('form', { name: t.formTitle });
  return {
    el,
    name: el.getByLabel(t.labels.name),
    email: el.getByLabel(t.labels.email),
    phone: el.getByLabel(t.labels.phone, { exact: true }),
    message: el.getByLabel(t.labels.message, { exact: true }),
    topic: el.getByLabel(t.labels.topic),
    callLanguage: el.getByLabel(t.callLanguage),
    country: el.getByRole('combobox', { name: 'Phone number country' }),
    submit: el.getByRole('button', { name: new RegExp(`${exactly(t.send).source}|${exactly(t.sending).source}`) }),
  };
}

/** Opens the form with a topic; the topic appearing in the select shows the form's script has run. */
export async function openContactForm(page: Page, topic = 'appointment', lang: SiteLanguage = 'en') {
  await page.goto(`${localPath(lang, '/contact-us')}?topic=${topic}#contact-form`);
  const f = contactForm(page, lang);
  // The page's heaviest scripts can take more than an assertion's 5 s on a loaded 2-core runner: wait
  // for hydration itself (bounded by the test's timeout), then for what the form does at hydration.
  await hydrated(page);
  await expect(f.topic).toHaveValue(topic);
  return f;
}

/** A paste as the browser fires it (Playwright has no clipboard here). */
export async function paste(input: Locator, text: string) {
  await input.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Digits typed after what the phone field already shows (its calling code). */
export async function typePhone(page: Page, digits: string, lang: SiteLanguage = 'en') {
  const { phone } = contactForm(page, lang);
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

/**
 * Opens a page whose script chunks are held back (a phone on a slow network: painted, its scripts
 * seconds away) until the test calls the returned release, so a test can type and tap before them.
 * While a route is set, Playwright answers every CORS preflight itself, allowing any header: a test of
 * a receiver's CORS holds the scripts with e2e/lead/scriptGate.ts instead.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}
