import { destinations } from '@/content/destinations';
import { costLineNames } from '@/content/costs';
import { translations } from '@/content/languages';
import { dictionary } from '@/lib/i18n';
import { localDestination } from './localDestination';

describe.each(translations)('a destination in %s', (lang) => {
  it('names a cost figure named as its line as the estimator names the line, and keeps the English record’s figures', () => {
    const { lines } = dictionary(lang).destination.estimator;
    for (const d of destinations) {
      const local = localDestination(d, lang);
      for (const key of ['tuition', 'living', 'visa', 'health'] as const) {
        const english = d.costs[key];
        const translated = local.costs[key];
        if (!Array.isArray(english) || !Array.isArray(translated)) continue;
        english.forEach((f, i) => {
          expect([f.min, f.max, f.period]).toEqual([translated[i]!.min, translated[i]!.max, translated[i]!.period]);
          if (f.label === costLineNames[key]) expect(translated[i]!.label).toBe(lines[key]);
        });
      }
    }
  });
});
