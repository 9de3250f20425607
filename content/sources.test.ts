import { sources } from './sources';
import { officialHosts } from './officialHosts';
import { isHttps } from './checks';
import { newsItems } from './news';
import { isOfficialUrl } from '@/lib/officialSource';

describe('sources', () => {
  it('each have a name and an https address, and no page is listed twice', () => {
    const all = Object.entries(sources);
    expect(all.filter(([, s]) => !s.name.trim() || !isHttps(s.url)).map(([key]) => key)).toEqual([]);
    const urls = all.map(([, s]) => s.url);
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
  });

  it('are all on an official host: the government, the test owner or the named university', () => {
    const cited = [
      ...Object.entries(sources).map(([key, s]) => [`sources.${key}`, s.url]),
      ...newsItems.map((n) => [`newsItems (${n.link}).sourceUrl`, n.sourceUrl]),
    ];
    expect(cited.filter(([, url]) => !isOfficialUrl(url!, officialHosts)).map(([at, url]) => `${at}: ${url} is not on an official host`)).toEqual([]);
  });
});

describe('the official-host check', () => {
  it('accepts an official host and its subdomains', () => {
    expect(isOfficialUrl('https://www.gov.uk/student-visa', officialHosts)).toBe(true);
    expect(isOfficialUrl('https://immi.homeaffairs.gov.au/visas', officialHosts)).toBe(true);
    expect(isOfficialUrl('https://www150.statcan.gc.ca/t1', officialHosts)).toBe(true);
  });

  it('refuses the unofficial sites the figures used to cite, look-alikes and plain http', () => {
    for (const url of [
      'https://timescaribbeanonline.com/uk-government-sparks-outrage-with-yet-another-visa-fee-hike/',
      'https://www.istudentvoice.com/post/u-s-state-department-increases-fees-for-nonimmigrant-visa-applications',
      'https://www.ein.org.uk/news/house-commons-library-publishes-updated-briefing-immigration-health-surcharge-which-now-raises',
      'https://www.hindustantimes.com/world-news/german-visa-details',
      'https://ausimmi.com.au/higher-requirements-for-student-visas/',
      'https://gov.uk.example.com/student-visa',
      'https://notgov.uk/student-visa',
      'http://www.gov.uk/student-visa',
      'not a url',
    ]) {
      expect([url, isOfficialUrl(url, officialHosts)]).toEqual([url, false]);
    }
  });

  it('lists each host once, in lower case, without a scheme or path', () => {
    const hosts = officialHosts.map((h) => h.host);
    expect(hosts.filter((h, i) => hosts.indexOf(h) !== i)).toEqual([]);
    expect(hosts.filter((h) => h !== h.toLowerCase() || /[/:]/.test(h))).toEqual([]);
  });
});
