import type { CostFigure, Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { costLineNames } from '@/content/costs';
import { dictionary, localeOf } from '@/lib/i18n';
import { destinationIn, type DestinationTranslations } from '@/lib/destinationTexts';

/**
 * A destination in `lang`: its texts translated, its figures from the English record
 * (lib/destinationTexts.ts). Apart from the page, so a page that only lists destinations (a
 * translation's home) does not pull in the page's islands.
 */
export function localDestination(d: Destination, lang: SiteLanguage): Destination {
  if (lang === 'en') return d;
  const local = destinationIn(lang, d, dictionary(lang).destinations as DestinationTranslations, localeOf(lang));
  // A cost figure named as its line is ("Tuition" under Tuition) is named as the estimator names the
  // line, so the page and the form recognise it and do not name it twice ("Tuition: £10,000…").
  const { lines } = dictionary(lang).destination.estimator;
  const asLine = <F extends CostFigure>(english: readonly F[], key: keyof typeof lines) => (f: F, i: number) =>
    english[i]?.label === costLineNames[key] ? { ...f, label: lines[key] } : f;
  const { costs } = local;
  return {
    ...local,
    costs: {
      ...costs,
      tuition: Array.isArray(costs.tuition) && Array.isArray(d.costs.tuition) ? costs.tuition.map(asLine(d.costs.tuition, 'tuition')) : costs.tuition,
      living: Array.isArray(costs.living) && Array.isArray(d.costs.living) ? costs.living.map(asLine(d.costs.living, 'living')) : costs.living,
      visa: costs.visa.map(asLine(d.costs.visa, 'visa')),
      health: Array.isArray(costs.health) && Array.isArray(d.costs.health) ? costs.health.map(asLine(d.costs.health, 'health')) : costs.health,
    },
  };
}
