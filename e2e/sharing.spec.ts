import { expect, test } from '@playwright/test';
import { newsFor } from '../content/news';
import { buildStage, sitemapPaths } from './support';
import { maxTitleLength, titleLength } from '../components/seo/metadata';

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];


/** A PNG's size from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every route has a share image of 1200×630 PNG with alt text, a large Twitter card and a title of at most 60 characters', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { decodeEntities } = await buildStage.site();
  const paths = await sitemapPaths(page);
  const images = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    // Counted as the reader sees letters (a Tamil letter with its vowel sign is one).
    expect(titleLength(title), `${path} title "${title}"`).toBeGreaterThan(0);
    expect(titleLength(title), `${path} title "${title}"`).toBeLessThanOrEqual(maxTitleLength);
    const image = meta(html, 'property', 'og:image');
    expect(image, path).toBeTruthy();
    expect(meta(html, 'property', 'og:image:width'), path).toBe('1200');
    expect(meta(html, 'property', 'og:image:height'), path).toBe('630');
    expect(meta(html, 'property', 'og:image:alt')?.length ?? 0, path).toBeGreaterThan(10);
    expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image'), path).toBe(image);
    images.set(new URL(image!).pathname, path);
  }
  for (const [image, path] of images) {
    const response = await request.get(image);
    expect(response.status(), `${image} (${path})`).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
  }
  // One per family: home, each destination, each article, services, and the generic one.
  expect(images.has('/og/home.png')).toBe(true);
  expect(images.has('/og/study-abroad-usa.png')).toBe(true);
  expect(images.has('/og/news-usa-1.png')).toBe(true);
  expect(images.has('/og/services.png')).toBe(true);
  expect(images.has('/og/default.png')).toBe(true);
});

test('/toefl shows the TOEFL page, canonical at the spec route /tofel', async ({ page }) => {
  const response = await page.goto('/toefl');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('TOEFL');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.aspireoverseas.in/tofel');
  expect((await page.request.get('/tofel')).status()).toBe(200);
});

test('the sitemap dates pages from their content and robots.txt has no Host line', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  // A page with translations lists their addresses between its own and its date.
  const entry = (path: string) => new RegExp(`<loc>https://www.aspireoverseas.in${path}</loc>(?:\\s*<xhtml:link [^>]*/>)*\\s*(<lastmod>([^<]+)</lastmod>)?`).exec(xml);
  expect(entry('/news/usa/1')?.[2]).toBe('2026-10-12');
  expect(entry('/study-abroad/usa')?.[2]).toMatch(/^\d{4}-\d\d-\d\d$/);
  expect(entry('/kn/study-abroad/usa')?.[2]).toBe(entry('/study-abroad/usa')?.[2]);
  expect(entry('/news')?.[2]).toMatch(/^\d{4}-\d\d-\d\d$/);
  // A country's archive is as new as its newest article.
  expect(entry('/news/canada')?.[2]).toBe(newsFor('canada')[0]!.date);
  expect(xml).not.toContain('aspireoverseas.in/toefl<');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^Host:/im);
});
