import { countryFaqs, homeFaqs } from '@/content/faqs';
import { findDestination } from '@/content/destinations';
import { faqAnswer, resolveFaqs } from './faqText';

describe('FAQ answers read the destinations’ own figures', () => {
  it('write out every named figure, and a name that is not a figure stops the build', () => {
    const resolved = resolveFaqs([...homeFaqs, ...countryFaqs]);
    expect(resolved.filter((f) => /\{\{|\}\}/.test(f.answer)).map((f) => f.question)).toEqual([]);
    expect(() => faqAnswer('Funds: {{canada: Proof of money}}.')).toThrow('canada has no cost figure or English score "Proof of money"');
    expect(() => faqAnswer('Funds: {{japan: Proof of funds}}.')).toThrow('no destination "japan"');
  });

  it('state the figure as the destination record has it, with its status as every page writes it', () => {
    const funds = findDestination('canada')!.costs.living;
    expect(Array.isArray(funds) && funds[0]!.min).toBe(22895);
    expect(faqAnswer('Proof of funds is {{canada: Proof of funds}} a year.')).toBe(
      'Proof of funds is CAD 22,895 a year. Source: canada.ca · checked 26 Nov 2026.',
    );
    expect(faqAnswer('About {{europe: Public universities (semester fee) | prefixOnce}}.')).toMatch(/^About €150–350\. Source: daad\.de/);
    expect(faqAnswer('{{new-zealand: Living-cost funds}} a year.')).toBe(
      'NZD 20,000 a year. Source: immigration.govt.nz · checked 26 Nov 2026.',
    );
    // An answer without figures is left as written.
    expect(faqAnswer('Apply early.')).toBe('Apply early.');
  });

  it('name each official page once, however many of its figures an answer states', () => {
    const answer = faqAnswer('{{canada: Undergraduate (average)}} and {{canada: Graduate (average)}}.');
    expect(answer.match(/Source: /g)).toHaveLength(1);
    expect(answer).toBe('CAD 41,746 and CAD 24,028. Source: www150.statcan.gc.ca · not yet confirmed.');
  });

  it('say each status as the figure’s record does, and list two pages as "Sources"', () => {
    const answer = faqAnswer('{{uk: Student visa application fee}} and {{canada: Proof of funds}}.');
    expect(answer).toBe('£524 and CAD 22,895. Sources: gov.uk · not yet confirmed; canada.ca · checked 26 Nov 2026.');
  });
});
