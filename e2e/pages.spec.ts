import { expect, test } from '@playwright/test';
import { freezeClock, phone } from './support';

test.describe('contact page', () => {
  test('flags each empty field with the spec text, focuses the first, and clears an error on edit', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch with Us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Full Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    for (const text of ['Please enter Full Name.', 'Please enter Email address.', 'Please Enter Mobile Number.', 'Please enter your Message.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await name.fill('Asha');
    await expect(page.getByText('Please enter Full Name.', { exact: true })).toBeHidden();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter Email address.', { exact: true })).toBeVisible();
  });

  test('a complete form shows the success dialog, clears, and returns focus; a draft survives a reload', async ({ page }) => {
    await page.goto('/contact-us?topic=appointment#contact-form');
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email address').fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill('+1 212 555 0100');
    await page.getByLabel('Message', { exact: true }).fill('I want to study data science in the USA.');
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('I want to study data science in the USA.');

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Thank you for your message. We will get back to you soon!');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(send).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('loads the map only on request and scrolls the offices by 300 px', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute('href', /^tel:/);
    const offices = page.getByRole('list', { name: 'offices' });
    await expect(offices.getByRole('listitem')).toHaveCount(3);
    await page.setViewportSize(phone);
    await page.getByRole('button', { name: 'Next offices' }).click();
    await expect.poll(() => offices.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(299);
    expect(await offices.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(301);
  });
});

test.describe('FAQ page', () => {
  test('defaults to Australia and shows only the chosen country’s questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Questions, Answered');
    await expect(page.getByRole('heading', { name: 'Questions About Australia' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Australia/, pressed: true })).toBeVisible();
    await page.getByRole('button', { name: /United Kingdom/ }).click();
    await expect(page.getByRole('heading', { name: 'Questions About United Kingdom' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions About Australia' })).toBeHidden();

    const region = page.getByRole('heading', { name: 'Questions About United Kingdom' }).locator('xpath=..');
    const first = region.getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Not Sure Where to Begin?' })).toBeVisible();
    await expect(page.getByText('Want to know more about Abroad Education?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Counseling' })).toHaveAttribute('href', /#contact-form$/);
  });
});

test.describe('news', () => {
  test('the news page filters by country with the 500 ms spinner and links to real articles', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/news');
    const tabs = page.getByRole('tablist', { name: 'News by country' });
    await tabs.getByRole('tab', { name: 'Canada' }).click();
    await expect(page.getByRole('status')).toContainText('Loading Canada news');
    await page.clock.runFor(500);
    const first = page.getByRole('tabpanel').getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/news/canada/1');
    const title = (await first.textContent())!.trim();
    await page.goto('/news/canada/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^Source:/)).toBeVisible();
  });
});
