import { expect, test } from '@playwright/test';
import { contactForm, openContactForm, openWithScriptsHeld, paste, typePhone } from './contactForm';
import { headBranch, offices } from '../content/offices';
import { site, whatsappHref } from '../content/site';
import { timing } from '../content/timing';
import { expectNoAxeViolations, freezeClock, hydrated, phone, scrollLeft, settle } from './support';

const messages = {
  name: 'Please enter Full Name.',
  email: 'Please enter Email address.',
  phone: 'Please Enter Mobile Number.',
  message: 'Please enter your Message.',
};

const form = contactForm;
const openForm = openContactForm;

test.describe('contact form', () => {
  test('lands on the form with the topic from the link', async ({ page }) => {
    const f = await openForm(page, 'faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch with Us');
    await expect(f.el).toBeInViewport();
    await expect(f.topic.locator('option:checked')).toHaveText('A Question from the FAQ');
  });

  test('flags empty fields with the spec’s messages, focuses the first, and clears each error on edit', async ({ page }) => {
    const f = await openForm(page);
    await f.submit.click();

    for (const [field, text] of Object.entries(messages) as [keyof typeof messages, string][]) {
      await expect(f.el.getByText(text, { exact: true })).toBeVisible();
      await expect(f[field]).toHaveAttribute('aria-invalid', 'true');
      await expect(f[field]).toHaveAccessibleDescription(text);
    }
    await expect(f.name).toBeFocused();
    // The browser's own validation bubbles never replace these messages, and nothing was submitted.
    await expect(page).toHaveURL(/\/contact-us\?topic=appointment#contact-form$/);
    await expectNoAxeViolations(page);

    await f.name.fill('Asha Rao');
    await expect(f.el.getByText(messages.name)).toBeHidden();
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.el.getByText(messages.email)).toBeVisible();

    await f.submit.click();
    await expect(f.email).toBeFocused();

    await f.email.fill('asha@example.com');
    await typePhone(page, '2');
    await expect(f.el.getByText(messages.phone)).toBeHidden();
    await typePhone(page, '025550123');
    await expect(f.el.getByText(messages.message)).toBeVisible();
    await f.submit.click();
    await expect(f.message).toBeFocused();
  });

  test('a complete message shows the success dialog, clears the form and returns focus', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', async (msg) => {
      if (msg.type() !== 'info') return;
      const args = await Promise.all(msg.args().map((arg) => arg.jsonValue() as Promise<unknown>));
      logged.push(JSON.stringify(args));
    });
    // The dialog swallows clicks for its settle time (a double click's tail is not a choice to close);
    // a person reads the message first. The page's clock is moved past it, not waited for.
    await page.clock.install();
    const f = await openForm(page);
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await typePhone(page, '2025550123');
    await f.message.fill('I would like to study in Canada.');
    await f.submit.click();

    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Thank you for your message. We will get back to you soon!');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectNoAxeViolations(page);

    // Focus stays inside the modal dialog.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);

    await page.clock.runFor(timing.dialogSettleMs);
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(f.submit).toBeFocused();
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    // Spec §7: the data is only logged locally.
    await expect.poll(() => logged.some((text) => text.includes('Asha Rao') && text.includes('asha@example.com'))).toBe(true);

    // Sent, so nothing comes back on reload.
    await page.reload();
    await expect(f.topic).toHaveValue('appointment');
    await expect(f.name).toHaveValue('');
  });

  test('beside Send, a notice says what is collected, why, for how long and whom to ask, with the privacy policy', async ({ page }) => {
    const f = await openForm(page);
    const notice = f.el.getByText(/At present this form does not send your details anywhere/);
    await expect(notice).toBeVisible();
    const privacy = f.el.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toHaveAttribute('href', '/privacy-policy#contact-form');
    // An adult sees no guardian field; ticking "I am under 18" shows it.
    const guardian = f.el.getByLabel('Parent’s or guardian’s mobile number or e-mail');
    await expect(guardian).toBeHidden();
    await f.el.getByRole('checkbox', { name: 'I am under 18' }).check();
    await expect(guardian).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Escape also closes the success dialog', async ({ page }) => {
    const f = await openForm(page);
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await typePhone(page, '2025550123');
    await f.message.fill('Hello');
    await f.submit.click();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeHidden();
    await expect(f.submit).toBeFocused();
  });

  test('a reload restores the unsent draft', async ({ page }) => {
    const f = await openForm(page);
    await f.name.fill('Ravi Kumar');
    await f.email.fill('ravi@example.com');
    await typePhone(page, '2025550123');
    await f.message.fill('Do you help with education loans?');

    await page.reload();
    await expect(f.topic).toHaveValue('appointment');
    await expect(f.name).toHaveValue('Ravi Kumar');
    await expect(f.email).toHaveValue('ravi@example.com');
    await expect(f.message).toHaveValue('Do you help with education loans?');
    await expect(f.phone).toHaveValue(/202.*555.*0123/);
  });
});

test.describe('nothing typed is lost', () => {
  test('two tabs keep their own drafts through a reload', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const a = await openForm(first);
    const b = await openForm(second);
    await a.name.fill('Asha Rao');
    await a.message.fill('Masters in the UK');
    await b.name.fill('Ravi Kumar');
    await b.message.fill('Loans for Germany');

    await first.reload();
    await second.reload();
    await expect(a.topic).toHaveValue('appointment');
    await expect(a.name).toHaveValue('Asha Rao');
    await expect(a.message).toHaveValue('Masters in the UK');
    await expect(b.topic).toHaveValue('appointment');
    await expect(b.name).toHaveValue('Ravi Kumar');
    await expect(b.message).toHaveValue('Loans for Germany');
  });

  test('a double click or a double Enter on submit cannot dismiss the success dialog', async ({ page }) => {
    // A person's two presses come within a moment of each other; on a loaded runner Playwright's two
    // round trips can lie further apart than the dialog's settle time, so the page's clock stands still.
    await freezeClock(page);
    const f = await openForm(page);
    const fill = async () => {
      await f.name.fill('Asha Rao');
      await f.email.fill('asha@example.com');
      await typePhone(page, '2025550123');
      await f.message.fill('Hello');
    };
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await fill();
    await f.submit.dblclick();
    await expect(dialog).toBeVisible();
    await settle(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await fill();
    await f.name.press('Enter');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await settle(page);
    await expect(dialog).toBeVisible();
  });

  test('the phone field starts on the visitor’s country when the browser says where they are', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });
    const page = await context.newPage();
    const f = await openForm(page);
    await expect(f.country).toHaveValue('IN');
    await expect(f.phone).toHaveValue('+91');
    await context.close();
  });

  test('pasted or typed +91 and +44 numbers switch the country instead of being dropped', async ({ page }) => {
    const f = await openForm(page);
    await expect(f.country).toHaveValue('US');
    await f.phone.click();
    // The interactive field, not the one drawn while its metadata is on the way (what is typed there is
    // read when it arrives: "a number typed and sent while …" below). Only the library marks its focused
    // field. The metadata can take longer than an assertion's 5 s on a loaded 2-core runner.
    await expect(f.el.locator('.PhoneInput--focus')).toHaveCount(1, { timeout: 20_000 });
    await f.phone.press('End');
    await paste(f.phone, '+91 98765 43210');
    await expect(f.country).toHaveValue('IN');
    await expect(f.phone).toHaveValue('+91 98765 43210');

    await f.phone.press('End');
    await paste(f.phone, '+44 7400 123456');
    await expect(f.country).toHaveValue('GB');
    await expect(f.phone).toHaveValue('+44 7400 123456');

    // Typed with its "+", at the end of what is there.
    await f.phone.press('End');
    await f.phone.pressSequentially('+919876543210');
    await expect(f.country).toHaveValue('IN');
    await expect(f.phone).toHaveValue('+91 98765 43210');
  });

  test('changing the country keeps the digits typed, and a number that cannot be one gets its own message', async ({ page }) => {
    const f = await openForm(page);
    await typePhone(page, '98765');
    await f.country.selectOption('IN');
    await expect(f.phone).toHaveValue('+91 98765');
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await f.message.fill('Hello');
    await f.submit.click();
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.el.getByText('Please enter a valid mobile number.')).toBeVisible();
    await expect(f.phone).toBeFocused();
    await f.phone.press('End');
    await f.phone.pressSequentially('43210');
    await expect(f.el.getByText('Please enter a valid mobile number.')).toBeHidden();
    await expect(f.phone).toHaveValue('+91 98765 43210');
  });

  test('the phone field’s metadata loads only once the visitor turns to the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const f = await openForm(page);
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    await expect(f.phone).toHaveValue('+1');

    // Turning to the form fetches it (before the phone field is reached), and only then.
    await f.name.focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
    await typePhone(page, '2025550123');
    await expect(f.phone).toHaveValue('+1 202 555 0123');
  });

  test('a number typed and sent while the phone field’s metadata is on its way is read once it arrives', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', async (msg) => {
      if (msg.type() === 'info') logged.push(JSON.stringify(await Promise.all(msg.args().map((arg) => arg.jsonValue() as Promise<unknown>))));
    });
    const f = await openForm(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    // Autofill: whole values at once, then Send straight away.
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await f.phone.fill('+44 7400 123456');
    await f.message.fill('Sent before the field was ready.');
    await f.submit.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
    await expect
      .poll(() => logged.filter((text) => text.includes('Sent before the field was ready.') && text.includes('+447400123456')).length)
      .toBe(1);
  });

  test('offers WhatsApp beside the form and on the head-branch card, as plain links', async ({ page }) => {
    await openForm(page);
    const links = page.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', whatsappHref());
    expect(whatsappHref()).toMatch(/^https:\/\/wa\.me\/\d{10,15}\?text=\S+$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form says how else to reach us, and Send or Enter never reloads the page with the words lost', async ({ page }) => {
    await page.goto('/contact-us');
    const f = form(page);
    // Playwright's text and role queries skip <noscript> whatever the scripting setting, so this one
    // looks the note up by tag (toBeVisible checks the browser really lays it out).
    const note = f.el.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This form needs JavaScript to send.');
    await expect(note.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
    await expect(note.locator(`a[href="${site.phone.href}"]`)).toHaveText(site.phone.display);
    await expect(note.locator(`a[href="${whatsappHref()}"]`)).toHaveText('WhatsApp');

    // Without a receiver there is nowhere to send to: no Send button, and Enter in a field does nothing.
    await expect(f.submit).toBeHidden();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await f.phone.fill('+91 98765 43210');
    await f.message.fill('No JavaScript here.');
    await f.name.press('Enter');
    await page.waitForLoadState();
    expect(requests.filter((line) => line.includes('/contact-us'))).toEqual([]);
    await expect(f.name).toHaveValue('Asha Rao');
    await expect(f.message).toHaveValue('No JavaScript here.');
  });
});

test.describe('a Send tapped before the scripts arrive', () => {
  test('is held, says so, and is sent the moment the scripts run, with every word', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', async (msg) => {
      if (msg.type() === 'info') logged.push(JSON.stringify(await Promise.all(msg.args().map((arg) => arg.jsonValue() as Promise<unknown>))));
    });
    const release = await openWithScriptsHeld(page, '/contact-us?topic=visa-support');
    const f = form(page);
    // Autofill: whole values at once, then Send straight away.
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await f.phone.fill('+1 202 555 0123');
    await f.message.fill('Sent before the page was ready.');
    await f.submit.click();
    await expect(f.el.getByRole('status').filter({ hasText: 'Your message will be sent as soon as the page has finished loading.' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    await expect(f.name).toHaveValue('Asha Rao');
    await expectNoAxeViolations(page);

    release();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
    await expect.poll(() => logged.some((text) => text.includes('Sent before the page was ready.') && text.includes('+12025550123'))).toBe(true);
    await expect(f.el.getByText('Your message will be sent as soon as the page has finished loading.')).toBeHidden();
  });

  test('with a field emptied, the browser stops the Send before the scripts run; corrected, it is sent once they do', async ({ page }) => {
    const release = await openWithScriptsHeld(page, '/contact-us');
    const f = form(page);
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.com');
    await f.phone.fill('+1 202 555 0123');
    await f.message.fill('Almost done.');
    // Native validation guards the form until its script runs: an emptied field stops the Send.
    await f.message.fill('');
    await f.submit.click();
    expect(await f.message.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
    await f.message.fill('Done now.');
    await f.submit.click();
    release();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  });
});

test.describe('head branch and map', () => {
  test('the map frame loads only after "Show map" is pressed', async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
    });
    await openForm(page);

    const branch = page.getByRole('complementary', { name: 'Marathahalli, Bengaluru' });
    await expect(branch.getByText('Head Branch', { exact: true })).toBeVisible();
    await expect(branch.getByRole('link', { name: headBranch.phone })).toHaveAttribute(
      'href',
      `tel:${headBranch.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(branch.getByRole('link', { name: headBranch.email })).toHaveAttribute('href', `mailto:${headBranch.email}`);
    await expect(branch.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', headBranch.mapLink);

    const frame = page.getByTitle('Map of our head branch in Marathahalli, Bengaluru');
    await expect(frame).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await branch.getByRole('button', { name: 'Show map' }).click();
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /output=embed/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(branch.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });
});

for (const [width, viewport] of [
  ['390 px', phone],
  ['1366 px', { width: 1366, height: 768 }],
] as const) {
  test.describe(`failed submit at ${width}`, () => {
    test.use({ viewport });

    test('shows the first invalid field with its label below the sticky header', async ({ page }) => {
      const f = await openForm(page);
      await hydrated(page);
      await f.submit.scrollIntoViewIfNeeded();
      await f.submit.click();
      await expect(f.name).toBeFocused();
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      // The page scrolls smoothly (unless reduced motion): read the label's place once it has arrived.
      const labelBox = () =>
        f.name.evaluate((el) => {
          const box = (el as HTMLInputElement).labels![0]!.getBoundingClientRect();
          return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
        });
      await expect.poll(async () => {
        const label = await labelBox();
        return label.top >= headerBottom && label.bottom <= viewport.height;
      }).toBe(true);
    });
  });
}

test.describe('offices row (1366 px)', () => {
  test('shows no arrow buttons when all offices fit', async ({ page }) => {
    await openForm(page);
    const row = page.getByRole('list', { name: 'offices' });
    await row.scrollIntoViewIfNeeded();
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'Next offices' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Previous offices' })).toBeHidden();
  });
});

test.describe('offices row (390 px)', () => {
  test.use({ viewport: phone, reducedMotion: 'reduce' });

  test('lists the offices and scrolls about 300 px per button press', async ({ page }) => {
    await openForm(page);
    const row = page.getByRole('list', { name: 'offices' });
    await expect(row.getByRole('heading', { level: 3 })).toHaveText(offices.map((office) => office.city));
    for (const office of offices) {
      await expect(row.getByRole('link', { name: `View ${office.city} office on the map` })).toHaveAttribute(
        'href',
        office.mapLink,
      );
      await expect(row.getByRole('link', { name: office.phone })).toHaveAttribute('href', /^tel:\+\d+$/);
    }

    await row.scrollIntoViewIfNeeded();
    const position = () => scrollLeft(row);
    expect(await position()).toBe(0);
    const previous = page.getByRole('button', { name: 'Previous offices' });
    await expect(previous).toBeDisabled();

    await page.getByRole('button', { name: 'Next offices' }).click();
    await expect.poll(position).toBeCloseTo(300, -1);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(position).toBe(0);
  });
});
