import en from './i18n/en.json';
import { translationFiles, fill } from '@/lib/i18n';
import { englishNames, translations } from './languages';
import { headerNav, footerGroups, legalLinks } from './navigation';
import { fees } from './guides';
import { counsellors } from './counsellors';
import { offices } from './offices';
import { site } from './site';
import { isNavMenu, type NavItem } from './types';
import { destinations } from './destinations';
import { destinationTemplates, namesWithDigits, placeholdersIn, type DestinationTranslations } from '@/lib/destinationTexts';
import { englishKindText } from './englishKinds';
import { rupeeRates } from './rates';
import { translatedPaths } from './languages';
import { destinationPath } from './paths';
import { costLineNames } from './costs';

/** Every string of a dictionary with its place ("parents.genuine.0.title"). */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}
/** The shape of a dictionary: every key and array length, not the words. */
const shape = (value: unknown): unknown =>
  typeof value === 'string' ? 'text' : Array.isArray(value) ? value.map(shape) : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)]));
const placeholders = (text: string) => [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]).sort();

// Words the firm edits in site.json stand in en.json too, as the text each translation follows: a
// change there must reach en.json (and so the translators), or the translations say something else.
it('the English source of the firm’s own words is what site.json says', () => {
  expect(en.privacy.officerRole).toBe(site.dataProtection.contact);
  expect(en.contact.callback).toBe(site.callback.promise);
});

// Words other pages keep in their modules (the compare page, the tools) are the destination pages' English too.
it('the destination pages’ English words are the ones the rest of the site uses', () => {
  expect(en.destination.englishKinds).toEqual(englishKindText);
  expect(en.destination.estimator.rateNote).toBe(rupeeRates.note);
  expect(en.destination.estimator.lines).toEqual(costLineNames);
});

it('every destination page is translated (content/languages.ts lists them by address)', () => {
  for (const d of destinations) expect(translatedPaths).toContain(destinationPath(d.slug));
});

describe.each(translations)('the %s dictionary', (lang) => {
  const { review, ...file } = translationFiles[lang];

  // The counsellors' roles and bios are translated by slug (English keeps them in their records).
  const { people, ...team } = file.team;
  // The destination pages' own texts likewise, by slug and template (lib/destinationTexts.ts).
  const { destinations: destinationTexts, ...words } = file;
  const own = destinationTexts as DestinationTranslations;
  it('has exactly the English keys and lists (a missing key is also a type error)', () => {
    expect(shape({ ...words, destinations: {}, team: { ...team, people: {} } })).toEqual(shape(en));
  });

  describe.each(destinations.map((d) => [d.slug, d] as const))('its %s page', (slug, d) => {
    const templates = destinationTemplates(d);
    it('translates every text of the record, and nothing else (a text changed in English has a new key)', () => {
      expect(Object.keys(own[slug] ?? {}).sort()).toEqual([...templates.keys()].sort());
      for (const text of Object.values(own[slug] ?? {})) expect(text.trim()).not.toBe('');
    });
    it('retypes no figure: each text keeps the English text’s placeholders, and no digit but a name’s (F-1, I-20)', () => {
      for (const [key, { template }] of templates) {
        const text = own[slug]?.[key] ?? '';
        expect([template, placeholdersIn(text)]).toEqual([template, placeholdersIn(template)]);
        const rest = namesWithDigits(template).reduce((t, name) => t.replaceAll(name, ''), text.replace(/\{\d+\}/g, ''));
        expect([text, /[\d\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF]/u.test(rest)]).toEqual([text, false]);
      }
    });
  });

  it('has a role and bio for counsellors on the team only (one still missing is a launch blocker, lib/launch.ts)', () => {
    const team = counsellors.map((c) => c.slug);
    expect(Object.keys(people).filter((slug) => !team.includes(slug))).toEqual([]);
    for (const words of Object.values(people as Record<string, object>)) expect(Object.keys(words).sort()).toEqual(['bio', 'role']);
  });

  it('names the same values as the English, so every figure comes from its record', () => {
    const english = new Map(strings(en));
    for (const [at, text] of strings(words)) if (!at.startsWith('team.people.')) expect([at, placeholders(text)]).toEqual([at, placeholders(english.get(at)!)]);
  });

  it('is written in its own script: no English sentence is left (official names stay in Latin letters)', () => {
    // A run of five or more English words is a sentence left untranslated. Official names stay in
    // Latin letters, with a gloss in the language: they are taken out before looking.
    const englishRun = /[A-Za-z’'-]+(?:[ ,]+[A-Za-z’'-]+){4,}/;
    const names = [
      'Confirmation of Acceptance for Studies',
      'Student and Exchange Visitor Program',
      'Student guide to choosing an education agent',
      'Study in the States',
      'Confirmation of Enrolment',
      'UK Agent Quality Framework',
      'Digital Personal Data Protection Act',
      'Digital Personal Data Protection Rules',
      'Data Protection Board of India',
      // Names on the destination pages: universities, and IRCC's name for the letter a province issues.
      'The University of New South Wales',
      'University of New South Wales',
      'UC Berkeley, UCLA, UC San Diego',
      'provincial or territorial attestation letter',
      'Technical University of Munich',
      'University of Auckland',
      'University of Toronto',
      'Victoria University of Wellington',
      // Official bodies, visas and the names of their pages, as the useful links cite them.
      'Study UK (British Council)',
      'Study with New Zealand',
      'Education New Zealand',
      'Immigration New Zealand',
      'Home Affairs',
      'Genuine Student requirement',
      'Genuine Temporary Entrant',
      'Temporary Graduate visa',
      'Fee Paying Student Visa',
      'Post Study Work Visa',
      'subclass',
    ];
    const left = strings(file)
      .filter(([, text]) => englishRun.test(names.reduce((t, name) => t.replaceAll(name, ''), text)));
    expect(left).toEqual([]);
    // And a text of any length is mostly the language's letters, official names aside.
    const script = { kn: /[\u0C80-\u0CFF]/gu, hi: /[\u0900-\u097F]/gu, te: /[\u0C00-\u0C7F]/gu, ta: /[\u0B80-\u0BFF]/gu }[lang];
    const latinHeavy = strings(file).filter(([, written]) => {
      const text = names.reduce((t, name) => t.replaceAll(name, ''), written);
      const own = text.match(script)?.length ?? 0;
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      return text.length > 40 && latin > own;
    });
    expect(latinHeavy).toEqual([]);
  });

  it('carries a review entry for each part: who reviewed it and when, or empty until a native speaker at the firm has', () => {
    expect(Object.keys(review).sort()).toEqual(Object.keys(en).sort());
    for (const entry of Object.values(review)) {
      expect(entry.by === '' || entry.by.trim().length > 0).toBe(true);
      expect(entry.on === '' || /^\d{4}-\d{2}-\d{2}$/.test(entry.on)).toBe(true);
    }
  });

  it(`names every language, city and fee as ${englishNames[lang]} readers read them`, () => {
    const words = translationFiles[lang];
    for (const language of new Set(counsellors.flatMap((c) => c.languages))) expect(words.common.languageNames).toHaveProperty([language]);
    for (const office of offices) expect(words.common.cities).toHaveProperty([office.city]);
    for (const fee of fees) {
      expect(words.fees.services).toHaveProperty([fee.service]);
      expect(words.fees.per).toHaveProperty([fee.per]);
    }
  });
});

describe('the English dictionary, which the translations follow', () => {
  it('has a label for every menu and footer link, and the family page the translations add', () => {
    const labels = new Set<string>(['For Parents']);
    const walk = (items: NavItem[]) =>
      items.forEach((item) => {
        labels.add(item.title);
        if (isNavMenu(item)) {
          if (item.overview) labels.add(item.overview.title);
          walk(item.subLinks);
        }
      });
    walk(headerNav);
    footerGroups.forEach((group) => {
      labels.add(group.title);
      walk(group.links);
    });
    walk(legalLinks);
    expect(Object.keys(en.nav).sort()).toEqual([...labels].sort());
  });

  it('names the fee records it translates, no more', () => {
    expect(Object.keys(en.fees.services).sort()).toEqual(fees.map((f) => f.service).sort());
    expect(Object.keys(en.fees.per).sort()).toEqual([...new Set(fees.map((f) => f.per))].sort());
  });
});

describe('fill', () => {
  it('fills named values and refuses a text that names one it was not given', () => {
    expect(fill('{count} results for “{query}”', { count: 3, query: 'visa' })).toBe('3 results for “visa”');
    expect(() => fill('up to {years} years', {})).toThrow('{years}');
  });
});
