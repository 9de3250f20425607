import { expect, test } from '@playwright/test';
import { hydrated, phone } from './support';

test.describe('desktop navigation (1366 px)', () => {
  test('dropdowns open by mouse, one at a time, and close on an outside click', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const studyAbroad = nav.getByRole('button', { name: 'Study Abroad' });
    const services = nav.getByRole('button', { name: 'Our Services' });

    await hydrated(page);
    await studyAbroad.click();
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    for (const country of ['USA', 'UK', 'Canada', 'Australia', 'Europe', 'New Zealand']) {
      await expect(nav.getByRole('link', { name: `Study in ${country}` })).toBeVisible();
    }

    await services.click();
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('button', { name: 'Free Trainings' }).click();
    await expect(nav.getByRole('link', { name: 'TOEFL' })).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // Reopening shows the submenu closed.
    await services.click();
    await expect(nav.getByRole('button', { name: 'Free Trainings' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'TOEFL' })).toBeHidden();
  });

  test('works by keyboard: skip link, Enter, Tab into the menu, Escape back to the trigger', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const studyAbroad = nav.getByRole('button', { name: 'Study Abroad' });
    await hydrated(page);
    await studyAbroad.focus();
    await page.keyboard.press('Enter');
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All destinations' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'false');
    await expect(studyAbroad).toBeFocused();

    await page.keyboard.press('Space');
    await expect(studyAbroad).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/study-abroad\/usa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study In USA');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('Book Appointment leads to the counselling form with its topic', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Book Appointment' });
    await expect(link).toHaveAttribute('href', '/contact-us?topic=appointment#contact-form');
  });
});

test.describe('mobile drawer (390 px)', () => {
  test.use({ viewport: phone });

  test('opens as a modal dialog, traps focus and closes by button, Escape and overlay', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await hydrated(page);
    await menu.click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Focus stays inside: tabbing through every control never reaches the page behind.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
      const onChrome = await page.evaluate(() => document.activeElement === document.body);
      expect(inside || onChrome).toBe(true);
    }

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(drawer).toBeVisible();
    // The overlay: the strip of backdrop left of the drawer.
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });

  test('has the same structure and navigates', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await hydrated(page);
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Our Services' }).click();
    await drawer.getByRole('button', { name: 'Free Trainings' }).click();
    await drawer.getByRole('link', { name: 'PTE' }).click();
    await expect(page).toHaveURL(/\/services\/free-trainings\/pte$/);
    await expect(drawer).toBeHidden();
  });
});
