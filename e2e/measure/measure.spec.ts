import { expect, test, type Page } from '@playwright/test';
import { contactForm, typePhone } from '../contactForm';
import { hydrated } from '../support';
import type { ReceivedEvent } from './analyticsReceiver';
import { analyticsDomain, analyticsUrl, bookingUrl, leadReceiverPort, measureSiteUrl } from './ports';

const events = async () =>
  ((await (await fetch(`${analyticsUrl}/_events`)).json()) as ReceivedEvent[]).map((e) => ({ ...e, json: JSON.parse(e.body) as Record<string, unknown> }));
const named = async (name: string) => (await events()).filter((e) => e.json.name === name);

test.beforeEach(async () => {
  await fetch(`${analyticsUrl}/_reset`, { method: 'POST' });
  await fetch(`http://127.0.0.1:${leadReceiverPort}/_reset`, { method: 'POST' });
});

/** The booking page is not fetched: the test answers for it and reads the address it was asked for. */
async function answerBooking(page: Page) {
  await page.route(`${new URL(bookingUrl).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }));
}

const campaign = 'utm_source=google&utm_medium=cpc&utm_campaign=fall-2027';

test('Book Appointment leads to the booking page with the landing campaign, and counts as a booking tap', async ({ page }) => {
  await answerBooking(page);
  await page.goto(`/study-abroad/usa?${campaign}`);
  await hydrated(page);
  // The campaign belongs to the visit: a later page without it still passes it on.
  await page.goto('/about-us');
  await hydrated(page);
  const book = page.getByRole('banner').getByRole('link', { name: 'Book Appointment' });
  await expect(book).toHaveAttribute('href', bookingUrl);
  await book.click();
  await expect(page).toHaveURL(`${bookingUrl}?${campaign}`);
  await expect.poll(async () => (await named('Booking tap')).length).toBe(1);
});

test('Book a Consultation (How We Work) and the contact form’s booking link lead there too', async ({ page }) => {
  await page.goto(`/?utm_source=newsletter&utm_medium=email`);
  await hydrated(page);
  const consult = page.getByRole('link', { name: 'Book a Consultation' });
  await consult.dispatchEvent('pointerdown');
  await expect(consult).toHaveAttribute('href', `${bookingUrl}?utm_source=newsletter&utm_medium=email`);
  await page.goto('/contact-us');
  const instead = contactForm(page).el.getByRole('link', { name: 'Book a call instead' });
  await instead.dispatchEvent('pointerdown');
  await expect(instead).toHaveAttribute('href', `${bookingUrl}?utm_source=newsletter&utm_medium=email`);
});

test('the receiver gets the page view, cookieless, with only the path and campaign of the address', async ({ page }) => {
  await page.goto(`/study-abroad/uk?${campaign}&email=asha@example.com#top`);
  await hydrated(page);
  await expect.poll(async () => (await named('pageview')).length).toBe(1);
  const [view] = await named('pageview');
  expect(view!.json).toEqual({ name: 'pageview', url: `${measureSiteUrl}/study-abroad/uk?${campaign}`, domain: analyticsDomain, referrer: '' });
  expect(view!.contentType).toMatch(/^text\/plain/);
  expect(view!.cookie).toBe('');
  // A client-side navigation is a page view too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect.poll(async () => (await named('pageview')).map((e) => e.json.url)).toEqual([`${measureSiteUrl}/study-abroad/uk?${campaign}`, `${measureSiteUrl}/news`]);
});

test('a delivered lead is counted once the receiver accepted it, with no lead data', async ({ page }) => {
  await page.goto('/contact-us?topic=study-in-usa#contact-form');
  const f = contactForm(page);
  await expect(f.topic).toHaveValue('study-in-usa');
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await typePhone(page, '9876543210');
  await f.message.fill('MS in Computer Science, Fall 2027.');
  await f.submit.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  await expect.poll(async () => (await named('Lead delivered')).length).toBe(1);
  const body = (await named('Lead delivered'))[0]!.body;
  expect(body).not.toMatch(/Asha|asha@example\.com|9876543210/);
});

test('using a tool and tapping Call are counted', async ({ page }) => {
  await page.goto('/tools/education-loan');
  await hydrated(page);
  await page.getByLabel('Interest rate (% a year)').fill('9.5');
  await expect.poll(async () => (await named('Tool used')).map((e) => e.json.props)).toEqual([{ tool: 'Education loan EMI' }]);
  await page.getByRole('contentinfo').getByRole('link', { name: /^\+91/ }).first().dispatchEvent('click');
  await expect.poll(async () => (await named('Phone tap')).length).toBe(1);
});
