import type { Amount, CostFigure, Destination, DestinationCosts, Text } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { formatDate, formatMonth, formatNumber } from './format';

/**
 * A destination page in another language. The English record (content/destinations/) stays the one
 * home of every figure: each of its texts becomes a template in which the figures are numbered
 * placeholders ("About {1} higher-education providers"), and a translation translates the template
 * (content/i18n/{lang}-destinations.json, by slug and the template's hash). The page then fills the
 * placeholders from the English record: a figure changed there changes in every language, and a
 * translation never retypes one. A text whose words change in English loses its translation (its
 * hash changes), so a stale translation can never be shown: the page falls back to the English text
 * and the launch gate and the suite list it.
 */

/** A figure taken out of a text: a cost figure named by the record, a number as written, or a date. */
export type Figure =
  | { kind: 'amount'; part: Amount }
  | { kind: 'number'; prefix: string; written: string; grouped: boolean; suffix: string }
  | { kind: 'date'; iso: string; day: boolean };

export interface Template {
  /** The text with its figures as {1}, {2}… in order. */
  template: string;
  figures: Figure[];
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const month = months.join('|');
// A date ("1 January 2027", "January 2027"), else a number with its currency ("£1,164", "AUD 29,710", "20k").
// Digits inside a name ("F-1", "I-20", "B2", "COVID-19") are part of the name, not a figure.
const figurePattern = new RegExp(
  [
    `\\b(?:(\\d{1,2}) )?(${month}) (\\d{4})\\b`,
    `(?<![A-Za-z0-9][-‑]?|[A-Za-z0-9][.,])((?:US|A|NZ|C)?\\$|£|€|₹|(?:USD|GBP|CAD|AUD|EUR|NZD|INR) )?(\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?)(k(?![A-Za-z]))?`,
  ].join('|'),
  'g',
);

/** A text as a template and its figures. */
export function templateOf(text: Text): Template {
  const figures: Figure[] = [];
  const parts = typeof text === 'string' ? [text] : text;
  const template = parts
    .map((part) => {
      if (typeof part !== 'string') {
        figures.push({ kind: 'amount', part });
        return `{${figures.length}}`;
      }
      return part.replace(figurePattern, (_all, day?: string, monthName?: string, year?: string, prefix?: string, digits?: string, suffix?: string) => {
        if (monthName) {
          const iso = `${year}-${String(months.indexOf(monthName) + 1).padStart(2, '0')}-${String(day ?? 1).padStart(2, '0')}`;
          figures.push({ kind: 'date', iso, day: day !== undefined });
        } else {
          figures.push({ kind: 'number', prefix: prefix ?? '', written: digits!, grouped: digits!.includes(','), suffix: suffix ?? '' });
        }
        return `{${figures.length}}`;
      });
    })
    .join('');
  return { template, figures };
}

/** A template's key in a translation file: a short hash, so a changed English text loses its translation. */
export function templateKey(template: string): string {
  let hash = 0x811c9dc5;
  for (const char of template) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

/** The placeholders a template or translation uses, sorted ("{1}", "{2}"). */
export const placeholdersIn = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])).sort((a, b) => a - b);

/** Names that carry digits ("F-1", "I-20", "B2"), which a translation keeps as they are. */
export const namesWithDigits = (template: string) => template.match(/[A-Za-z][A-Za-z-‑]*\d[A-Za-z\d]*/g) ?? [];

function figureText(figure: Exclude<Figure, { kind: 'amount' }>, locale: string): string {
  if (figure.kind === 'date') {
    return figure.day ? formatDate(figure.iso, 'long', locale) : formatMonth(figure.iso, locale);
  }
  // A number written without grouping stays as written ("2026", "Step 01", "6.5"). A grouped one is
  // grouped as the whole site groups it (lib/format.ts): a foreign currency's amount in thousands
  // ("CAD 20,635"), any other number the Indian way ("1,55,000"), in Latin digits in all four languages.
  if (!figure.grouped) return `${figure.prefix}${figure.written}${figure.suffix}`;
  const plain = figure.written.replace(/,/g, '');
  const decimals = plain.split('.')[1]?.length ?? 0;
  const number = formatNumber(Number(plain), decimals, figure.prefix && figure.prefix !== '₹' ? 'thousands' : 'indian');
  return `${figure.prefix}${number}${figure.suffix}`;
}

/** A translated template with the English text's figures put back, its dates written for `locale`. */
export function fillTemplate(translated: string, figures: Figure[], locale: string): Text {
  const parts: (string | Amount)[] = [];
  for (const [i, piece] of translated.split(/\{(\d+)\}/).entries()) {
    if (i % 2 === 0) {
      if (piece) parts.push(piece);
      continue;
    }
    const figure = figures[Number(piece) - 1];
    if (!figure) throw new Error(`A translation names {${piece}}, which its English text does not have: "${translated}"`);
    const part = figure.kind === 'amount' ? figure.part : figureText(figure, locale);
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  }
  // Join plain pieces that follow one another; a text without cost figures is a plain string.
  return parts.every((p) => typeof p === 'string') ? parts.join('') : parts;
}

/** What a translation file holds for the destination pages: by slug, the translated templates by key. */
export type DestinationTranslations = Record<string, Record<string, string>>;

/**
 * Each translatable text of a destination, in the page's order, through `t`: the one list of a record's
 * texts, used both to translate a page and to list what a translation must cover.
 */
function mapTexts(d: Destination, t: <T extends Text>(text: T) => T): Destination {
  const ts = (text: string) => t(text);
  const cost = <F extends CostFigure>(f: F): F => ({ ...f, label: ts(f.label) });
  const own = <O extends { why: string }>(o: O): O => ({ ...o, why: ts(o.why) });
  const costs: DestinationCosts = {
    ...d.costs,
    tuition: Array.isArray(d.costs.tuition) ? d.costs.tuition.map(cost) : own(d.costs.tuition),
    living: Array.isArray(d.costs.living) ? d.costs.living.map(cost) : own(d.costs.living),
    visa: d.costs.visa.map(cost),
    health: Array.isArray(d.costs.health) ? d.costs.health.map(cost) : own(d.costs.health),
    ...(d.costs.noTypicalRange ? { noTypicalRange: { ...d.costs.noTypicalRange, why: ts(d.costs.noTypicalRange.why), short: ts(d.costs.noTypicalRange.short) } } : {}),
    ...(d.costs.visaNote ? { visaNote: ts(d.costs.visaNote) } : {}),
    ...(d.costs.livingNote ? { livingNote: ts(d.costs.livingNote) } : {}),
    ...(d.costs.healthNote ? { healthNote: ts(d.costs.healthNote) } : {}),
  };
  return {
    ...d,
    bannerTitle: ts(d.bannerTitle),
    summary: ts(d.summary),
    metaDescription: ts(d.metaDescription),
    why: { intro: d.why.intro.map(t), points: d.why.points.map((p) => ({ title: ts(p.title), text: t(p.text) })) },
    about: {
      intro: ts(d.about.intro),
      stats: d.about.stats.map((s) => ({
        ...s,
        title: ts(s.title),
        ...(s.note ? { note: ts(s.note) } : {}),
        ...(s.suffix ? { suffix: ts(s.suffix) } : {}),
        ...(s.display ? { display: ts(s.display) } : {}),
      })),
    },
    englishTests: d.englishTests.map((e) => ({ ...e, score: ts(e.score), basis: ts(e.basis) })),
    universities: d.universities.map((u) => ({ ...u, blurb: t(u.blurb) })),
    intakes: d.intakes.map((i) => ({ ...i, intakeName: ts(i.intakeName), date: ts(i.date), intakeSubtext: ts(i.intakeSubtext) })),
    tips: d.tips.map((tip) => ({ ...tip, step: ts(tip.step), title: ts(tip.title), description: t(tip.description) })),
    facts: d.facts.map((f) => ({ ...f, label: ts(f.label), value: t(f.value) })),
    changes: d.changes.map((c) => ({ ...c, change: t(c.change), meaning: t(c.meaning) })),
    usefulLinks: d.usefulLinks.map((l) => ({ ...l, label: ts(l.label) })),
    costs,
  };
}

/** Every text of a destination's page, as the record writes it, in the page's order. */
export function destinationTexts(d: Destination): Text[] {
  const found: Text[] = [];
  mapTexts(d, (text) => {
    found.push(text);
    return text;
  });
  return found;
}

/** Every text of a destination a translation must cover, as templates by key (the English side of the file). */
export function destinationTemplates(d: Destination): Map<string, Template> {
  return new Map(destinationTexts(d).map((text) => {
    const template = templateOf(text);
    return [templateKey(template.template), template];
  }));
}

/**
 * A destination's page texts in `lang`, figures from the English record. A text not yet translated
 * stays English (`missing` lists it for the launch gate); English returns the record itself.
 */
export function destinationIn(lang: SiteLanguage, d: Destination, translations: DestinationTranslations, locale: string, missing?: string[]): Destination {
  if (lang === 'en') return d;
  const own = translations[d.slug] ?? {};
  return mapTexts(d, (text) => {
    const { template, figures } = templateOf(text);
    const translated = own[templateKey(template)];
    if (translated === undefined || translated.trim() === '') {
      missing?.push(template);
      return text;
    }
    return fillTemplate(translated, figures, locale) as typeof text;
  });
}

