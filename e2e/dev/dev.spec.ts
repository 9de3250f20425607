import english from '../../content/i18n/en.json';
import kannada from '../../content/i18n/kn.json';
import kannadaPages from '../../content/i18n/kn-destinations.json';
import tamil from '../../content/i18n/ta.json';
import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../../content/routes';
import { homeFaqs } from '../../content/faqs';
import { site } from '../../content/site';
import { counsellors } from '../../content/counsellors';
import { findDestination } from '../../content/destinations';
import { destinationTemplates } from '../../lib/destinationTexts';
import { hydrated, watchConsole } from '../support';
import { devPort, editPreviewFile, preparePreview, startDevServer, type DevServer } from './devServer';

/**
 * `npm run dev` is how the firm's marketers preview content edits: every route must answer as the build
 * does, and an edit must show without restarting the server. The config runs one worker, so the tests
 * share one server; a failing test only costs a restart (the next worker starts a new one), and never
 * hides the tests after it.
 */
let server: DevServer;

/**
 * What the dev server must never print while serving the site. "Blocked cross-origin request" is Next
 * refusing its scripts to a host next.config.mjs does not allow: the page paints and never hydrates.
 */
const serverErrors = /⨯|\bError\b|Failed to compile|Module not found|Unhandled|Blocked cross-origin/;
/**
 * The server's own output. Lines it forwards from the browser ("[browser] …") are left out: the browser
 * console is checked in the browser, on a settled page (see `openSettled`).
 */
const serverLog = () =>
  server
    .log()
    .replace(patternParamsNotice, '')
    .split('\n')
    .filter((line) => !line.includes('[browser]'))
    .join('\n');
/**
 * After an edit, Next 16.4's dev server re-checks a dynamic route's static params with the route's own
 * pattern as the URL (`/study-abroad/[country]`; no visitor asks for it, and every real page keeps
 * serving) and logs that check as failed. Only that exact notice is set aside: a real missing param,
 * such as `/study-abroad/atlantis`, still fails the test.
 */
const patternParamsNotice =
  /⨯ Failed to generate static paths for (\/[^\s:]*\[[^\s:]*):\n\s*Error: Page "[^"]+" is missing param "\1" in "generateStaticParams\(\)"[^\n]*\n\s*at ignore-listed frames\n?/g;

/**
 * The first browser visit to a route makes Next compile that route's client entry and then reload the
 * page once (seen about 0.2 s after `load`): a click or a state update that lands in that reload is the
 * dev server's, not the site's. So visit once to warm the route, then check the second visit: its
 * console errors are returned.
 */
async function openSettled(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  const errors = watchConsole(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return errors;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  preparePreview();
  const started = Date.now();
  server = startDevServer();
  // The first request compiles the home page: poll until it answers (the server is starting meanwhile).
  await expect
    .poll(async () => (await request.get('/', { timeout: 120_000 }).catch(() => null))?.status() ?? 0, {
      timeout: 150_000,
      intervals: [250],
    })
    .toBe(200);
  test.info().annotations.push({ type: 'dev: start to first page', description: `${Date.now() - started} ms` });
  console.log(`dev: start to first page ${Date.now() - started} ms`);
});

test.afterAll(async () => server?.stop());

test('serves every route of the site with its content, and 404 for unknown paths', async ({ request }) => {
  // Every route, not a sample: after the first compile each takes well under a second in Turbopack,
  // and a route that fails only in dev (a browser-only API at render time) is exactly what this catches.
  test.setTimeout(300_000);
  // Two requests at a time keep this 2-core machine busy while the server compiles and renders: a fresh
  // server walked every route in 83-99 s one at a time, 70-72 s two at a time and 99 s three at a time.
  // The answers are checked in route order, each named by its path.
  const paths = allRoutes();
  const answers: { status: number; html: string }[] = [];
  let next = 0;
  const walk = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const response = await request.get(paths[index]!);
      answers[index] = { status: response.status(), html: await response.text() };
    }
  };
  await Promise.all([walk(), walk()]);
  paths.forEach((path, index) => {
    const { status, html } = answers[index]!;
    expect(status, path).toBe(200);
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain('Aspire Overseas Education');
  });
  for (const path of ['/sitemap.xml', '/robots.txt']) expect((await request.get(path)).status(), path).toBe(200);
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/study-abroad/atlantis')).status()).toBe(404);
  expect(serverLog()).not.toMatch(serverErrors);
});

// One route per kind of page: home, about, contact (phone field), a destination, an article, the FAQ
// browser, a service, a translation (its own root layout). Opening all of them in a browser would add
// minutes and cover no new component.
const browsed = ['/', '/about-us', '/contact-us', '/study-abroad/usa', '/news/usa/1', '/faq', '/services/visa-guidance', '/ta/parents'];

for (const path of browsed) {
  test(`${path} hydrates with the site's styles, no error overlay and no console errors`, async ({ page }) => {
    const errors = await openSettled(page, path);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(page.locator('body')).toHaveCSS('font-family', /^inter\b/i);
    // Behaviour, not just markup: the Study Abroad menu opens once the header has hydrated (a
    // translation's header keeps the Menu drawer at every width: its menu opens there).
    await hydrated(page);
    if (path === '/ta/parents') {
      await header.getByRole('button', { name: tamil.shell.menu }).click();
      await expect(page.getByRole('dialog', { name: tamil.shell.menu }).getByRole('link', { name: tamil.nav['For Parents'], exact: true })).toBeVisible();
    } else {
      const trigger = header.getByRole('button', { name: 'Study Abroad' });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(header.getByRole('link', { name: /USA/ }).first()).toBeVisible();
    }
    // Next's dev overlay lists runtime and hydration errors as "issues".
    await expect(page.locator('[data-issues-count]')).toHaveCount(0);
    await expect(page.locator('[data-nextjs-dialog]')).toHaveCount(0);
    expect(errors, path).toEqual([]);
  });
}

/**
 * The preview opened the ways people open it: at http://127.0.0.1 (the address every test here opens,
 * the pages above included) and from a phone on the office network at the computer's address. Next
 * serves its scripts in development only to the hosts it allows: anywhere else the page paints, never
 * hydrates, and the editor stays blank.
 */
test('opened at 127.0.0.1 and at the computer’s network address, pages hydrate and the editor draws', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const isHydrated = () => expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 60_000 });
  expect(new URL(baseURL!).hostname).toBe('127.0.0.1');

  const { lanAddresses } = await import('../../scripts/dev-origins.mjs');
  const [lan] = lanAddresses();
  expect(lan, 'this computer has no network address to open the preview at').toBeTruthy();
  await openSettled(page, `http://${lan}:${devPort}/contact-us`);
  await isHydrated();
  // Hydrated, and working: the Study Abroad menu opens.
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Study Abroad' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await page.goto('/admin', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/keystatic$/);
  await isHydrated();
  // The editor draws its app in the browser: its navigation shows only once its scripts have run.
  await expect(page.getByRole('link', { name: 'News articles' }).first()).toBeVisible({ timeout: 90_000 });
  expect(serverLog()).not.toMatch(serverErrors);
});

test('a content edit shows in the open page without restarting the server', async ({ page, request }) => {
  const before = homeFaqs[0]!.question;
  const after = 'Is counselling really free of charge?';
  await openSettled(page, '/');
  const errors = watchConsole(page);
  await expect(page.getByRole('button', { name: before })).toBeVisible();
  // Edit only once the page has hydrated: an edit that lands mid-hydration (a slow, busy machine)
  // makes React hydrate old server HTML with new client code, which is the test's timing, not the site.
  await hydrated(page);

  const edited = Date.now();
  editPreviewFile('content/data/home-faqs.json', JSON.stringify(before), JSON.stringify(after));
  // Fast Refresh updates the open page in place...
  await expect(page.getByRole('button', { name: after })).toBeVisible({ timeout: 45_000 });
  const seconds = ((Date.now() - edited) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'dev: edit to updated page', description: `${seconds} s` });
  console.log(`dev: content edit to updated page ${seconds} s`);
  // ...and a fresh request gets the new text from the same server.
  expect(await (await request.get('/')).text()).toContain(after);
  expect(errors).toEqual([]);
  expect(serverLog()).not.toMatch(serverErrors);
});

/**
 * The content editor (Keystatic at /keystatic, reached from /admin) writes the preview copy's files
 * (e2e/dev/devServer.ts: the copy is deleted after the suite, so nothing here touches the working
 * tree) and the preview pages open beside it show each save.
 */
test.describe('the content editor', () => {
  const article = { path: '/news/usa/2', file: 'fall-spring-or-summer-choosing-the-right-us-intake' };

  async function openEditor(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Keystatic draws its app in the browser: wait for its navigation before using it.
    await expect(page.getByRole('link', { name: 'News articles' }).first()).toBeVisible({ timeout: 90_000 });
  }

  /**
   * Another screen of the open editor through its own navigation, as a marketer moves between forms:
   * a new page load would fetch and run the editor's development scripts again (3-5 s each here).
   */
  async function moveInEditor(page: Page, path: string) {
    await page.locator(`nav a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  test('changes an FAQ answer and a news title, and the open preview pages show both', async ({ page, context }) => {
    // Each editor screen compiles on its first visit: minutes on a busy two-core machine.
    test.setTimeout(420_000);
    const newAnswer = 'The USA, the UK, Canada, Australia, New Zealand, Germany and other European countries.';
    const newTitle = 'Fall, Spring or Summer? How to choose your US intake in 2027';
    const home = await context.newPage();
    await openSettled(home, '/');
    const news = await context.newPage();
    await openSettled(news, article.path);
    await hydrated(home);
    await hydrated(news);
    const errors = [watchConsole(home), watchConsole(news)];

    await openEditor(page, '/admin');
    await expect(page).toHaveURL(/\/keystatic$/);
    await page.getByRole('link', { name: 'FAQs: home page' }).first().click();
    // The second question: the first one's is what the plain file-edit test above changes in this copy.
    await page.getByText(homeFaqs[1]!.question).click({ timeout: 120_000 });
    const answer = page.getByRole('textbox', { name: 'Answer' });
    await expect(answer).toHaveValue(homeFaqs[1]!.answer);
    await answer.fill(newAnswer);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Answers are in the page's HTML whether or not their accordion item is open.
    await expect(home.getByText(newAnswer)).toHaveCount(1, { timeout: 45_000 });

    // The article in a tab of its own, as a marketer would open it: the FAQ's tab may still load its own
    // address again after the save (seen once in a full run, while this navigation was on its way), and
    // that must not cut this navigation short.
    const editor = await context.newPage();
    await openEditor(editor, `/keystatic/collection/news/item/${article.file}`);
    const title = editor.getByRole('textbox', { name: 'Title', exact: true });
    // The entry loads through the editor's API route, itself compiled on this first visit ("Loading
    // Item" for over 5 s once in the full suite): the same allowance as the FAQ item above.
    await expect(title).toHaveValue(/^Fall, Spring or Summer\?/, { timeout: 120_000 });
    await title.fill(newTitle);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(news.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 45_000 });
    expect(errors.flat()).toEqual([]);
  });

  test('creates a news article with a picture: its page opens, it leads its country’s tab and archive', async ({ page }) => {
    test.setTimeout(240_000);
    const title = 'Canada study permit checklist for the September 2027 intake';
    await openEditor(page, '/keystatic/collection/news/create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Browser-tab title' }).fill('Canada study permit checklist');
    await page.getByRole('textbox', { name: 'Subtext' }).fill('Which documents to gather, in which order, and how long each step takes before a September start.');
    await page.getByRole('textbox', { name: 'Date' }).fill('2026-11-02');
    await page.getByRole('button', { name: /Country$/ }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.getByRole('textbox', { name: 'Number', exact: true }).fill('5');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({
      name: 'permit.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#e6eef7"/></svg>'),
    });
    const body = page.getByRole('textbox', { name: 'Article', exact: true });
    await body.click();
    await page.keyboard.type('Start with your letter of acceptance from a designated learning institution and your proof of funds.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Then book your biometrics appointment as soon as you have applied online.');
    await page.getByRole('button', { name: 'Create' }).click();
    // Creating goes through the editor's API route, which compiles on this click when the test runs on
    // a fresh server (after a failure the suite restarts it): the allowance the other first visits have.
    await expect(page).toHaveURL(/\/keystatic\/collection\/news\/item\//, { timeout: 120_000 });

    // The dev server picks the new file up within seconds: until then the new address is not yet one
    // of the route's static params (a route compiled earlier in the suite answers 404 meanwhile).
    await expect
      .poll(async () => (await page.request.get('/news/canada/5')).status(), { timeout: 45_000, intervals: [500] })
      .toBe(200);
    const response = await page.goto('/news/canada/5');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Then book your biometrics appointment')).toBeVisible();
    const src = await page.locator('main img').first().getAttribute('src');
    expect(src).toMatch(/^\/images\/news\/.+\.svg$/);
    expect((await page.request.get(src!)).status()).toBe(200);

    // The newest of Canada's five: first in the Canada tab, which still shows four, and in the archive.
    await page.goto('/news#canada');
    const panel = page.getByRole('tabpanel', { name: 'Canada' });
    await expect(panel.getByRole('article')).toHaveCount(4);
    await expect(panel.getByRole('article').first().getByRole('link')).toHaveText(title);
    await panel.getByRole('link', { name: 'All Canada news' }).click();
    await expect(page).toHaveURL(/\/news\/canada$/);
    const archived = page.getByRole('main').getByRole('article');
    await expect(archived).toHaveCount(5);
    await expect(archived.first().getByRole('link', { name: title })).toHaveAttribute('href', '/news/canada/5');
  });

  test('shows the firm’s registration and the counsellors in forms made from their schemas', async ({ page }) => {
    test.setTimeout(240_000);
    await openEditor(page, '/keystatic/singleton/site');
    await expect(page.getByRole('textbox', { name: 'CIN' })).toHaveValue(site.company.cin, { timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'GSTIN' })).toHaveValue(site.company.gstin);
    // The invented company is ticked as a sample, so the launch gate lists it.
    await expect(
      page.getByRole('group', { name: 'The company behind the brand' }).getByRole('checkbox', { name: 'Sample (invented for the template)' }),
    ).toBeChecked();
    // So is the call-back promise, which the firm must set to its own.
    await expect(page.getByRole('group', { name: 'Call-back promise' }).getByRole('checkbox', { name: 'Sample (invented for the template)' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Who answers' })).toHaveValue(site.dataProtection.contact);
    await expect(page.getByRole('textbox', { name: 'Grievance Officer’s name' })).toHaveValue(site.dataProtection.officerName);
    await expect(page.getByRole('checkbox', { name: 'Sample Grievance Officer (invented for the template)' })).toBeChecked();

    await moveInEditor(page, '/keystatic/singleton/counsellors');
    for (const person of counsellors) await expect(page.getByText(person.name, { exact: true })).toBeVisible({ timeout: 60_000 });

    // A translation: each text in its language, with the English it translates written beside it.
    await moveInEditor(page, '/keystatic/singleton/translation-kn');
    await expect(page.getByText(`English: ${english.parents.intro}`)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('textbox', { name: 'Intro', exact: true })).toHaveValue(kannada.parents.intro);
    // The destination pages' own texts, a form of their own: each template with its English beside it.
    const [key, { template }] = [...destinationTemplates(findDestination('usa')!)][0]!;
    await moveInEditor(page, '/keystatic/singleton/translation-kn-destinations');
    await expect(page.getByText(`English: ${template}`)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('group', { name: 'USA' }).getByRole('textbox').first()).toHaveValue((kannadaPages.usa as Record<string, string>)[key]!);
  });

  test('refuses an article with a missing title or a date before 2024, naming the field', async ({ page }) => {
    test.setTimeout(180_000);
    await openEditor(page, '/keystatic/collection/news/create');
    await page.getByRole('textbox', { name: 'Date' }).fill('2023-12-31');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Title must be at least 20 characters long')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^Date must be/)).toBeVisible();
    // Nothing was written: the page is still the new-entry form.
    await expect(page).toHaveURL(/\/create$/);
  });
});
