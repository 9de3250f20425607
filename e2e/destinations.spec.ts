import { expect, test, type Page } from '@playwright/test';
import { destinations, menuLabel, nameInSentence, pageName } from '../content/destinations';
import { currentStep, expectTimelineCycle, freezeClock, pageHydrated, sectionOf, settle, waitForVisibility } from './support';

/**
 * slug, the page's name ("USA"; "Germany" for Europe's guide), the name as sentences use it ("the USA",
 * "Canada"), the banner and the record (content/destinations.test checks the spec's six).
 */
const DESTINATIONS = destinations.map((d) => [d.slug, pageName(d), nameInSentence(d), d.bannerTitle, d] as const);

const h2Texts = async (page: Page) =>
  (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());


test.describe('destination pages', () => {
  for (const [slug, name, inName, banner, record] of DESTINATIONS) {
    test(`/study-abroad/${slug} has the template's numbered sections, sources and a Last reviewed date`, async ({ page }) => {
      await page.goto(`/study-abroad/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner);
      const headings = await h2Texts(page);
      const numbered = headings.filter((t) => /^0\d /.test(t));
      expect(numbered).toEqual([
        `01 Why Study in ${name}`,
        `02 About ${name}`,
        `03 Best Universities in ${inName}`,
        `04 Intakes in ${inName}`,
        '05 Tips to Enhance Chances of Admission',
      ]);
      expect(headings).toContain('Useful links');

      // What changed: every change, newest first, with its date, what it means and its official page.
      const changes = sectionOf(page, 'What changed').getByRole('listitem');
      await expect(changes).toHaveCount(record.changes.length);
      expect(await changes.locator('p:first-child time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')))).toEqual(
        record.changes.map((c) => c.date),
      );
      for (const change of await changes.all()) {
        await expect(change).toContainText('For you:');
        await expect(change.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
        await expect(change.locator('[data-status]').first()).toHaveText(/^[\w.-]+ · (checked \d{1,2} \w{3} \d{4}|not yet confirmed)$/);
      }

      const reviewed = page.getByText(/^Last reviewed/);
      await expect(reviewed).toBeVisible();
      await expect(reviewed.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

      // Each key fact names its source, and the official pages are listed.
      const facts = sectionOf(page, `02 About ${name}`);
      await expect(facts.getByRole('term').first()).toBeVisible();
      for (const href of await facts.getByRole('definition').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^https:\/\//);
      }
      const links = sectionOf(page, 'Useful links').getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(2);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^https:\/\//);
      }

      // Universities have sized, lazy logos; intakes have pictures.
      const logos = sectionOf(page, `03 Best Universities in ${inName}`).locator('img');
      expect(await logos.count()).toBeGreaterThanOrEqual(3);
      await expect(logos.first()).toHaveAttribute('loading', 'lazy');
      await expect(logos.first()).toHaveAttribute('width', /\d+/);
      await expect(logos.first()).toHaveAttribute('height', /\d+/);
      expect(await sectionOf(page, `04 Intakes in ${inName}`).locator('img').count()).toBeGreaterThanOrEqual(2);

      await expect(sectionOf(page, '05 Tips to Enhance Chances of Admission').getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('main').getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
        'href',
        `/contact-us?topic=study-in-${slug}#contact-form`,
      );
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Study Abroad' })).toHaveAttribute(
        'href',
        '/study-abroad',
      );
    });
  }

  test('the USA page matches the spec', async ({ page }) => {
    await page.goto('/study-abroad/usa');
    const stats = page.getByRole('list', { name: 'USA in numbers' }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    const expected = [
      ['Minimum IELTS Score', '6.5'],
      ['Total Universities', '5,400'],
      ['Minimum TOEFL Score', '80'],
      ['Minimum PTE Score', '50'],
    ];
    for (const [i, [title, value]] of expected.entries()) {
      await expect(stats.nth(i)).toContainText(title!);
      await expect(stats.nth(i)).toContainText(value!);
      await expect(stats.nth(i).locator('svg').first()).toBeVisible();
    }

    const universities = sectionOf(page, '03 Best Universities in the USA').getByRole('heading', { level: 3 });
    await expect(universities).toHaveCount(4);
    await expect(universities.nth(0)).toHaveText('University of California');
    await expect(universities.nth(1)).toHaveText(/Stanford/);
    await expect(universities.nth(2)).toHaveText(/MIT/);
    await expect(universities.nth(3)).toHaveText(/Caltech/);

    const intakes = sectionOf(page, '04 Intakes in the USA').getByRole('listitem');
    await expect(intakes.getByRole('heading', { level: 3 })).toHaveText(['Fall', 'Spring', 'Summer']);
    for (const [i, month] of ['September', 'January', 'May'].entries()) {
      await expect(intakes.nth(i)).toContainText(month);
    }

    const tips = sectionOf(page, '05 Tips to Enhance Chances of Admission').getByRole('listitem');
    await expect(tips.getByRole('heading', { level: 3 })).toHaveText([
      'Solid Application',
      'Early Preparation',
      'Do the research',
      'Consult Experts',
    ]);
  });

  test('USA stats count up from 0 to 6.5, 5,400, 80 and 50 over 3 s once 40% visible', async ({ page, request }) => {
    const html = await (await request.get('/study-abroad/usa')).text();
    for (const value of ['6.5', '5,400', '80', '50']) expect(html).toContain(`>${value}<`);

    await freezeClock(page);
    await page.goto('/study-abroad/usa');
    await pageHydrated(page);
    const list = page.getByRole('list', { name: 'USA in numbers' });
    const shown = list.locator('span[aria-hidden="true"]');
    // Once interactive, counters wait at 0 until seen.
    await expect(shown).toHaveText(['0.0', '0', '0', '0']);
    await page.clock.runFor(5000);
    await expect(shown).toHaveText(['0.0', '0', '0', '0']);

    await list.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await waitForVisibility(list, 0.4);
    await page.clock.runFor(1500);
    await expect(shown.nth(1)).not.toHaveText('5,400');
    await expect(shown.nth(1)).not.toHaveText('0');
    await page.clock.runFor(1600);
    await expect(shown).toHaveText(['6.5', '5,400', '80', '50']);
    // Screen readers get the final values only.
    await expect(list.getByText('5,400', { exact: true })).toHaveCount(2);
  });

  test('USA tips timeline: starts on sight, steps every 1.5 s, all active at the end, resets 5 s later', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/study-abroad/usa');
    await pageHydrated(page);
    const section = sectionOf(page, '05 Tips to Enhance Chances of Admission');
    const list = section.getByRole('list');
    const steps = list.getByRole('listitem');
    const current = currentStep(steps);

    await expect(section.getByRole('button', { name: /^Pause/ })).toBeVisible();
    await expect.poll(current).toBe(0);
    await page.clock.runFor(5000);
    expect(await current()).toBe(0);

    await list.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await waitForVisibility(list, 0.1);
    await expectTimelineCycle(page, steps);
  });

  test('reduced motion: final values and final timeline state, nothing moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/study-abroad/usa');
    await pageHydrated(page);
    await settle(page);
    const list = page.getByRole('list', { name: 'USA in numbers' });
    await list.scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(list.locator('span[aria-hidden="true"]')).toHaveText(['6.5', '5,400', '80', '50']);
    const steps = sectionOf(page, '05 Tips to Enhance Chances of Admission').getByRole('listitem');
    await steps.first().scrollIntoViewIfNeeded();
    await page.clock.runFor(12_000);
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByText('(completed)')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /Pause/ })).toHaveCount(0);
  });

  test('unknown destinations answer 404', async ({ request }) => {
    expect((await request.get('/study-abroad/mars')).status()).toBe(404);
  });
});

test.describe('study abroad index', () => {
  test('lists all six destinations with a summary, a flag and a link each', async ({ page }) => {
    await page.goto('/study-abroad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study Abroad');
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(6);
    for (const [slug, , , , record] of DESTINATIONS) {
      // The menu's label: "Study in USA", and for Europe's guide "Study in Europe: Germany guide".
      const label = menuLabel(record);
      const link = page.getByRole('main').getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', `/study-abroad/${slug}`);
      // `has` is matched inside each card, so the inner locator must not start from <main>.
      const card = cards.filter({ has: page.getByRole('link', { name: label, exact: true }) });
      await expect(card.locator('img').first()).toBeVisible();
      expect(((await card.textContent()) ?? '').length).toBeGreaterThan(80);
    }
    await page.getByRole('main').getByRole('link', { name: 'Study in Canada', exact: true }).click();
    await expect(page).toHaveURL(/\/study-abroad\/canada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study In Canada');
  });
});

