import { expect, test } from '@playwright/test';
import { findNews } from '../content/news';

// An article more than a year old says so at the top and points to the current guide; a superseded one names its successor.
test('an article more than a year old says so first, with the current guide and its successor', async ({ page }) => {
  const old = findNews('canada', '4')!;
  const successor = findNews('canada', '3')!;
  await page.goto(old.link);
  const notice = page.getByRole('complementary', { name: 'About this article’s date' });
  await expect(notice).toContainText(/This article is from 20 February 2024, more than a year ago: rules and figures may have changed since\./);
  await expect(notice.getByRole('link', { name: 'See our current guide to studying in Canada' })).toHaveAttribute('href', '/study-abroad/canada');
  await expect(notice.getByRole('link', { name: successor.title })).toHaveAttribute('href', successor.link);
  // It comes before the article's own text.
  const [noticeTop, bodyTop] = await Promise.all([notice.boundingBox(), page.getByText(old.body[0]!).boundingBox()]);
  expect(noticeTop!.y).toBeLessThan(bodyTop!.y);
});

test('a recent article carries no such notice', async ({ page }) => {
  await page.goto(findNews('usa', '1')!.link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'About this article’s date' })).toHaveCount(0);
});
