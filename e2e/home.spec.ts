import { expect, test, type Page } from '@playwright/test';
import { events as studyEvents } from '../content/events';
import { currentStep, expectTimelineCycle, firstVisibleCardOffset, freezeClock, hydrated, pageHydrated, phone, scrollLeft, waitForVisibility } from './support';
import { timing } from '../content/timing';
import { specCounts } from '../content/specCounts';

async function bringIntoView(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading }).scrollIntoViewIfNeeded();
}

/**
 * Runs a row's autoplay and arrows, checking after each move that the first card that shows starts
 * at the row's edge (no card cut through its text), and at the last stop too.
 */
async function expectStopsAtCardStarts(page: Page, name: string, autoSteps: number) {
  // Scripts start after the first paint: the row only moves once the page has hydrated.
  await pageHydrated(page);
  const list = page.getByRole('list', { name });
  for (let step = 1; step <= autoSteps; step += 1) {
    await page.clock.runFor(3000);
    await expect.poll(() => scrollLeft(list)).toBeGreaterThan(0);
    await expect.poll(() => firstVisibleCardOffset(list)).toBe(0);
  }
  await page.getByRole('button', { name: `Pause ${name}` }).click();
  for (const arrow of ['Next', 'Previous']) {
    await page.getByRole('button', { name: `${arrow} ${name}` }).click();
    await expect.poll(() => firstVisibleCardOffset(list)).toBe(0);
  }
  await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'auto' }));
  await expect.poll(() => firstVisibleCardOffset(list)).toBe(0);
}

test.describe('home page', () => {
  test('shows the spec blocks in order with their exact texts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn your Study abroad Dreams into reality');
    await expect(page.getByRole('link', { name: 'Start your Journey' })).toHaveAttribute('href', '/courses');
    const h2 = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      '01 About Us',
      '02 Services of Students',
      '03 How We Work',
      '04 Discover top-rated Universities',
      '05 What our students say',
      '06 Study abroad events',
      'Frequently asked questions',
      'Study-abroad news',
      // Not a spec block: the free tools and trust pages, before the closing call to action.
      'Plan it yourself, for free',
      'Get a Free Counselling',
    ];
    expect(h2.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(order);
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', /\/contact-us\?topic=.+#contact-form$/);
    for (const [title, label] of [
      ['Free Consultation', 'Book a Consultation'],
      ['Document Collection & Review', 'Submit Your Documents'],
      ['Application Submission', 'Start Your Application'],
      ['Visa Approval & Post-Visa Support', 'Get Support'],
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', /#contact-form$/);
    }
    for (const title of ['Student Counselling', 'Visa Counselling', 'Choose a Suitable University']) {
      const card = page.getByRole('heading', { name: title, level: 3 });
      await expect(card).toBeVisible();
      // Informational cards: no link inside.
      await expect(card.locator('xpath=ancestor::li[1]').getByRole('link')).toHaveCount(0);
    }
    await expect(page.getByRole('list', { name: 'universities' }).getByRole('listitem')).toHaveCount(specCounts.universities);
    await expect(page.getByRole('list', { name: 'reviews' }).getByRole('listitem')).toHaveCount(specCounts.reviews);
    // The spec's eight 2024 events, marked past, after the upcoming ones.
    const eventItems = page.getByRole('list', { name: 'events' }).getByRole('listitem');
    await expect(eventItems.filter({ hasText: 'Past event' })).toHaveCount(specCounts.events2024);
    expect(await eventItems.count()).toBeGreaterThan(specCounts.events2024);
    await expect(page.getByRole('img', { name: /^Rated \d(\.5)? out of 5$/ })).toHaveCount(specCounts.reviews);
  });

  test('counters print final values in the HTML and count up to them once seen', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    for (const value of ['5+', '400+', '40+', '1,000+']) expect(html).toContain(value);

    await freezeClock(page);
    await page.goto('/');
    await pageHydrated(page);
    const counters = page.locator('main ul li span[aria-hidden="true"]').filter({ hasText: /\+$/ });
    await bringIntoView(page, '01 About Us');
    await page.clock.runFor(100);
    await expect(counters.last()).not.toHaveText('1,000+');
    await page.clock.runFor(3000);
    await expect(counters).toHaveText(['5+', '400+', '40+', '1,000+']);
  });

  test('How We Work: steps every 1.5 s after first sight, holds at step 4, restarts 5 s later', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await pageHydrated(page);
    const steps = page.getByRole('heading', { name: '03 How We Work' }).locator('xpath=ancestor::section[1]').getByRole('listitem');
    const current = currentStep(steps);

    await page.clock.runFor(5000);
    expect(await current()).toBe(0);
    await bringIntoView(page, '03 How We Work');
    // The timeline starts when its observer sees it: wait for that, or the frozen clock runs before it starts.
    await waitForVisibility(steps.first().locator('xpath=..'), timing.timeline.threshold);
    await expect.poll(current).toBe(0);
    await expectTimelineCycle(page, steps);
  });

  test('universities auto-scroll 300 px every 3 s, reviews 400 px, both pausable', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await pageHydrated(page);
    const universities = page.getByRole('list', { name: 'universities' });
    const reviews = page.getByRole('list', { name: 'reviews' });
    await page.clock.runFor(2900);
    expect(await scrollLeft(universities)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => scrollLeft(universities)).toBeGreaterThanOrEqual(299);
    expect(await scrollLeft(universities)).toBeLessThanOrEqual(301);
    await expect.poll(() => scrollLeft(reviews)).toBeGreaterThanOrEqual(399);
    expect(await scrollLeft(reviews)).toBeLessThanOrEqual(401);

    await page.getByRole('button', { name: 'Pause universities' }).click();
    await page.mouse.move(0, 0);
    const before = await scrollLeft(universities);
    await page.clock.runFor(9000);
    expect(await scrollLeft(universities)).toBe(before);
    // The button now offers to play again (its name, not aria-pressed, carries the state).
    await expect(page.getByRole('button', { name: 'Play universities' })).toBeVisible();
  });

  test('How We Work: the four cards side by side have their actions on one line at the foot', async ({ page }) => {
    await page.goto('/');
    const bottoms = await page
      .getByRole('link', { name: /^(Book a Consultation|Submit Your Documents|Start Your Application|Get Support)$/ })
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().bottom)));
    expect(bottoms).toHaveLength(4);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
  });

  test('universities and reviews: after every automatic step and arrow press a whole card starts at the edge', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    // A card pitch equal to the spec's step: each automatic step moves exactly one card.
    for (const name of ['universities', 'reviews']) await expectStopsAtCardStarts(page, name, 3);
  });

  test('the universities row jumps back to the start at the end', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await pageHydrated(page);
    const universities = page.getByRole('list', { name: 'universities' });
    await universities.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'auto' }));
    await page.clock.runFor(3000);
    await expect.poll(() => scrollLeft(universities)).toBe(0);
  });

  test('events arrows scroll by about two thirds of the visible width', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const events = page.getByRole('list', { name: 'events' });
    const width = await events.evaluate((el) => el.clientWidth);
    await page.getByRole('button', { name: 'Next events' }).click();
    await expect.poll(() => scrollLeft(events)).toBeGreaterThan(width * (2 / 3) - 2);
    expect(await scrollLeft(events)).toBeLessThan(width * (2 / 3) + 2);
    await page.getByRole('button', { name: 'Previous events' }).click();
    await expect.poll(() => scrollLeft(events)).toBe(0);
  });

  test('events: upcoming ones first (as of the build), then past ones marked, and Event data only for upcoming ones that are not samples', async ({ page }) => {
    await page.goto('/');
    const items = page.getByRole('list', { name: 'events' }).getByRole('listitem');
    const cards = await items.evaluateAll((lis) =>
      lis.map((li) => ({ past: li.textContent!.includes('Past event'), date: li.querySelector('time')!.getAttribute('datetime')! })),
    );
    // As many upcoming cards as the content has events not yet over (the build ran today).
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const upcomingCount = studyEvents.filter((e) => e.endDate >= today).length;
    const firstPast = cards.findIndex((c) => c.past);
    expect(firstPast).toBe(upcomingCount);
    expect(cards.slice(firstPast).every((c) => c.past)).toBe(true);
    const upcomingDates = cards.slice(0, firstPast).map((c) => c.date);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    expect(cards.slice(firstPast).every((c) => c.date < today)).toBe(true);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => {
      const parsed = JSON.parse(t);
      return Array.isArray(parsed) ? parsed : [parsed];
    });
    const eventData = data.filter((d) => d['@type'] === 'Event');
    // A sample event (invented for the template) is never offered to search engines as a real one.
    const samples = studyEvents.filter((e) => e.sample).map((e) => e.name);
    expect(eventData.filter((d) => samples.includes(d.name))).toEqual([]);
    expect(eventData).toHaveLength(studyEvents.filter((e) => e.endDate >= today && !e.sample).length);
    for (const event of eventData) {
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.endDate >= event.startDate).toBe(true);
      expect(['Place', 'VirtualLocation']).toContain(event.location['@type']);
      if (event.location['@type'] === 'Place') expect(event.location.address.streetAddress).toBeTruthy();
      else expect(event.location.url).toMatch(/^https:\/\//);
    }
  });

  test('FAQ accordion keeps one answer open and closes the open one on click', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const faq = page.getByRole('heading', { name: 'Frequently asked questions' }).locator('xpath=ancestor::section[1]');
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(specCounts.homeFaqs);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(1).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/30 days/)).toBeHidden();
    await faq.getByRole('button', { name: /trial/i }).click();
    await expect(faq.getByText(/30 days/).first()).toBeVisible();
  });

  test('news tabs default to USA and show a 500 ms spinner when changed', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await pageHydrated(page);
    const tabs = page.getByRole('tablist', { name: 'News by country' });
    await expect(tabs.getByRole('tab')).toHaveText(['USA', 'UK', 'Canada', 'Australia', 'Germany', 'New Zealand', 'European Union']);
    await expect(tabs.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    // The country's latest four, then its archive.
    await expect(panel.getByRole('link')).toHaveCount(5);
    await expect(panel.getByRole('article')).toHaveCount(4);
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', '/news/usa/1');
    await expect(panel.getByRole('link').last()).toHaveText('All USA news');
    await expect(panel.getByRole('link').last()).toHaveAttribute('href', '/news/usa');

    await tabs.getByRole('tab', { name: 'Germany' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading Germany news' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await page.clock.runFor(499);
    await expect(page.getByRole('status').filter({ hasText: 'Loading Germany news' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', '/news/germany/1');

    await tabs.getByRole('tab', { name: 'Germany' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'New Zealand' })).toBeFocused();
    await page.clock.runFor(500);
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', '/news/newzealand/1');
  });

  test('reduced motion keeps everything still and shows final states', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await pageHydrated(page);
    await bringIntoView(page, '01 About Us');
    const counters = page.locator('main ul li span[aria-hidden="true"]').filter({ hasText: /\+$/ });
    await expect(counters).toHaveText(['5+', '400+', '40+', '1,000+']);
    await page.clock.runFor(12_000);
    expect(await scrollLeft(page.getByRole('list', { name: 'universities' }))).toBe(0);
    expect(await scrollLeft(page.getByRole('list', { name: 'reviews' }))).toBe(0);
    const steps = page.getByRole('heading', { name: '03 How We Work' }).locator('xpath=ancestor::section[1]').getByRole('listitem');
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByText('(completed)')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /Pause/ })).toHaveCount(0);
  });

  test('a review photo that fails to load falls back to initials', async ({ page }) => {
    await page.route('**/images/reviews/**', (route) => route.abort());
    await page.goto('/');
    const reviews = page.getByRole('list', { name: 'reviews' });
    await reviews.scrollIntoViewIfNeeded();
    const first = reviews.getByRole('listitem').first();
    await expect(first.locator('img')).toHaveCount(0);
    await expect(first.getByText(/^[A-Z]{2}$/)).toBeVisible();
  });
});

test.describe('home page at 390 px', () => {
  test.use({ viewport: phone });
  test('the About Us counters stand on one baseline, row by row', async ({ page }) => {
    // Layout only: the final numbers, without the count-up running through other widths.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The number as drawn (CountUp's aria-hidden figure; its twin for screen readers is hidden).
    const tops = await page
      .locator('span[aria-hidden="true"]')
      .filter({ hasText: /^(5\+|400\+|40\+|1,000\+)$/ })
      .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    // Two a row: the numbers of each pair at the same height.
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
  });

  test('universities and reviews show one whole card and step from card start to card start', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    for (const name of ['universities', 'reviews']) {
      const list = page.getByRole('list', { name });
      const [cardWidth, rowWidth] = await Promise.all([
        list.getByRole('listitem').first().evaluate((el) => el.getBoundingClientRect().width),
        list.evaluate((el) => el.clientWidth),
      ]);
      expect(cardWidth).toBeLessThanOrEqual(rowWidth);
      await expectStopsAtCardStarts(page, name, 2);
    }
  });
});
