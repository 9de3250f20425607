import { defaultNewsCountry, findNews, newsCountries, newsFor, newsItems } from './news';
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

  it('has 28 items, 4 per country, linked /news/{country}/1..4 in order', () => {
    expect(newsItems).toHaveLength(28);
    const problems: string[] = [];
    for (const country of COUNTRIES) {
      const links = newsFor(country).map((item) => item.link);
      const expected = [1, 2, 3, 4].map((n) => `/news/${country}/${n}`);
      if (JSON.stringify(links) !== JSON.stringify(expected)) {
        problems.push(`news[${country}]: links ${JSON.stringify(links)}, expected ${JSON.stringify(expected)}`);
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
      const own = item.link.replace(/^\/news\/([a-z]+)\/(\d)$/, '/images/news/$1-$2.svg');
      if (item.image !== own) problems.push(`${at}.image: "${item.image}", expected its own picture ${own}`);
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

  it('gives every item its own picture, and a country’s items each a different topic', () => {
    expect(new Set(newsItems.map((item) => item.image)).size).toBe(newsItems.length);
    for (const country of new Set(newsItems.map((item) => item.country))) {
      const topics = newsItems.filter((item) => item.country === country).map((item) => item.topic);
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

  it('finds an article by country and number, and nothing otherwise', () => {
    expect(findNews('germany', '2')?.link).toBe('/news/germany/2');
    expect(findNews('germany', '5')).toBeUndefined();
    expect(findNews('india', '1')).toBeUndefined();
  });
});
