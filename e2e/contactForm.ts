import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support';

/** The counselling form's parts, found as a visitor finds them (by role and label). */
export function contactForm(page: Page) {
  const el = page.getByRole('form', { name: 'Send Us a Message' });
  return {
    el,
    name: el.getByLabel('Full Name'),
    email: el.getByLabel('Email address'),
    phone: el.getByLabel('Mobile Number', { exact: true }),
    message: el.getByLabel('Message', { exact: true }),
    topic: el.getByLabel('Topic'),
    country: el.getByRole('combobox', { name: 'Phone number country' }),
    submit: el.getByRole('button', { name: /^(Send Message|Sending…)$/ }),
  };
}

/** Opens the form with a topic; the topic appearing in the select shows the form's script has run. */
export async function openContactForm(page: Page, topic = 'appointment') {
  await page.goto(`/contact-us?topic=${topic}#contact-form`);
  const f = contactForm(page);
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
export async function typePhone(page: Page, digits: string) {
  const { phone } = contactForm(page);
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
