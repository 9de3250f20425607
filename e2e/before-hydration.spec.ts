import { expect, test, type Page } from '@playwright/test';
import { countryFaqs, homeFaqs } from '../content/faqs';
import { faqAnswer } from '../lib/faqText';
import { newsFor } from '../content/news';
import { timing } from '../content/timing';
import { expectNoAxeViolations, freezeClock, pageHydrated, phone, settle, watchConsole } from './support';

/**
 * The page paints seconds before its scripts run on a phone (scripts/build/paint-first.mjs), and
 * nothing visible in that window may be a dead tap. Every script chunk and the flight data (.txt) are
 * held back (as on a phone, where they take 2–4 s, but here until the test releases them, however long
 * its steps take on a busy machine) while the visitor uses the page; then
 * the scripts arrive and the same controls must still behave as the spec says, with what was opened
 * or chosen before still open or chosen (components/behaviour/earlyControls.ts and the islands'
 * fromHtml).
 */

/** Only so that a test failing before it releases the scripts does not leave requests hanging. */
const HOLD_AT_MOST_MS = 60_000;

/** Holds every script chunk and the page's flight data until the returned function is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const backstop = setTimeout(release, HOLD_AT_MOST_MS);
  const hold = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await released;
    await route.continue().catch(() => {});
  };
  await page.route('**/_next/static/chunks/**', hold);
  await page.route(/\/[^/?]*\.txt(\?.*)?$/, hold);
  // Pages are then loaded to DOMContentLoaded: the held scripts, added after the first paint, would
  // keep the load event from firing.
  return async () => {
    // Still the page without its scripts when the test lets them in.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    clearTimeout(backstop);
    release();
    await pageHydrated(page);
  };
}

/** axe waits on timers: on a frozen clock, let time run for it, then freeze it again. */
async function expectNoAxeViolationsOnFrozenClock(page: Page) {
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Records every change React makes while hydrating to what shows a control's state (aria-expanded,
 * -selected, -pressed, hidden, open) on the early-script controls and their panels: there must be
 * none, or a menu opened early would flash closed, or a chosen tab jump back.
 */
async function watchStateChanges(page: Page) {
  await page.evaluate(() => {
    const changes: string[] = [];
    (window as unknown as { __stateChanges: string[] }).__stateChanges = changes;
    const watched = (el: Element) =>
      el.hasAttribute('data-early') ||
      el.tagName === 'DIALOG' ||
      Boolean(el.id && document.querySelector(`[data-early][aria-controls="${CSS.escape(el.id)}"]`));
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (!watched(el)) continue;
        const now = el.getAttribute(record.attributeName!);
        if (now !== record.oldValue) changes.push(`${el.tagName}#${el.id} ${record.attributeName}: ${record.oldValue} -> ${now}`);
      }
    }).observe(document.body, {
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ['aria-expanded', 'aria-selected', 'aria-pressed', 'hidden', 'open'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __stateChanges: string[] }).__stateChanges);
}

test.describe('at 1366 px', () => {
  test('the header menus open before the scripts run, stay open through hydration, then behave as the spec says', async ({ page }) => {
    // A long walk (two axe runs, the scripts held and released): about 24 s on a quiet 2-core machine.
    test.slow();
    const errors = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const studyAbroad = nav.getByRole('button', { name: 'Study Abroad' });
    const services = nav.getByRole('button', { name: 'Our Services' });
    const trainings = nav.getByRole('button', { name: 'Free Trainings' });

    await studyAbroad.click();
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    for (const country of ['USA', 'UK', 'Canada', 'Australia', 'Europe', 'New Zealand']) {
      await expect(nav.getByRole('link', { name: `Study in ${country}` })).toBeVisible();
    }
    // One top-level menu at a time; an outside click and Escape close.
    await services.click();
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Visa Guidance' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    // By keyboard: Enter opens, Tab goes into the links.
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All services' })).toBeFocused();
    await trainings.click();
    await expect(nav.getByRole('link', { name: 'TOEFL' })).toBeVisible();
    await expectNoAxeViolations(page);

    const box = await nav.getByRole('link', { name: 'TOEFL' }).boundingBox();
    const changes = await watchStateChanges(page);
    await release();
    expect(await changes()).toEqual([]);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(trainings).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'TOEFL' })).toBeVisible();
    expect(await nav.getByRole('link', { name: 'TOEFL' }).boundingBox()).toEqual(box);
    await expectNoAxeViolations(page);

    // React has it now, per quality.md: Escape closes the submenu first and returns focus.
    await trainings.focus();
    await page.keyboard.press('Escape');
    await expect(trainings).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await studyAbroad.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    // Reopening a menu shows its submenu closed.
    await services.click();
    await trainings.click();
    await services.click();
    await services.click();
    await expect(trainings).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'TOEFL' })).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: phone });

  test('the Menu opens the drawer before the scripts run; it stays open through hydration and then closes per spec', async ({ page }) => {
    const errors = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // A modal dialog: focus stays inside.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }
    // The close button, Escape and the overlay close it, and focus goes back to Menu.
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();

    await menu.click();
    await drawer.getByRole('button', { name: 'Our Services' }).click();
    await drawer.getByRole('button', { name: 'Free Trainings' }).click();
    await expect(drawer.getByRole('link', { name: 'PTE' })).toBeVisible();
    await expectNoAxeViolations(page);

    const changes = await watchStateChanges(page);
    await release();
    expect(await changes()).toEqual([]);
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'PTE' })).toBeVisible();
    await expectNoAxeViolations(page);

    // React has it now: Escape closes the open submenu first, then the drawer, returning focus.
    await drawer.getByRole('button', { name: 'Free Trainings' }).focus();
    await page.keyboard.press('Escape');
    await expect(drawer.getByRole('button', { name: 'Free Trainings' })).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Our Services' })).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await menu.click();
    await drawer.getByRole('button', { name: 'Our Services' }).click();
    await drawer.getByRole('link', { name: 'Visa Guidance' }).click();
    await expect(page).toHaveURL(/\/services\/visa-guidance$/);
    await expect(drawer).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('home: an FAQ answer opens and a news tab shows its country before the scripts run; both survive hydration', async ({ page }) => {
    // The home page is the heaviest to hold and release: it passes in about 20 s alone, not under a loaded suite's 30.
    test.slow();
    await freezeClock(page);
    const errors = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const [first, second] = homeFaqs;
    const question = (q: { question: string }) => page.getByRole('button', { name: q.question });
    await question(first!).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await question(second!).click();
    await expect(question(first!)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(second!.answer)).toBeVisible();

    const tablist = page.getByRole('tablist', { name: 'News by country' });
    await tablist.getByRole('tab', { name: 'UK', exact: true }).click();
    await expect(tablist.getByRole('tab', { name: 'UK', exact: true })).toHaveAttribute('aria-selected', 'true');
    const ukPanel = page.getByRole('tabpanel', { name: 'UK' });
    await expect(ukPanel.getByRole('link', { name: newsFor('uk')[0]!.title })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'USA' })).toBeHidden();
    await expectNoAxeViolationsOnFrozenClock(page);

    const changes = await watchStateChanges(page);
    await release();
    expect(await changes()).toEqual([]);
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(ukPanel.getByRole('link', { name: newsFor('uk')[0]!.title })).toBeVisible();
    await expectNoAxeViolationsOnFrozenClock(page);

    // Hydrated: one answer at a time, and the open one closes on a click.
    await question(first!).click();
    await expect(question(second!)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first!.answer)).toBeVisible();
    await question(first!).click();
    await expect(page.getByText(first!.answer)).toBeHidden();
    // A tab change shows the spinner for 500 ms.
    await tablist.getByRole('tab', { name: 'Canada', exact: true }).click();
    const spinner = page.getByRole('status').filter({ hasText: 'Loading Canada news…' });
    await expect(spinner).toBeVisible();
    await page.clock.runFor(timing.newsSpinnerMs - 1);
    await settle(page);
    await expect(spinner).toBeVisible();
    await page.clock.runFor(1);
    await expect(spinner).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'Canada' }).getByRole('link', { name: newsFor('canada')[0]!.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('rows scroll natively before the scripts run; their buttons appear with them, in place, and the row stays where it was', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('list', { name: 'universities' });
    const next = page.getByRole('button', { name: 'Next universities', includeHidden: true });
    await list.scrollIntoViewIfNeeded();
    // Not shown (no dead buttons), but their place is kept.
    await expect(next).toBeHidden();
    const box = await next.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    await list.hover();
    await page.mouse.wheel(300, 0);
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const scrolled = await list.evaluate((el) => el.scrollLeft);

    await release();
    await expect(next).toBeVisible();
    expect(await next.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)).toEqual(box);
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(scrolled);
  });

  test('the about page’s carousel swipes natively before the scripts run, and embla starts on the same slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdScripts(page);
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('list', { name: 'value-added services' });
    const next = page.getByRole('button', { name: 'Next value-added services', includeHidden: true });
    await list.scrollIntoViewIfNeeded();
    await expect(next).toBeHidden();
    const viewport = list.locator('xpath=..');
    await viewport.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }));
    // The slide whose content starts nearest the viewport's left edge.
    const shown = () =>
      list.evaluate((el) => {
        const edge = el.parentElement!.getBoundingClientRect().left;
        const offset = (li: Element) => Math.abs(li.getBoundingClientRect().left + parseFloat(getComputedStyle(li).paddingLeft) - edge);
        const [slide] = [...el.children].sort((a, b) => offset(a) - offset(b));
        return slide?.querySelector('h3')?.textContent ?? null;
      });
    const before = await shown();
    expect(before).not.toBeNull();

    await release();
    await expect(next).toBeVisible();
    expect(await shown()).toBe(before);
    expect(await viewport.evaluate((el) => el.scrollLeft)).toBe(0);
  });
});

test.describe('FAQ and news pages at 1366 px', () => {
  test('/faq: a country and an answer chosen before the scripts run are kept by hydration', async ({ page }) => {
    const errors = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    const australiaFirst = countryFaqs.find((faq) => faq.country === 'Australia' && faq.answer)!;
    await page.getByRole('button', { name: australiaFirst.question }).click();
    // The answer as the page writes it: its figure from Australia's record, with its source and dates.
    const australiaAnswer = faqAnswer(australiaFirst.answer);
    await expect(page.getByText(australiaAnswer)).toBeVisible();
    const countries = page.getByRole('list', { name: 'FAQ countries' });
    await countries.getByRole('button', { name: 'United Kingdom', exact: true }).click();
    await expect(countries.getByRole('button', { name: 'United Kingdom', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(countries.getByRole('button', { name: 'Australia', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About United Kingdom' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About Australia' })).toBeHidden();
    await expectNoAxeViolations(page);

    const changes = await watchStateChanges(page);
    await release();
    expect(await changes()).toEqual([]);
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About United Kingdom' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Back to Australia, with React: the answer opened before hydration is still open.
    await countries.getByRole('button', { name: 'Australia', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Questions About Australia' })).toBeVisible();
    await expect(page.getByText(australiaAnswer)).toBeVisible();
    await page.getByRole('button', { name: australiaFirst.question }).click();
    await expect(page.getByText(australiaAnswer)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('/news#canada lands on Canada before the scripts run; a tab chosen then is not reset by hydration', async ({ page }) => {
    await freezeClock(page);
    const release = await holdScripts(page);
    await page.goto('/news#canada', { waitUntil: 'domcontentloaded' });
    const tablist = page.getByRole('tablist', { name: 'News by country' });
    const tab = (label: string) => tablist.getByRole('tab', { name: label, exact: true });
    await expect(tab('Canada')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Canada' }).getByRole('link', { name: newsFor('canada')[0]!.title })).toBeVisible();
    await tab('Germany').click();
    await expect(page.getByRole('tabpanel', { name: 'Germany' }).getByRole('link', { name: newsFor('germany')[0]!.title })).toBeVisible();
    await expect(tab('Germany')).toBeFocused();

    const changes = await watchStateChanges(page);
    await release();
    expect(await changes()).toEqual([]);
    await page.clock.runFor(1_000);
    await expect(tab('Germany')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status')).toBeEmpty();
    // Hydrated: arrow keys move between tabs, each change with the 500 ms spinner.
    await tab('Germany').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('New Zealand')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status')).toHaveText('Loading New Zealand news…');
    await page.clock.runFor(timing.newsSpinnerMs);
    await expect(page.getByRole('status')).toBeEmpty();
    await expect(page.getByRole('tabpanel', { name: 'New Zealand' })).toBeVisible();
  });
});
