import type { ValueAddedService } from './types';
import type { AboutWords } from './about';
import en from './i18n/en.json';

/** About page "04 Value-Added Services" carousel (spec §2: these six, in this order). */
const looks: Pick<ValueAddedService, 'icon' | 'colour'>[] = [
  { icon: 'globe', colour: 'blue' },
  { icon: 'languages', colour: 'teal' },
  { icon: 'award', colour: 'amber' },
  { icon: 'piggy-bank', colour: 'green' },
  { icon: 'ticket', colour: 'violet' },
  { icon: 'mic', colour: 'rose' },
];

/** The six services in a language's words (content/i18n `about.services`); the first links to the partners behind "free processing". */
export const valueAddedServicesIn = (words: AboutWords): ValueAddedService[] =>
  words.services.items.map((item, i) => ({
    title: item.title,
    description: item.text,
    ...looks[i]!,
    ...(i === 0 ? { link: { label: words.services.partnersLink, href: '/partner-universities' as const } } : {}),
  }));

export const valueAddedServices: ValueAddedService[] = valueAddedServicesIn(en.about);
