import { findNews, newsItems } from './news';

describe('superseded articles', () => {
  it('name a newer article of the same country as their successor', () => {
    const problems = newsItems.flatMap((item) => {
      if (item.supersededBy === undefined) return [];
      const next = findNews(item.country, String(item.supersededBy));
      if (!next) return [`${item.link}.supersededBy: no article ${item.supersededBy} in ${item.country}`];
      if (next.link === item.link) return [`${item.link}.supersededBy: itself`];
      return next.date > item.date ? [] : [`${item.link}.supersededBy: ${next.link} (${next.date}) is not newer than ${item.date}`];
    });
    expect(problems).toEqual([]);
    expect(newsItems.filter((item) => item.supersededBy !== undefined).map((item) => item.link)).toEqual(['/news/canada/4']);
  });
});
