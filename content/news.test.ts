import { defaultNewsCountry, findNews, latestNewsFor, newsCountries, newsFor, newsItems, newsPerTab, readArticles } from './news';
import { ContentError } from './schema';
import type { NewsCountry } from './types';
import { isHttps, isValidIsoDate, publicFileExists } from './checks';

const COUNTRIES: NewsCountry[] = ['usa', 'uk', 'canada', 'australia', 'germany', 'newzealand', 'eu'];
const EARLIEST = '2024-01-01';
/** No article is dated in the future: an article written today passes. */
const LATEST = new Date().toISOString().slice(0, 10);

describe('news', () => {
  it('has the tab bar in the spec order, defaulting to USA', () => {
    expect(newsCountries).toEqual([
      { id: 'usa', label: 'USA' },
      { id: 'uk', label: 'UK' },
      { id: 'canada', label: 'Canada' },
      { id: 'australia', label: 'Australia' },
      { id: 'germany', label: 'Germany' },
      { id: 'newzealand', label: 'New Zealand' },
      { id: 'eu', label: 'European Union' },
    ]);
    expect(defaultNewsCountry).toBe('usa');
  });

  // The spec's 28 articles, 4 per country, numbered 1 to 4, were the start: marketers add more
  //, each at the next free number of its country, and the tabs show the latest four.
  it('has at least the spec’s 4 items per country, each country numbered 1, 2, 3… without a gap', () => {
    expect(newsItems.length).toBeGreaterThanOrEqual(28);
    const problems: string[] = [];
    for (const country of COUNTRIES) {
      const numbers = newsFor(country)
        .map((item) => item.n)
        .sort((a, b) => a - b);
      if (numbers.length < 4) problems.push(`news[${country}]: ${numbers.length} articles, at least 4 (a full tab)`);
      const expected = numbers.map((_, i) => i + 1);
      if (JSON.stringify(numbers) !== JSON.stringify(expected)) {
        problems.push(`news[${country}]: numbers ${JSON.stringify(numbers)}, expected ${JSON.stringify(expected)} (the next article takes ${numbers.length + 1})`);
      }
    }
    const links = newsItems.map((item) => item.link);
    if (new Set(links).size !== links.length) problems.push('news: duplicate links');
    expect(problems).toEqual([]);
  });

  it('gives every item valid, well-formed fields', () => {
    const problems: string[] = [];
    newsItems.forEach((item, i) => {
      const at = `newsItems[${i}] (${item.link})`;
      if (!COUNTRIES.includes(item.country)) problems.push(`${at}.country: "${item.country}" unknown`);
      if (!item.link.startsWith(`/news/${item.country}/`)) problems.push(`${at}.link: does not match country`);
      if (item.title.trim().length < 20) problems.push(`${at}.title: too short to be specific`);
      if (item.subtext.length < 50 || item.subtext.length > 160) {
        problems.push(`${at}.subtext: ${item.subtext.length} characters, expected 50–160`);
      }
      if (!isValidIsoDate(item.date)) problems.push(`${at}.date: "${item.date}" is not a valid date`);
      else if (item.date < EARLIEST || item.date > LATEST) {
        problems.push(`${at}.date: ${item.date} outside ${EARLIEST}..${LATEST}`);
      }
      if (!item.image.startsWith('/images/news/')) problems.push(`${at}.image: "${item.image}" is not under /images/news/`);
      if (!publicFileExists(item.image)) {
        problems.push(`${at}.image: ${item.image} missing under public/`);
      }
      if (item.body.length < 3 || item.body.length > 4) {
        problems.push(`${at}.body: ${item.body.length} paragraphs, expected 3–4`);
      }
      item.body.forEach((p, j) => {
        if (p.trim().length < 40) problems.push(`${at}.body[${j}]: too short`);
      });
      if (!isHttps(item.sourceUrl)) problems.push(`${at}.sourceUrl: not https`);
      if (item.sourceName.trim() === '') problems.push(`${at}.sourceName: empty`);
    });
    expect(problems).toEqual([]);
  });

  // Six topics cannot stay distinct across a growing archive: the cards a tab shows side by side can.
  it('gives every item its own picture, and the items a tab shows each a different topic', () => {
    expect(new Set(newsItems.map((item) => item.image)).size).toBe(newsItems.length);
    for (const { id: country } of newsCountries) {
      const topics = latestNewsFor(country).map((item) => item.topic);
      expect([country, new Set(topics).size]).toEqual([country, topics.length]);
    }
  });

  it('lists each country newest first', () => {
    const problems: string[] = [];
    for (const country of COUNTRIES) {
      const dates = newsFor(country).map((item) => item.date);
      const sorted = [...dates].sort().reverse();
      if (JSON.stringify(dates) !== JSON.stringify(sorted)) problems.push(`news[${country}]: not newest first`);
    }
    expect(problems).toEqual([]);
  });

  it('shows a country’s latest four on its tab (the spec’s layout); its archive keeps every article', () => {
    expect(newsPerTab).toBe(4);
    for (const { id } of newsCountries) {
      expect(latestNewsFor(id)).toEqual(newsFor(id).slice(0, 4));
    }
    expect(newsCountries.flatMap(({ id }) => newsFor(id))).toHaveLength(newsItems.length);
  });

  it('finds an article by country and number, and nothing otherwise', () => {
    expect(findNews('germany', '2')?.link).toBe('/news/germany/2');
    expect(findNews('germany', '5')).toBeUndefined();
    expect(findNews('india', '1')).toBeUndefined();
  });
});

describe('news article files', () => {
  const article = (front: Record<string, string | number>, body = 'First paragraph of the article.\n\nSecond paragraph of it.') =>
    `---\n${Object.entries(front).map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : v}`).join('\n')}\n---\n${body}\n`;
  const front = {
    title: 'A specific and long enough title',
    metaTitle: 'Short tab title',
    subtext: 'A summary of the article that is long enough to pass the check of fifty.',
    date: '2026-01-05',
    country: 'uk',
    n: 5,
    topic: 'visa',
    image: '/images/news/uk-1.svg',
    source: 'ukStudentVisa',
  };
  const problems = (files: { file: string; text: string }[]) => {
    try {
      readArticles(files);
      return [];
    } catch (error) {
      return error instanceof ContentError ? error.problems : [String(error)];
    }
  };

  it('reads frontmatter and a Markdown body into an item with its address and source', () => {
    const [item] = readArticles([{ file: 'content/news/a.md', text: article(front) }]);
    expect(item).toMatchObject({
      title: front.title,
      date: '2026-01-05',
      n: 5,
      link: '/news/uk/5',
      body: ['First paragraph of the article.', 'Second paragraph of it.'],
      sourceName: 'GOV.UK: Student visa',
      sourceUrl: 'https://www.gov.uk/student-visa',
    });
  });

  it('names the file and field of a bad date, a missing title and a taken address', () => {
    const untitled = Object.fromEntries(Object.entries(front).filter(([key]) => key !== 'title'));
    expect(
      problems([
        { file: 'content/news/a.md', text: article({ ...front, date: '2026-13-01' }) },
        { file: 'content/news/b.md', text: article(untitled) },
        { file: 'content/news/c.md', text: article(front) },
        { file: 'content/news/d.md', text: article(front) },
        { file: 'content/news/e.md', text: 'no frontmatter' },
      ]),
    ).toEqual([
      'content/news/a.md: date: "2026-13-01" is not a date YYYY-MM-DD',
      'content/news/b.md: title: missing (Title is required)',
      'content/news/e.md: no frontmatter (the fields between two --- lines at the top)',
      'content/news/d.md: n: /news/uk/5 is already the address of content/news/c.md',
    ]);
  });

  it('names the file and field of a successor that is missing, itself or not newer', () => {
    expect(
      problems([
        { file: 'content/news/old.md', text: article({ ...front, n: 1, date: '2025-01-01', supersededBy: 2 }) },
        { file: 'content/news/new.md', text: article({ ...front, n: 2, date: '2026-03-01', supersededBy: 1 }) },
        { file: 'content/news/self.md', text: article({ ...front, n: 3, supersededBy: 3 }) },
        { file: 'content/news/gone.md', text: article({ ...front, n: 4, supersededBy: 9 }) },
      ]),
    ).toEqual([
      'content/news/new.md: supersededBy: /news/uk/1 (2025-01-01) is not newer than this article (2026-03-01)',
      'content/news/self.md: supersededBy: 3 is this article itself',
      'content/news/gone.md: supersededBy: no article /news/uk/9',
    ]);
  });

  it('orders items by tab, then newest first, whatever the order of the files', () => {
    const items = readArticles([
      { file: 'content/news/old.md', text: article({ ...front, n: 1, date: '2025-01-01' }) },
      { file: 'content/news/us.md', text: article({ ...front, country: 'usa', n: 1 }) },
      { file: 'content/news/new.md', text: article({ ...front, n: 2, date: '2026-03-01' }) },
    ]);
    expect(items.map((item) => item.link)).toEqual(['/news/usa/1', '/news/uk/2', '/news/uk/1']);
  });
});
