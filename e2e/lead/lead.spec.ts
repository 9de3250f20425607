import { expect, test, type Page } from '@playwright/test';
import { site } from '../../content/site';
import { timing } from '../../content/timing';
import type { LeadPayload } from '../../lib/lead';
import type { Preflight, ReceivedLead, ReceiverCors, ReceiverMode } from './receiver';
import { leadEndpointUrl, leadSitePort, leadSiteUrl, receiverUrl } from './ports';
import { startScriptGate } from './scriptGate';
import { contactForm, openContactForm, openWithScriptsHeld, paste, typePhone } from '../contactForm';
import { englishNames, translations } from '../../content/languages';
import { localPath } from '../../lib/languagePaths';
import { dictionary } from '../../lib/i18n';

const start = new Date('2026-11-23T10:00:00+05:30');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const unconfirmed = 'We could not confirm that your message arrived.';

async function receiver(path: string) {
  const response = await fetch(`${receiverUrl}${path}`, { method: ['/_leads', '/_preflights'].includes(path) ? 'GET' : 'POST' });
  return response;
}
const setMode = (mode: ReceiverMode) => receiver(`/_mode/${mode}`);
const setCors = (cors: ReceiverCors) => receiver(`/_cors/${cors}`);
const leads = async () => (await (await receiver('/_leads')).json()) as ReceivedLead[];
const preflights = async () => (await (await receiver('/_preflights')).json()) as Preflight[];
const payloads = async () => (await leads()).map((lead) => JSON.parse(lead.body) as LeadPayload);

test.beforeEach(async () => {
  await receiver('/_reset');
});

const form = contactForm;

/** The clock frozen before load, so the 15 s timeout moves only when a test says. */
async function freeze(page: Page) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

const openForm = (page: Page, topic = 'study-in-usa') => openContactForm(page, topic);

async function fill(page: Page, who = { name: 'Asha Rao', email: 'asha@example.com', message: 'MS in Computer Science, Fall 2027.' }) {
  const f = form(page);
  await f.name.fill(who.name);
  await f.email.fill(who.email);
  // An Indian visitor (en-IN, Asia/Kolkata): the field starts on +91.
  await typePhone(page, '9876543210');
  await f.message.fill(who.message);
}

async function expectKept(page: Page) {
  const f = form(page);
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha@example.com');
  await expect(f.phone).toHaveValue('+91 98765 43210');
  await expect(f.message).toHaveValue('MS in Computer Science, Fall 2027.');
  await expect(f.topic).toHaveValue('study-in-usa');
}

test('a delivered lead arrives with the exact payload, the campaign of the landing page included', async ({ page }) => {
  await freeze(page);
  // The visit lands on a campaign link, then goes on through the site's own navigation at once,
  // hydrated or not (scripts start after the first paint, so an early tap is a full page load).
  await page.goto('/study-abroad/usa?utm_source=google&utm_medium=cpc&utm_campaign=fall-2027&utm_term=ms+in+usa&utm_content=ad-1');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  const f = await openForm(page);
  await fill(page);
  await f.submit.click();

  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText('Thank you for your message. We will get back to you soon!');
  const [lead] = await leads();
  expect(lead?.contentType).toBe('application/json');
  expect(lead?.accept).toBe('application/json');
  expect(lead?.origin).toBe(new URL(page.url()).origin);
  const sent = JSON.parse(lead!.body) as LeadPayload;
  expect(sent.id).toMatch(uuid);
  // The id travels in the body only: a custom header would need a preflight that many receivers
  // refuse (the build setting NEXT_PUBLIC_LEAD_IDEMPOTENCY_HEADER adds it for those that allow it).
  expect(lead?.idempotencyKey).toBe('');
  const expected: LeadPayload = {
    id: sent.id,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+919876543210',
    message: 'MS in Computer Science, Fall 2027.',
    topic: 'Study in the USA',
    page: '/contact-us',
    submittedAt: new Date(start.getTime() + 1000).toISOString(),
    locale: 'en-IN',
    utm: { source: 'google', medium: 'cpc', campaign: 'fall-2027', term: 'ms in usa', content: 'ad-1' },
    callLanguage: 'English',
  };
  expect(sent).toEqual(expected);
  expect(await leads()).toHaveLength(1);

  // Delivered, so the draft is gone: a reload shows an empty form.
  await page.reload();
  await expect(f.topic).toHaveValue('study-in-usa');
  await expect(f.name).toHaveValue('');
});

test('a 500 keeps every value, says so with phone and e-mail, and sending again works', async ({ page }) => {
  await freeze(page);
  await setMode('fail');
  const f = await openForm(page);
  await fill(page);
  await f.submit.click();

  const alert = f.el.getByRole('alert').filter({ hasText: 'Your message could not be sent.' });
  await expect(alert).toContainText('Everything you typed is still in the form');
  await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(alert.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectKept(page);
  await expect(f.submit).toHaveText('Send Message');
  await expect(f.submit).toBeEnabled();

  await setMode('ok');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect((await leads()).map((lead) => lead.status)).toEqual([500, 200]);
});

test('a receiver that never answers: Sending… until 15 s, then says delivery is unconfirmed, with every value kept', async ({ page }) => {
  await freeze(page);
  await setMode('hang');
  const f = await openForm(page);
  await fill(page);
  await f.submit.click();

  await expect(f.submit).toHaveText('Sending…');
  await expect(f.submit).toBeDisabled();
  await expect(f.el).toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await leads()).length).toBe(1);
  await page.clock.runFor(timing.leadTimeoutMs - 100);
  await expect(f.submit).toHaveText('Sending…');
  await page.clock.runFor(100);
  await expect(f.el.getByRole('alert')).toContainText(unconfirmed);
  await expect(f.el).toHaveAttribute('aria-busy', 'false');
  await expectKept(page);
});

test('a double click and a double Enter each send one lead, and the dialog stays', async ({ page }) => {
  await freeze(page);
  const f = await openForm(page);
  await fill(page);
  await f.submit.dblclick();
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toBeVisible();
  expect(await leads()).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Close' }).press('Escape');
  await expect(dialog).toBeHidden();

  await fill(page, { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Loans for Germany?' });
  await f.message.focus();
  await f.submit.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await payloads()).map((lead) => lead.name)).toEqual(['Asha Rao', 'Ravi Kumar']);
});

test('text typed before the scripts ran is kept and sent', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/contact-us?topic=visa-support');
  const f = form(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.message.fill('Typed before the page was ready.');
  release();

  // The form's script runs (the topic from the URL arrives) and what was typed is still there.
  await expect(f.topic).toHaveValue('visa-support');
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.message).toHaveValue('Typed before the page was ready.');
  await typePhone(page, '9876543210');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect(await payloads()).toEqual([
    expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', message: 'Typed before the page was ready.', topic: 'Visa Support' }),
  ]);
});

test('two tabs send their own leads', async ({ context }) => {
  const tabs = [await context.newPage(), await context.newPage()];
  const people = [
    { name: 'Asha Rao', email: 'asha@example.com', message: 'From the first tab.' },
    { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'From the second tab.' },
  ];
  for (const tab of tabs) await freeze(tab);
  for (const [i, tab] of tabs.entries()) {
    await openForm(tab);
    await fill(tab, people[i]);
  }
  await tabs[0]!.reload();
  await expect(form(tabs[0]!).name).toHaveValue('Asha Rao');
  await form(tabs[0]!).submit.click();
  await form(tabs[1]!).submit.click();
  for (const tab of tabs) await expect(tab.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  const sent = await payloads();
  expect(sent.map(({ name, message }) => ({ name, message })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
    people.map(({ name, message }) => ({ name, message })),
  );
});

test('a pasted +44 number picks the UK and arrives in E.164', async ({ page }) => {
  await freeze(page);
  const f = await openForm(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.message.fill('Calling from London.');
  await f.phone.click();
  await f.phone.press('End');
  await paste(f.phone, '+44 7400 123456');
  await expect(f.country).toHaveValue('GB');
  await expect(f.phone).toHaveValue('+44 7400 123456');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect((await payloads())[0]?.phone).toBe('+447400123456');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the receiver itself, never putting what was typed in a URL', async ({ page }) => {
    await page.goto('/contact-us');
    const f = form(page);
    await expect(f.el).toHaveAttribute('action', leadEndpointUrl);
    await expect(f.el).toHaveAttribute('method', 'post');
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await f.phone.fill('+91 98765 43210');
    await f.message.fill('No JavaScript here.');
    await f.el.getByLabel('Nearest office (optional)').selectOption('London');
    await f.el.getByLabel('Language for the call').selectOption('Telugu');
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message was received.' })).toBeVisible();
    expect(page.url()).toBe(leadEndpointUrl);
    const [lead] = await leads();
    expect(lead?.contentType).toContain('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(lead!.body));
    expect(fields).toEqual(
      expect.objectContaining({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        message: 'No JavaScript here.',
        office: 'London',
        callLanguage: 'Telugu',
        _gotcha: '',
        // The build's own address (NEXT_PUBLIC_SITE_URL), so a staging build brings visitors back to staging.
        _redirect: `${leadSiteUrl}/contact-us#lead-sent`,
      }),
    );
  });
});

test.describe('without JavaScript, an empty or half-filled form', () => {
  test.use({ javaScriptEnabled: false });

  test('is stopped by the browser and never posted', async ({ page }) => {
    await page.goto('/contact-us');
    const f = form(page);
    await f.submit.click();
    await f.name.fill('Asha Rao');
    await f.email.fill('meera.example.com');
    await f.submit.click();
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    // The phone field still shows only its calling code.
    await f.email.fill('meera@example.com');
    await f.message.fill('Hello.');
    await f.submit.click();
    expect(await f.phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    expect(await leads()).toEqual([]);
  });
});

/** The browser writes each field whole and the visitor taps Send straight away: no keystrokes, no pause. */
async function sendAutofilled(page: Page) {
  await freeze(page);
  const f = await openForm(page);
  await f.name.fill('Meera Iyer');
  await f.email.fill('meera@example.com');
  await f.phone.fill('9876543210');
  await f.message.fill('MBA in the UK, 2027.');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect(await payloads()).toEqual([expect.objectContaining({ name: 'Meera Iyer', email: 'meera@example.com', phone: '+919876543210', message: 'MBA in the UK, 2027.' })]);
}

/** A visitor in the USA clears the phone field and types a national number: it stays American. */
async function sendUsNational(page: Page) {
  await freeze(page);
  const f = await openForm(page);
  await f.name.fill('Sam Lee');
  await f.email.fill('sam@example.com');
  await f.phone.fill('');
  await f.phone.pressSequentially('4155552671');
  await f.message.fill('Graduate school in Canada.');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect((await payloads())[0]?.phone).toBe('+14155552671');
}

test('autofill (whole values, a national number) sent at once is delivered, the number in the visitor’s country', async ({ page }) => {
  await sendAutofilled(page);
});

test.describe('a visitor in the USA', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

  test('clears the field and types a national number, and it stays American', async ({ page }) => {
    await sendUsNational(page);
  });
});

test('a student under 18: the guardian’s contact is asked for and arrives with the lead', async ({ page }) => {
  await freeze(page);
  const f = await openForm(page);
  await fill(page);
  const guardian = f.el.getByLabel('Parent’s or guardian’s mobile number or e-mail');
  await expect(guardian).toBeHidden();
  await f.el.getByRole('checkbox', { name: 'I am under 18' }).check();
  await expect(guardian).toBeVisible();
  await f.submit.click();
  await expect(f.el.getByText('Please enter a parent’s or guardian’s mobile number or e-mail address.')).toBeVisible();
  await expect(guardian).toBeFocused();
  await guardian.fill('parent@example.com');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect(await payloads()).toEqual([expect.objectContaining({ name: 'Asha Rao', minor: true, guardian: 'parent@example.com' })]);
});

test('the office nearest the visitor and the language for the call, as chosen, arrive with the lead', async ({ page }) => {
  await freeze(page);
  const f = await openForm(page);
  await fill(page);
  await f.el.getByLabel('Nearest office (optional)').selectOption('Bangalore');
  await f.el.getByLabel('Language for the call').selectOption('Kannada');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect(await payloads()).toEqual([expect.objectContaining({ name: 'Asha Rao', office: 'Bangalore', callLanguage: 'Kannada' })]);
  // The next enquiry starts from the defaults again.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(f.el.getByLabel('Language for the call')).toHaveValue('English');
  await expect(f.el.getByLabel('Nearest office (optional)')).toHaveValue('');
});

test('an address that cannot be one is flagged and nothing is sent', async ({ page }) => {
  await freeze(page);
  const f = await openForm(page);
  await fill(page, { name: 'Meera Iyer', email: 'meera.example.com', message: 'Hello.' });
  await f.submit.click();
  await expect(f.el.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toBeFocused();
  expect(await leads()).toEqual([]);
});

test('a retry after a failure sends the same id; a new enquiry gets a new one', async ({ page }) => {
  await freeze(page);
  await setMode('fail');
  const f = await openForm(page);
  await fill(page);
  await f.submit.click();
  await expect(f.el.getByRole('alert')).toContainText('Your message could not be sent.');
  await setMode('ok');
  await f.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toBeVisible();
  await page.clock.runFor(timing.dialogSettleMs);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await fill(page, { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Loans for Germany?' });
  await f.submit.click();
  await expect(dialog).toBeVisible();
  const received = await leads();
  const ids = received.map((lead) => (JSON.parse(lead.body) as LeadPayload).id);
  expect(received.map((lead) => lead.idempotencyKey)).toEqual(ids.map(() => ''));
  expect(ids[1]).toBe(ids[0]);
  expect(ids[2]).not.toBe(ids[0]);
});

test('a receiver slower than 15 s: the visitor is told delivery is unconfirmed, and sending again keeps the id (no copy)', async ({ page }) => {
  await freeze(page);
  await setMode('slow');
  const f = await openForm(page);
  await fill(page);
  await f.submit.click();
  await expect.poll(async () => (await leads()).length).toBe(1);
  await page.clock.runFor(timing.leadTimeoutMs);
  const alert = f.el.getByRole('alert');
  await expect(alert).toContainText(unconfirmed);
  await expect(alert).toContainText('sending it again is safe');
  await expect(page.getByRole('dialog')).toBeHidden();
  // The receiver does answer, 17 s in: the lead had arrived.
  await receiver('/_release');
  await expectKept(page);
  // A reload keeps the words and the enquiry's id.
  await page.reload();
  await expectKept(page);
  await setMode('ok');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  const ids = (await payloads()).map((lead) => lead.id);
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
});

test('a connection dropped after the lead was read: unconfirmed, and every copy (the browser’s own re-send too) has one id', async ({ page }) => {
  await freeze(page);
  await setMode('reset');
  const f = await openForm(page);
  await fill(page);
  await f.submit.click();
  await expect(f.el.getByRole('alert')).toContainText(unconfirmed);
  await expectKept(page);
  await setMode('ok');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  const ids = (await payloads()).map((lead) => lead.id);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(1);
});

/** Typed and sent while the page's scripts are held back: the form says it will send, and nothing has left yet. */
async function sendBeforeScripts(page: Page) {
  const f = form(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  // The field was drawn with the spec's "+1" before the page knew the visitor is in India: the
  // number typed after it is an Indian one.
  await f.phone.click();
  await f.phone.press('End');
  await f.phone.pressSequentially('9876543210');
  await f.message.fill('Sent before the page was ready.');
  await f.submit.click();
  await expect(f.el.getByText('Your message will be sent as soon as the page has finished loading.')).toBeVisible();
  expect(await leads()).toEqual([]);
}

test('Send tapped while every script is held back (a phone on a slow network) loses nothing and arrives once', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/contact-us?topic=study-in-usa');
  await sendBeforeScripts(page);
  expect(new URL(page.url()).pathname).toBe('/contact-us');
  release();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  const received = await leads();
  expect(received).toHaveLength(1);
  expect(received[0]?.contentType).toBe('application/json');
  expect(JSON.parse(received[0]!.body)).toEqual(
    expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', message: 'Sent before the page was ready.', topic: 'Study in the USA' }),
  );
});

test('the privacy policy of a delivering build says what the form sends and to whom', async ({ page }) => {
  await page.goto('/privacy-policy');
  const section = page.getByRole('region', { name: 'The contact form' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'The contact form' }) }));
  await expect(section.first()).toContainText('reach our counselling team');
  await expect(section.first()).not.toContainText('does not send your message anywhere');
});

/**
 * A receiver whose CORS allows only Content-Type besides the safelisted headers, as many hosted form
 * backends and hand-written relays are set up: it refuses a preflight asking for anything more, and
 * the browser then never sends the lead. Every way a lead leaves the form must still land there once.
 */
test.describe('a receiver whose CORS allows only Content-Type', () => {
  test.beforeEach(async () => {
    await setCors('strict');
  });

  /** One enquiry arrived and was kept once; every preflight asked for Content-Type alone and passed. */
  async function expectArrivedOnce() {
    const received = await leads();
    expect(received.filter((lead) => !lead.repeat)).toHaveLength(1);
    expect(new Set((await payloads()).map((lead) => lead.id)).size).toBe(1);
    expect(received.map((lead) => lead.contentType)).toEqual(received.map(() => 'application/json'));
    const asked = await preflights();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).toEqual(asked.map(() => ({ headers: ['content-type'], refused: false })));
  }

  test('an autofilled form with a national number, sent at once, arrives once', async ({ page }) => {
    await sendAutofilled(page);
    await expectArrivedOnce();
  });

  test.describe('a visitor in the USA', () => {
    test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

    test('a typed national number arrives once, in the visitor’s country', async ({ page }) => {
      await sendUsNational(page);
      await expectArrivedOnce();
    });
  });

  test('Send tapped before the scripts ran arrives once, when they do', async ({ page }) => {
    // The scripts are held by a proxy, not page.route (which would answer the preflight itself).
    const gate = await startScriptGate(leadSitePort);
    try {
      await page.goto(`${gate.url}/contact-us?topic=study-in-usa`, { waitUntil: 'domcontentloaded' });
      await sendBeforeScripts(page);
      gate.release();
      await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
      expect(await payloads()).toEqual([expect.objectContaining({ name: 'Asha Rao', phone: '+919876543210', message: 'Sent before the page was ready.' })]);
      await expectArrivedOnce();
    } finally {
      await gate.close();
    }
  });

  test('an answer slower than 15 s, then sending again after a reload: one id, kept once', async ({ page }) => {
    await freeze(page);
    await setMode('slow');
    const f = await openForm(page);
    await fill(page);
    await f.submit.click();
    await expect.poll(async () => (await leads()).length).toBe(1);
    await page.clock.runFor(timing.leadTimeoutMs);
    await expect(f.el.getByRole('alert')).toContainText(unconfirmed);
    await receiver('/_release');
    await page.reload();
    await expectKept(page);
    await setMode('ok');
    await f.submit.click();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
    const received = await leads();
    expect(received).toHaveLength(2);
    expect(received.map((lead) => lead.repeat)).toEqual([false, true]);
    await expectArrivedOnce();
  });
});

// A family writes from the page in its own language: the form's words are that language's, the call
// defaults to it, and the firm still reads the topic in English.
for (const lang of translations) {
  test(`a lead sent from the ${englishNames[lang]} contact page arrives with callLanguage ${englishNames[lang]}`, async ({ page }) => {
    const t = dictionary(lang).contact;
    await freeze(page);
    const f = await openContactForm(page, 'study-in-usa', lang);
    await expect(f.el).toContainText(site.dataProtection.email);
    await f.name.fill('Lakshmi Narayan');
    await f.email.fill('lakshmi@example.com');
    await typePhone(page, '9876543210', lang);
    await f.message.fill('ಮಗಳಿಗೆ MS in USA ಬಗ್ಗೆ ಮಾಹಿತಿ ಬೇಕು.');
    await f.submit.click();
    const dialog = page.getByRole('dialog', { name: t.successTitle });
    await expect(dialog).toContainText(t.thanks);
    expect(await payloads()).toEqual([
      expect.objectContaining({
        name: 'Lakshmi Narayan',
        phone: '+919876543210',
        message: 'ಮಗಳಿಗೆ MS in USA ಬಗ್ಗೆ ಮಾಹಿತಿ ಬೇಕು.',
        topic: 'Study in the USA',
        page: localPath(lang, '/contact-us'),
        callLanguage: englishNames[lang],
      }),
    ]);
  });
}
