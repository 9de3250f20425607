import { expect, test, type Locator, type Page } from '@playwright/test';
import { newsFor } from '../content/news';
import { desktop, hydrated, phone } from './support';

/**
 * The landmarks, labels and overlaps a screen reader or a phone meets. The markup as tools nobody here
 * wrote read it (html-validate over every file of out/, the icons every page links) is checked without
 * a browser, in e2e/out/pages.test.mjs.
 */
test('the contact strip above the header is a landmark of its own, so the phone is reached by landmarks', async ({ page }) => {
  for (const path of ['/', '/contact-us', '/no-such-page']) {
    await page.goto(path);
    const strip = page.getByRole('region', { name: 'Contact details' });
    await expect(strip.getByRole('link', { name: /^Phone: \+91/ }), path).toBeVisible();
    await expect(strip.getByRole('link', { name: /^E-mail: / }), path).toBeVisible();
    await expect(strip.getByText(/^Address: /), path).toBeVisible();
  }
});

test('/contact-us: the head branch is a landmark beside the form, inside neither the form nor another region', async ({ page }) => {
  await page.goto('/contact-us');
  const branch = page.getByRole('complementary', { name: 'Marathahalli, Bengaluru' });
  await expect(branch).toBeVisible();
  await expect(page.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
  const container = await branch.evaluate((el) => {
    const landmark = el.parentElement?.closest('form, section[aria-label], section[aria-labelledby], aside, nav, [role="region"]');
    return landmark ? landmark.outerHTML.slice(0, 80) : null;
  });
  expect(container).toBeNull();
});

test('a news story is one article headed by its title, the banner included', async ({ page }) => {
  const story = newsFor('uk')[0]!;
  await page.goto(story.link);
  const article = page.getByRole('article', { name: story.title });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(story.title);
  await expect(article.getByText(`Source: ${story.sourceName}`)).toBeVisible();
});

/** The chart's text as drawn on screen: font size times any scaling an SVG applies to it. */
const chartTextSizes = (chart: Locator) =>
  chart.evaluate((figure) => {
    const sizes: { text: string; px: number }[] = [];
    for (const el of figure.querySelectorAll<Element>('*')) {
      if (el.closest('figcaption')) continue;
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim()).join('');
      if (!text) continue;
      const scale = el instanceof SVGGraphicsElement ? (el.getScreenCTM()?.a ?? 1) : 1;
      sizes.push({ text, px: Math.round(parseFloat(getComputedStyle(el).fontSize) * scale * 10) / 10 });
    }
    return sizes;
  });

for (const [name, viewport] of [
  ['390 px', phone],
  ['1366 px', desktop],
] as const) {
  test(`the EMI chart's labels keep the page's small text size at ${name}, each year under its bar`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/education-loan');
    const chart = page.locator('figure').filter({ has: page.getByRole('img', { name: /^Chart: of ₹/ }) }).first();
    await chart.scrollIntoViewIfNeeded();
    const sizes = await chartTextSizes(chart);
    expect(sizes.length).toBeGreaterThan(5);
    for (const { text, px } of sizes) {
      expect(px, text).toBeGreaterThanOrEqual(12);
      expect(px, text).toBeLessThanOrEqual(16);
    }
    // The first and last labelled years are centred under their own columns.
    const centres = await chart.evaluate((figure) => {
      const middle = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.left + box.width / 2;
      };
      const bars = [...figure.querySelectorAll('svg g')].map((g) => middle(g));
      const labels = [...figure.querySelectorAll('li')];
      const labelled = labels.map((li, i) => ({ i, text: li.textContent ?? '' })).filter((l) => l.text);
      return [labelled[0]!, labelled[labelled.length - 1]!].map(({ i }) => ({ bar: bars[i]!, label: middle(labels[i]!) }));
    });
    for (const { bar, label } of centres) expect(Math.abs(bar - label)).toBeLessThan(2);
  });
}

test('at 390 px a wrapped breadcrumb starts each line with a crumb, never with the separator', async ({ page }) => {
  await page.setViewportSize(phone);
  const story = newsFor('uk')[0]!;
  await page.goto(story.link);
  const crumbs = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .evaluateAll((items) => {
      const left = Math.min(...items.map((li) => li.getBoundingClientRect().left));
      return items.map((li, i) => ({
        i,
        startsLine: Math.abs(li.getBoundingClientRect().left - left) < 1,
        before: getComputedStyle(li, '::before').content,
      }));
    });
  const wrapped = crumbs.filter((c) => c.i > 0 && c.startsLine);
  // The trail does wrap at this width (Home / News / UK / the story's long title).
  expect(wrapped.length).toBeGreaterThan(0);
  for (const crumb of wrapped) expect(['none', 'normal'], `crumb ${crumb.i}`).toContain(crumb.before);
});

/** Scrolls so the field's bottom sits just above the phones' contact bar, where back-to-top used to float. */
async function bringAboveBar(page: Page, field: Locator) {
  const bar = page.getByRole('navigation', { name: 'Quick contact' });
  await field.scrollIntoViewIfNeeded();
  const [fieldBox, barBox] = [await field.boundingBox(), await bar.boundingBox()];
  await page.evaluate((dy) => window.scrollBy(0, dy), fieldBox!.y + fieldBox!.height - (barBox!.y - 4));
  await expect.poll(async () => {
    const box = await field.boundingBox();
    return Math.abs(box!.y + box!.height - (barBox!.y - 4));
  }).toBeLessThan(1);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('at 390 px the back-to-top button covers no field', () => {
  // A phone with its browser's bars showing: short enough that each field can sit at the bottom of the
  // screen once the page has scrolled past the 300 px that bring the button out.
  test.use({ viewport: { width: phone.width, height: 640 } });

  for (const { path, field } of [
    { path: '/contact-us', field: (page: Page) => page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Mobile Number', { exact: true }) },
    { path: '/study-abroad/usa', field: (page: Page) => page.getByRole('form', { name: 'Your estimate' }).getByLabel('Length of study', { exact: true }) },
    { path: '/tools/education-loan', field: (page: Page) => page.getByLabel('Repayment tenure (years)', { exact: true }) },
  ]) {
    test(`${path}: a field just above the contact bar is clear of it, and it steps aside while a field has focus`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const input = field(page);
      await bringAboveBar(page, input);
      const button = page.getByRole('button', { name: 'Back to top' });
      await expect(button).toBeVisible();
      expect(overlaps((await button.boundingBox())!, (await input.boundingBox())!)).toBe(false);
      // Docked in the bar's free end, clear of its two links.
      const bar = page.getByRole('navigation', { name: 'Quick contact' });
      const [buttonBox, barBox] = [(await button.boundingBox())!, (await bar.boundingBox())!];
      expect(buttonBox.y).toBeGreaterThanOrEqual(barBox.y);
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);
      for (const link of await bar.getByRole('link').all()) expect(overlaps(buttonBox, (await link.boundingBox())!)).toBe(false);

      await input.focus();
      await expect(button).toBeHidden();
      await input.blur();
      await expect(button).toBeVisible();
    });
  }
});
