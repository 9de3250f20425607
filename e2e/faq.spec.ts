import { expect, test, type Page } from '@playwright/test';
import { countryFaqs, defaultFaqCountry, faqCountries } from '../content/faqs';
import { faqAnswer } from '../lib/faqText';
import { expectNoAxeViolations, freezeClock, itemInsideRow, pageHydrated, phone, scrollLeft } from './support';

const countryRow = (page: Page) => page.getByRole('list', { name: 'FAQ countries' });
const countryButton = (page: Page, country: string) => countryRow(page).getByRole('button', { name: country, exact: true });

/** Clicks until the click lands on a hydrated button (the static HTML is in place before React is). */
async function choose(page: Page, country: string) {
  const button = countryButton(page, country);
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
}

test.describe('FAQ page (1366 px)', () => {
  test('opens on Australia with its questions, and choosing a country changes only the questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Questions, Answered');
    expect(defaultFaqCountry).toBe('Australia');

    await expect(countryRow(page).getByRole('button')).toHaveText([...faqCountries]);
    await expect(countryButton(page, 'Australia')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About Australia' })).toBeVisible();
    const australia = page.getByRole('region', { name: 'Questions About Australia' });
    await expect(australia.getByRole('heading', { level: 3 })).toHaveCount(
      countryFaqs.filter((faq) => faq.country === 'Australia').length,
    );

    await choose(page, 'Canada');
    await expect(countryButton(page, 'Australia')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About Canada' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About Australia' })).toBeHidden();
    const firstCanadaQuestion = countryFaqs.find((faq) => faq.country === 'Canada')?.question ?? '';
    await expect(page.getByRole('button', { name: firstCanadaQuestion })).toBeVisible();

    // The call to action below stays the same whatever the country.
    await expect(page.getByRole('heading', { level: 2, name: 'Not Sure Where to Begin?' })).toBeVisible();
    await expect(page.getByText('Want to know more about Abroad Education?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Counseling' })).toHaveAttribute(
      'href',
      '/contact-us?topic=faq#contact-form',
    );
  });

  test('the plus/minus accordion opens one answer at a time and closes the open one on a second click', async ({ page }) => {
    await page.goto('/faq');
    const region = page.getByRole('region', { name: 'Questions About Australia' });
    const questions = region.getByRole('heading', { level: 3 }).getByRole('button');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The marker: a plus while closed, a minus while open (the sprite's icons, one shown by CSS).
    const marker = (button: typeof first, name: string) => button.locator(`svg:has(use[href$="#${name}"])`);
    await expect(marker(first, 'plus')).toBeVisible();
    await expect(marker(first, 'minus')).toBeHidden();

    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    await expect(marker(first, 'minus')).toBeVisible();
    await expect(marker(first, 'plus')).toBeHidden();
    // Written out as the page writes it: the visa fee from Australia's record, with its source and dates.
    const firstAnswer = faqAnswer(countryFaqs.find((faq) => faq.country === 'Australia')?.answer ?? '');
    expect(firstAnswer).toContain('The visa application fee is AUD 2,000 for applications from 1 July 2025.');
    expect(firstAnswer).toMatch(/Source: immi\.homeaffairs\.gov\.au · not yet confirmed\.$/);
    await expect(region.getByText(firstAnswer)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(region.getByText(firstAnswer)).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: the questions are buttons, so Enter toggles them.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  test('every country shows its own questions, or says it has none', async ({ page }) => {
    await page.goto('/faq');
    for (const country of faqCountries) {
      await choose(page, country);
      const region = page.getByRole('region', { name: `Questions About ${country}` });
      await expect(region).toBeVisible();
      const count = countryFaqs.filter((faq) => faq.country === country).length;
      await expect(region.getByRole('heading', { level: 3 })).toHaveCount(count);
      // Only a country without questions shows the empty state (today every country has some).
      if (count === 0) await expect(region.getByText(`No questions available for ${country}`)).toBeVisible();
    }
  });

  test('has FAQPage structured data with every answered question, and no axe violations', async ({ page }) => {
    await page.goto('/faq');
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    expect(faqPage?.mainEntity.map((q) => q.name)).toEqual(
      countryFaqs.filter((faq) => faq.answer.trim() !== '').map((faq) => faq.question),
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('FAQ country row (390 px)', () => {
  test.use({ viewport: phone });

  test('scrolls sideways by about 300 px every 3 s, and its Pause button stops it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/faq');
    await pageHydrated(page);
    const pause = page.getByRole('button', { name: 'Pause FAQ countries' });
    // The pause button appears once the row runs (the static HTML assumes no motion).
    await expect(pause).toBeVisible();
    const row = countryRow(page);
    const position = () => scrollLeft(row);
    // The row opens on the selected country; measure the steps from the start.
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'auto' }));
    expect(await position()).toBe(0);

    await page.clock.runFor(2900);
    expect(await position()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(position).toBeCloseTo(300, -1);

    await pause.click();
    const play = page.getByRole('button', { name: 'Play FAQ countries' });
    await expect(play).toBeVisible();
    // Move pointer and focus away, so only the pause button can be holding the row still.
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(6000);
    expect(await position()).toBeCloseTo(300, -1);

    await play.click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(3000);
    await expect.poll(position).toBeCloseTo(600, -1);
  });

  test('shows the selected country in the row on load and after a change', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/faq');
    await pageHydrated(page);
    const row = countryRow(page);
    await expect(countryButton(page, 'Australia')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => itemInsideRow(row, 'Australia')).toBe(true);
    // The page itself stays at the top: only the row moved.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A choice made while the button is out of view (dispatchEvent does not scroll, unlike click).
    await page.getByRole('button', { name: 'Pause FAQ countries' }).click();
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'auto' }));
    expect(await itemInsideRow(row, 'New Zealand')).toBe(false);
    await countryButton(page, 'New Zealand').dispatchEvent('click');
    await expect(countryButton(page, 'New Zealand')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => itemInsideRow(row, 'New Zealand')).toBe(true);
  });
});

test.describe('FAQ country row under a finger (390 px, touch)', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('holds still while a finger is on the row, even once it has swiped', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/faq');
    await pageHydrated(page);
    const row = countryRow(page);
    await expect(page.getByRole('button', { name: 'Pause FAQ countries' })).toBeVisible();
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'auto' }));
    const box = (await row.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await page.context().newCDPSession(page);
    // A short swipe: the browser takes the gesture over (pointer events end), the finger stays down.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y }] });
    for (const x of [190, 180, 170]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    // The swipe's scroll lands a frame or two after the last move (read at 5 px, then 15 px, once on a
    // busy machine): take the held position once two reads agree. The page's clock is paused, so only
    // the gesture can move the row meanwhile.
    let last = -1;
    const settled = async () => {
      const previous = last;
      last = await scrollLeft(row);
      return last === previous;
    };
    await expect.poll(settled, { intervals: [200] }).toBe(true);
    const held = last;
    await page.clock.runFor(6000);
    expect(await scrollLeft(row)).toBe(held);

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const released = await scrollLeft(row);
    await page.clock.runFor(3000);
    await expect.poll(() => scrollLeft(row)).not.toBe(released);
  });
});
