import { countryFaqs } from '@/content/faqs';
import { newsItems } from '@/content/news';
import { events } from '@/content/events';
import { offices } from '@/content/offices';
import { freeTrainings, services } from '@/content/services';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  eventsJsonLd,
  faqPageJsonLd,
  jsonLdText,
  newsArticleJsonLd,
  officeJsonLd,
  organizationJsonLd,
  serviceJsonLd,
} from './seo';

describe('jsonLdText', () => {
  it('cannot close its script element or open a comment, whatever the content says', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', note: '<!-- x -->' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- x -->' });
  });
});

describe('structured data built from content', () => {
  it('ties offices, services and articles to the one organisation', () => {
    const organisation = organizationJsonLd();
    expect(organisation['@id']).toBe(absoluteUrl('/#organization'));
    for (const block of [
      ...offices.map((office) => officeJsonLd(office).parentOrganization),
      ...services.map((service) => serviceJsonLd(service, 'service').provider),
      ...freeTrainings.map((training) => serviceJsonLd(training, 'training').provider),
    ]) {
      expect(block).toEqual({ '@id': organisation['@id'] });
    }
    for (const item of newsItems) {
      const article = newsArticleJsonLd(item);
      expect(article.author['@id']).toBe(organisation['@id']);
      expect(article.url).toBe(absoluteUrl(item.link));
    }
  });

  it('lists every answered FAQ once, and breadcrumbs in order with absolute URLs', () => {
    const faqPage = faqPageJsonLd(countryFaqs);
    expect(faqPage.mainEntity).toHaveLength(countryFaqs.filter((faq) => faq.answer.trim() !== '').length);
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'FAQ', path: '/faq' },
    ]);
    expect(trail.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, absoluteUrl('/')],
      [2, absoluteUrl('/faq')],
    ]);
  });

  it('offers free trainings at no cost, and services without an offer', () => {
    expect(serviceJsonLd(freeTrainings[0]!, 'training')).toMatchObject({ offers: { price: '0', priceCurrency: 'INR' } });
    expect(serviceJsonLd(services[0]!, 'service')).not.toHaveProperty('offers');
  });
});

describe('sample entries stay out of the structured data', () => {
  const organizer = { name: 'Aspire Overseas Education', url: 'https://www.aspireoverseas.in' };

  it('gives a sample event no Event block, and a real one its block', () => {
    expect(events.length).toBeGreaterThan(1);
    expect(eventsJsonLd(events, organizer)).toEqual([]);
    const own = events.map((event, i) => ({ ...event, sample: i === 0 }));
    expect(eventsJsonLd(own, organizer).map((block) => block.name)).toEqual(own.slice(1).map((event) => event.name));
  });

  it('has no block for a review (sample or not: Google ignores an organisation’s own review stars)', () => {
    const blocks = [organizationJsonLd(), ...offices.map(officeJsonLd), ...eventsJsonLd(events, organizer)];
    expect(jsonLdText(blocks)).not.toMatch(/"@type":"(Review|AggregateRating)"|"review"|"aggregateRating"/);
  });
});
