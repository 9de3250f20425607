import { expect, test } from '@playwright/test';
import { currentStep, freezeClock, pageHydrated, phone, sectionOf, settle, waitForVisibility } from './support';
import { specCounts } from '../content/specCounts';

const STEPS = [
  'Shortlist countries, courses and universities with your counsellor',
  'Take your English test and gather transcripts, SOP and recommendation letters',
  'Submit your applications and accept the offer that suits you best',
  'Arrange funds, an education loan or scholarships',
  'Apply for your student visa and prepare for the interview',
  'Attend pre-departure orientation and fly out to begin your course',
];


test.describe('about page', () => {
  test('has the banner with its counter and the numbered sections in order', async ({ page, request }) => {
    const html = await (await request.get('/about-us')).text();
    expect(html).toContain('1,000+');
    for (const step of STEPS) expect(html).toContain(step);

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const h2 = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(h2.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      '01 Who We Are',
      '02 Why Choose Us',
      '03 Our Promise',
      '04 Value-Added Services',
      '05 Application Guide',
      'On the Record',
      'Get a Free Counselling',
    ]);
    await expect(sectionOf(page, '01 Who We Are')).toContainText('visa');

    const promise = sectionOf(page, '03 Our Promise').getByRole('listitem');
    await expect(promise.getByRole('heading', { level: 3 })).toHaveText([
      'Transparency at Every Step',
      'Personalized Solutions',
      'Professional Expertise',
      'Dedicated Support',
    ]);

    const services = page.getByRole('list', { name: 'value-added services' }).getByRole('listitem');
    await expect(services).toHaveCount(specCounts.valueAddedServices);
    // The carousel's buttons come with its library, which loads as its row nears the viewport.
    await services.first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Previous value-added services' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next value-added services' })).toBeVisible();

    // The guide is real text in an ordered list, not words drawn inside a picture.
    const guide = page.getByRole('list', { name: 'Application guide in 6 steps' }).getByRole('listitem');
    await expect(guide).toHaveCount(STEPS.length);
    for (const [i, step] of STEPS.entries()) await expect(guide.nth(i)).toContainText(step);

    await expect(page.getByRole('main').getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', /^\/contact-us\?topic=.+#contact-form$/);
  });

  test('Why Choose Us: one card exposed, turning every 3 s and cycling; dots pick a card', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about-us');
    await pageHydrated(page);
    const region = page.getByRole('region', { name: 'Why choose us' });
    const exposed = region.getByRole('heading', { level: 3 });
    // The Pause button appears once the page is interactive.
    await expect(region.getByRole('button', { name: 'Pause Why choose us cards' })).toBeVisible();
    await settle(page);

    await expect(exposed).toHaveText(['Proven Track Record']);
    await expect(region.locator('article[aria-hidden="true"][inert]')).toHaveCount(2);
    await page.clock.runFor(2900);
    await expect(exposed).toHaveText(['Proven Track Record']);
    await page.clock.runFor(100);
    await expect(exposed).toHaveText(['Why Choose Us?']);
    await page.clock.runFor(3000);
    await expect(exposed).toHaveText(['Client Focus']);
    await page.clock.runFor(3000);
    await expect(exposed).toHaveText(['Proven Track Record']);
    await expect(region.getByText('Client Focus')).toBeHidden();

    const dots = [1, 2, 3].map((n) => region.getByRole('button', { name: `Show card ${n}` }));
    await expect(dots[0]!).toHaveAttribute('aria-pressed', 'true');
    await dots[2]!.click();
    await expect(exposed).toHaveText(['Client Focus']);
    await expect(dots[2]!).toHaveAttribute('aria-pressed', 'true');
    await expect(dots[0]!).toHaveAttribute('aria-pressed', 'false');
    await dots[1]!.focus();
    await page.keyboard.press('Enter');
    await expect(exposed).toHaveText(['Why Choose Us?']);
    // Focus (and the pointer) inside the widget hold the card still.
    await page.clock.runFor(6000);
    await expect(exposed).toHaveText(['Why Choose Us?']);
  });

  test('Why Choose Us: the Pause button stops the rotation and Play resumes it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about-us');
    await pageHydrated(page);
    const region = page.getByRole('region', { name: 'Why choose us' });
    const exposed = region.getByRole('heading', { level: 3 });
    await region.getByRole('button', { name: 'Pause Why choose us cards' }).click();
    await region.getByRole('button', { name: 'Play Why choose us cards' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9000);
    await expect(exposed).toHaveText(['Proven Track Record']);
    await region.getByRole('button', { name: 'Play Why choose us cards' }).click();
    await page.mouse.move(0, 0);
    await settle(page);
    await page.clock.runFor(3000);
    await expect(exposed).toHaveText(['Why Choose Us?']);
  });

  test('promise timeline: steps every 1.5 s while half in view, pauses out of view, holds at the last step', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about-us');
    await pageHydrated(page);
    const section = sectionOf(page, '03 Our Promise');
    const list = section.getByRole('list');
    const steps = list.getByRole('listitem');
    const current = currentStep(steps);

    // Server HTML shows the final state; once interactive it waits at step 1 for the first sight.
    await expect.poll(current).toBe(0);
    await page.clock.runFor(6000);
    expect(await current()).toBe(0);

    await list.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await waitForVisibility(list, 0.5);
    await page.clock.runFor(1400);
    expect(await current()).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(current).toBe(1);

    // Out of view: it stops where it is (and does not restart).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await waitForVisibility(list, 0.5, false);
    await page.clock.runFor(6000);
    expect(await current()).toBe(1);

    await list.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await waitForVisibility(list, 0.5);
    await page.clock.runFor(1500);
    await expect.poll(current).toBe(2);
    await page.clock.runFor(1500);
    await expect.poll(current).toBe(3);
    await expect(steps.getByText('(completed)')).toHaveCount(4);
    await page.clock.runFor(20_000);
    expect(await current()).toBe(3);
    await expect(steps.getByText('(completed)')).toHaveCount(4);
  });

  test('value-added services carousel plays every 3 s, loops, and pauses', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about-us');
    await pageHydrated(page);
    const list = page.getByRole('list', { name: 'value-added services' });
    const pause = page.getByRole('button', { name: 'Pause value-added services' });
    await list.scrollIntoViewIfNeeded();
    // The library arrives as the row nears the viewport (a real fetch); React then shows a lazily
    // loaded part up to 300 ms after its placeholder, on the page's frozen clock. Step the clock in
    // small steps until it shows, so autoplay's first 3 s start no more than 50 ms early. The poll
    // asks every 50 ms: at its default back-off (up to 1 s apart) the frozen clock moved only about
    // 400 ms in 5 s, not always enough after a late fetch (failed once in the full suite).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return pause.isVisible();
        },
        { intervals: [50] },
      )
      .toBe(true);
    await settle(page);
    // Index of the slide at the viewport's left edge.
    const first = () =>
      list.evaluate((ul) => {
        const left = ul.parentElement!.getBoundingClientRect().left;
        return [...ul.children].findIndex((li) => {
          const box = li.getBoundingClientRect();
          const pad = parseFloat(getComputedStyle(li).paddingLeft);
          return Math.abs(box.left + pad - left) < 2;
        });
      });
    expect(await first()).toBe(0);
    await page.clock.runFor(2900);
    expect(await first()).toBe(0);
    await page.clock.runFor(1100);
    await expect.poll(first).toBe(1);
    await page.clock.runFor(3000);
    await expect.poll(first).toBe(2);

    // Loops: going back from the first slide shows the last.
    await page.getByRole('button', { name: 'Previous value-added services' }).click();
    await page.getByRole('button', { name: 'Previous value-added services' }).click();
    await page.getByRole('button', { name: 'Previous value-added services' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(1000);
    await expect.poll(first).toBe(5);

    await pause.click();
    await expect(page.getByRole('button', { name: 'Play value-added services' })).toBeVisible();
    await page.mouse.move(0, 0);
    const before = await first();
    await page.clock.runFor(10_000);
    expect(await first()).toBe(before);
  });

  test('the carousel’s library loads only as its row nears the viewport', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/about-us');
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    const next = page.getByRole('button', { name: 'Next value-added services', includeHidden: true });
    const loaded = scripts.length;
    await expect(next).toBeHidden();

    await page.getByRole('list', { name: 'value-added services' }).scrollIntoViewIfNeeded();
    await expect(next).toBeVisible();
    expect(scripts.length).toBeGreaterThan(loaded);
  });

  for (const [width, perView] of [
    [600, 1],
    [800, 2],
    [1100, 3],
  ] as const) {
    test(`value-added services show ${perView} card(s) per view at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about-us');
      const list = page.getByRole('list', { name: 'value-added services' });
      const measured = await list.evaluate((ul) => {
        const viewport = ul.parentElement!.getBoundingClientRect().width;
        const li = ul.children[0]!;
        const slide = li.getBoundingClientRect().width;
        const gap = parseFloat(getComputedStyle(li).paddingLeft);
        return { perView: (viewport + gap) / slide, gap };
      });
      expect(measured.perView).toBeCloseTo(perView, 1);
      expect(measured.gap).toBeCloseTo(30, 0);
    });
  }

  test('reduced motion keeps everything still and shows final states', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/about-us');
    await pageHydrated(page);
    await settle(page);
    const region = page.getByRole('region', { name: 'Why choose us' });
    const list = page.getByRole('list', { name: 'value-added services' });
    const offset = () => list.evaluate((ul) => ul.getBoundingClientRect().left - ul.parentElement!.getBoundingClientRect().left);
    const startOffset = await offset();

    await page.clock.runFor(12_000);
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(['Proven Track Record']);
    expect(await offset()).toBe(startOffset);
    await expect(page.getByRole('button', { name: /Pause/ })).toHaveCount(0);

    const banner = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    await expect(banner.getByText('1,000+').first()).toBeVisible();

    const section = sectionOf(page, '03 Our Promise');
    await section.getByRole('list').scrollIntoViewIfNeeded();
    await page.clock.runFor(6000);
    const steps = section.getByRole('listitem');
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByText('(completed)')).toHaveCount(4);
  });
});

test.describe('about page at 390 px', () => {
  test.use({ viewport: phone });
  // Axe and overflow at 390 and 1366 px: site.spec.ts, for every route.
  test('shows one value-added card per view', async ({ page }) => {
    await page.goto('/about-us');
    const list = page.getByRole('list', { name: 'value-added services' });
    const perView = await list.evaluate((ul) => {
      const li = ul.children[0]!;
      return (ul.parentElement!.getBoundingClientRect().width + parseFloat(getComputedStyle(li).paddingLeft)) / li.getBoundingClientRect().width;
    });
    expect(perView).toBeCloseTo(1, 1);
  });

  test('value-added cards end where their words end (no empty band)', async ({ page }) => {
    await page.goto('/about-us');
    const gaps = await page
      .getByRole('list', { name: 'value-added services' })
      .locator('li > *')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const last = card.lastElementChild!.getBoundingClientRect().bottom;
          return Math.round(card.getBoundingClientRect().bottom - last - parseFloat(getComputedStyle(card).paddingBottom));
        }),
      );
    expect(gaps.length).toBe(6);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(2);
  });

  test('the Application Guide is legible: every label is real text of at least 14 px', async ({ page }) => {
    await page.goto('/about-us');
    const guide = page.getByRole('list', { name: 'Application guide in 6 steps' });
    await guide.scrollIntoViewIfNeeded();
    await expect(guide.locator('img, svg text')).toHaveCount(0);
    const sizes = await guide.evaluate((list) => {
      const found: number[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim()) found.push(parseFloat(getComputedStyle(node.parentElement!).fontSize));
      }
      return found;
    });
    expect(sizes.length).toBeGreaterThanOrEqual(12);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
  });
});
