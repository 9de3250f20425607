import { expect, test } from '@playwright/test';
import { destinations } from '../content/destinations';
import { freeTrainings, services } from '../content/services';
import { desktop, hydrated, phone } from './support';

// Reading and navigating must not depend on JavaScript (quality bar: reliability), and a failed
// script must not take the site's frame away.

const everyTarget = [
  '/study-abroad',
  ...destinations.map((d) => `/study-abroad/${d.slug}`),
  '/services',
  ...services.map((s) => `/services/${s.slug}`),
  ...freeTrainings.map((t) => `/services/free-trainings/${t.slug}`),
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('at 1366 px', () => {
    test.use({ viewport: desktop });

    test('the Study Abroad and Our Services menus open on hover and on keyboard focus and reach every page', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const studyAbroad = nav.getByRole('button', { name: 'Study Abroad' });
      await expect(nav.getByRole('link', { name: 'Study in USA' })).toBeHidden();
      await studyAbroad.hover();
      for (const d of destinations) {
        await expect(nav.locator(`a[href="/study-abroad/${d.slug}"]`)).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'All destinations' })).toBeVisible();

      // Keyboard: Tab onto the trigger opens its menu, Tab goes on into the links.
      await page.mouse.move(0, 700);
      const ourServices = nav.getByRole('button', { name: 'Our Services' });
      await ourServices.focus();
      await expect(nav.getByRole('link', { name: 'All services' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'All services' })).toBeFocused();
      for (const s of services) await expect(nav.locator(`a[href="/services/${s.slug}"]`)).toBeVisible();
      await nav.getByRole('button', { name: 'Free Trainings' }).hover();
      for (const t of freeTrainings) await expect(nav.locator(`a[href="/services/free-trainings/${t.slug}"]`)).toBeVisible();

      // Each target is a real page.
      for (const href of everyTarget) expect((await page.request.get(href)).status(), href).toBe(200);
    });

    test('the About page shows all three Why Choose Us cards', async ({ page }) => {
      await page.goto('/about-us');
      for (const title of ['Proven Track Record', 'Why Choose Us?', 'Client Focus']) {
        await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Show card 2' })).toBeHidden();
    });
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: phone });

    test('the Menu opens as a native disclosure listing every destination and service', async ({ page }) => {
      await page.goto('/');
      const menu = page.locator('summary', { hasText: 'Menu' });
      await expect(menu).toBeVisible();
      // The script-driven Menu button would do nothing here, so it is not shown.
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
      await menu.click();
      const list = page.getByRole('navigation', { name: 'Main' }).filter({ has: page.getByRole('link', { name: 'All services' }) }).last();
      for (const href of ['/', '/about-us', '/faq', '/news', '/contact-us', ...everyTarget]) {
        await expect(list.locator(`a[href="${href}"]`), href).toBeVisible();
      }
      await list.getByRole('link', { name: 'Visa Guidance' }).click();
      await expect(page).toHaveURL(/\/services\/visa-guidance$/);
    });
  });
});

test('a page whose code fails to load during navigation shows the error inside the site frame, with a retry', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const about = nav.getByRole('link', { name: 'About Us' });
  await hydrated(page);
  // The About page's own chunk cannot be fetched (a deploy removed it, or the connection dropped).
  await page.route(/\/_next\/static\/chunks\/app\/.*about-us.*\.js$/, (route) => route.abort());
  await about.click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(main.getByText(/Loading chunk .+ failed/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The frame stays: top bar, header navigation and footer.
  await expect(page.getByRole('link', { name: /info@aspireoverseas\.in/ }).first()).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
