/**
 * Adding a destination is adding one record to content/destinations/ (a file, its line in the index and its slug). This test adds a fixture
 * record (Japan) to the list and checks that everything built from destination records picks it up:
 * the Study Abroad menu, the route list and sitemap, the static params of /study-abroad/[country],
 * the counselling topics, and the lookups that give news articles and FAQ groups their flag and guide.
 */
import { coverage, destinationParams, destinations, destinationTopics } from './destinations';
import { destinationLinks } from './navigation';
import { allRoutes } from './routes';
import { topicOptions, topicLabel } from './contactTopics';
import { sitemapEntries } from '@/lib/sitemap';
import { site } from './site';
import type { Destination, DestinationSlug } from './types';

const usa = destinations[0]!;
const japan: Destination = {
  ...usa,
  // The slug type lists the real destinations, so a fixture outside content/destinations/ needs a cast.
  slug: 'japan' as DestinationSlug,
  name: 'Japan',
  fullName: 'Japan',
  flag: 'JP',
  bannerTitle: 'Study In Japan',
  lastReviewed: '2026-11-20',
};
const list = [...destinations, japan];

describe('adding a destination record', () => {
  it('adds it to the Study Abroad menu', () => {
    expect(destinationLinks(list).at(-1)).toEqual({ title: 'Study in Japan', href: '/study-abroad/japan' });
  });

  it('adds its page to the route list, the sitemap and the static params', () => {
    expect(allRoutes(list)).toContain('/study-abroad/japan');
    expect(allRoutes(list).length).toBe(allRoutes().length + 1);
    expect(sitemapEntries(list)).toContainEqual(
      expect.objectContaining({ url: `${site.url}/study-abroad/japan`, lastModified: '2026-11-20' }),
    );
    expect(destinationParams(list)).toContainEqual({ country: 'japan' });
  });

  it('gives the counselling form its topic, named from the record', () => {
    const topics = topicOptions(destinationTopics(list));
    expect(topics).toContainEqual({ value: 'study-in-japan', label: 'Study in Japan' });
    expect(topicLabel('study-in-japan', topics)).toBe('Study in Japan');
  });

  it('lists each subject once: Europe’s Germany guide is "Study in Europe" beside "Study in Germany"', () => {
    const labels = topicOptions(destinationTopics()).map((t) => t.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['Study in Germany', 'Study in Europe']));
  });

  it('gives its flag, name and topic to the lookups the news, FAQ and contact pages use', () => {
    const covered = coverage(list).find((c) => c.destination === japan);
    expect(covered).toMatchObject({ flag: 'JP', inSentence: 'Japan', topic: 'study-in-japan' });
  });
});

describe('destination slugs', () => {
  it('are typed from the records: a slug without a record does not compile', () => {
    // @ts-expect-error 'japan' is not a key of the records.
    const unknown: DestinationSlug = 'japan';
    expect(destinations.map((d) => d.slug)).not.toContain(unknown);
  });
});
