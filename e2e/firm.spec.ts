import { expect, test } from '@playwright/test';
import { counsellors } from '../content/counsellors';
import { fees } from '../content/guides';
import { site } from '../content/site';
import { desktop, pageHydrated, phone } from './support';

/** What a student or parent can check before trusting the firm. */
for (const [label, viewport] of [['390 px', phone], ['1366 px', desktop]] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('About names the company and its counsellors, says how the firm is paid, and leads to the team page', async ({ page }) => {
      await page.goto('/about-us');
      const record = page.getByRole('region', { name: 'On the Record' });
      await expect(record).toContainText(site.company.legalName);
      await expect(record).toContainText(site.company.cin);
      await expect(record).toContainText('never changes the tuition or any fee you pay the university');
      for (const person of counsellors) await expect(record).toContainText(person.name);
      await record.getByRole('link', { name: 'Meet our counsellors' }).click();
      await expect(page).toHaveURL(/\/about-us\/team$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Counsellors' })).toBeVisible();
      for (const person of counsellors) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.name }) });
        await expect(card.getByRole('img', { name: `Photo of ${person.name}` })).toBeVisible();
        await expect(card).toContainText(person.role);
        await expect(card).toContainText(person.languages.join(', '));
        for (const credential of person.credentials) {
          await expect(card.getByRole('link', { name: new RegExp(credential.name.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', credential.url);
        }
      }
    });

    test('the FAQ says how the firm is paid and that it never changes what a student pays', async ({ page }) => {
      await page.goto('/');
      await pageHydrated(page);
      const question = page.getByRole('button', { name: 'Do you charge a fee for counselling?' });
      await question.click();
      const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
      await expect(answer).toContainText('Partner universities pay us a commission');
      await expect(answer).toContainText('never changes the tuition or any fee you pay the university');
      await expect(answer).toContainText('Fees and Refunds page');
    });

    test('the footer names the company and links the fees and the fraud guide', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`${site.company.legalName} · CIN ${site.company.cin} · GSTIN ${site.company.gstin}`);
      await footer.getByRole('link', { name: 'Fees and Refunds' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fees and Refunds' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Our fees, GST included' });
      await expect(table.getByRole('row')).toHaveCount(fees.length + 1);
      await expect(table).toContainText('Free');
      await expect(table).toContainText('₹15,000 per set of applications');
      await expect(page.getByRole('heading', { name: 'Refunds', exact: true })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Protect Yourself' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Protect Yourself from Fraud' })).toBeVisible();
      for (const host of ['www.gov.uk', 'studyinthestates.dhs.gov', 'www.canada.ca', 'cricos.education.gov.au', 'www.britishcouncil.org']) {
        await expect(page.locator(`main a[href^="https://${host}/"]`).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Never pay visa or university fees into an agent’s account' })).toBeVisible();
    });
  });
}
