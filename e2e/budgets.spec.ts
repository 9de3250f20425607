import { expect, test } from '@playwright/test';

// The byte budgets (JavaScript, CSS, flight data, the font) are read from out/ without a browser, in
// e2e/out/build.test.mjs. This is what only a browser shows: the background traffic a page makes.
test('scrolling a page fetches no other routes in the background (mobile data)', async ({ page }) => {
  const background: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) background.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(background).toEqual([]);
});
