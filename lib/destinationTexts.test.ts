import { destinations } from '@/content/destinations';
import { destinationText } from './destinationText';
import { destinationIn, destinationTemplates, destinationTexts, fillTemplate, namesWithDigits, placeholdersIn, templateKey, templateOf } from './destinationTexts';

describe('a destination text as a template', () => {
  it('takes out its figures, dates and cost figures, and keeps names with digits', () => {
    const { template, figures } = templateOf('The F-1 fee rose to US$185 from 1 January 2027; PGWP up to 3 years (CLB 7), 2022–23, Step 01.');
    expect(template).toBe('The F-1 fee rose to {1} from {2}; PGWP up to {3} years (CLB {4}), {5}–{6}, Step {7}.');
    expect(figures).toHaveLength(7);
    expect(namesWithDigits(template)).toEqual(['F-1']);
    expect(placeholdersIn(template)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('writes the figures back: counts the Indian way, foreign money in thousands, dates for the locale, a kept leading zero', () => {
    const { figures } = templateOf('About £1,164 from 1 January 2027, Step 01, 18 months, 1000000, 155,000 places and CAD 120,000.');
    expect(fillTemplate('{1} · {2} · {3} · {4} · {5} · {6} · {7}', figures, 'kn-IN')).toBe('£1,164 · ಜನವರಿ 1, 2027 · 01 · 18 · 1000000 · 1,55,000 · CAD 120,000');
    expect(fillTemplate('{2}', figures, 'hi-IN')).toBe('1 जनवरी 2027');
  });

  it('refuses a translation that names a figure its English text lacks', () => {
    expect(() => fillTemplate('{2}', templateOf('3 years').figures, 'kn-IN')).toThrow('{2}');
  });

  it('keys a template by its words, so a changed English text loses its translation', () => {
    expect(templateKey('About {1} providers')).toBe(templateKey('About {1} providers'));
    expect(templateKey('About {1} providers')).not.toBe(templateKey('About {1} universities'));
  });
});

describe.each(destinations.map((d) => [d.slug, d] as const))('the %s record', (_slug, d) => {
  it('reads the same when its templates are filled with its own figures (nothing is lost in the round trip)', () => {
    // Only the grouping may differ: the locale writes 155,000 the Indian way, 1,55,000.
    const ungrouped = (text: string) => text.replace(/(?<=\d),(?=\d)/g, '');
    for (const text of destinationTexts(d)) {
      const { template, figures } = templateOf(text);
      expect(ungrouped(destinationText(fillTemplate(template, figures, 'en-IN'), d.costs.currency))).toBe(ungrouped(destinationText(text, d.costs.currency)));
    }
  });

  it('shows its English text, figures and all, where a translation lacks one, and lists it', () => {
    const missing: string[] = [];
    expect(destinationIn('kn', d, {}, 'kn-IN', missing)).toEqual(d);
    expect(new Set(missing)).toEqual(new Set([...destinationTemplates(d).values()].map((t) => t.template)));
  });

  it('fills a translation with the English record’s figures, written for the locale', () => {
    const translations = { [d.slug]: Object.fromEntries([...destinationTemplates(d)].map(([key, t]) => [key, `[${t.template}]`])) };
    const local = destinationIn('hi', d, translations, 'hi-IN');
    expect(local.bannerTitle).toBe(`[${d.bannerTitle}]`);
    expect(local.costs.currency).toBe(d.costs.currency);
  });
});
