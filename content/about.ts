import type { IconName } from './types';
import { site } from './site';
import { fill } from '@/lib/fill';
import { formatNumber } from '@/lib/format';
import en from './i18n/en.json';

/** About banner counter; the same figure as the home "Visa Approved" counter. */
export const aboutBannerStat: { value: number; suffix: string; label: string } = {
  value: 1000,
  suffix: '+',
  label: en.about.statLabel,
};

/**
 * What the four counters count, and since when, said under them. SAMPLE until the firm confirms its
 * own figures and their basis (`npm run check:launch`).
 */
export const countersBasis = {
  sample: true,
  text: 'Counted since we opened in 2018: universities and countries our students have applied to, and the student visas granted to them.',
};

/** Home "01 About Us" counters (spec §9: 5, 400, 40, 1000, each with a + suffix). */
export const homeCounters: { key: 'years' | 'universities' | 'countries' | 'visas'; value: number; suffix: string; label: string; icon: IconName }[] = [
  { key: 'years', value: 5, suffix: '+', label: 'Years of Experience', icon: 'calendar' },
  { key: 'universities', value: 400, suffix: '+', label: 'Universities', icon: 'building' },
  { key: 'countries', value: 40, suffix: '+', label: 'Countries', icon: 'globe' },
  { key: 'visas', value: 1000, suffix: '+', label: 'Visa Approved', icon: 'stamp' },
];

/** About page "05 Application Guide": the stops of the illustrated journey, in order, each with its icon. */
const guideIcons: IconName[] = ['search', 'file-text', 'send', 'wallet', 'stamp', 'plane'];
export const applicationGuideIn = (words: AboutWords): { title: string; text: string; icon: IconName }[] =>
  words.guide.steps.map((step, i) => ({ ...step, icon: guideIcons[i]! }));
export const applicationGuideSteps = applicationGuideIn(en.about);

/** The About page's words in one language (content/i18n/en.json `about`, which each translation follows). */
export type AboutWords = typeof en.about;

/**
 * What the About page's words are filled with: the firm's name and the counters' figures as prose
 * writes them ("1,000+"), so no sentence retypes a figure (see `homeCounters` below).
 */
export const aboutValues = (): Record<string, string> => ({
  name: site.name,
  ...Object.fromEntries(homeCounters.map((c) => [c.key, counterText(c)])),
});

/** A counter as words write it, once it has stopped: "1,000+". */
export const counterText = ({ value, suffix }: { value: number; suffix: string }) => `${formatNumber(value)}${suffix}`;

/** About page "01 Who We Are" (spec §2: personalised guidance, visa processing, transition support). */
export const whoWeAreIn = (words: AboutWords) => ({
  heading: words.who.heading,
  paragraphs: words.who.paragraphs.map((p) => fill(p, aboutValues())),
  points: words.who.points,
});
export const whoWeAre: { heading: string; paragraphs: string[]; points: string[] } = whoWeAreIn(en.about);

/** About page "02 Why Choose Us" rotating card (spec §2: these three titles, in this order), each with its icon. */
const whyIcons: IconName[] = ['trending-up', 'compass', 'users'];
export const whyChooseUsIn = (words: AboutWords): { title: string; text: string; icon: IconName }[] =>
  words.why.cards.map((card, i) => ({ title: card.title, text: fill(card.text, aboutValues()), icon: whyIcons[i]! }));
export const whyChooseUsCards = whyChooseUsIn(en.about);
