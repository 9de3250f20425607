import { scholarships } from './scholarships';
import { fundsDocument, visaChecklists } from './visaChecklists';
import { sources } from './sources';
import { officialHosts } from './officialHosts';
import { destinations } from './destinations';

/** The official host entry a source's address belongs to. */
const hostOf = (url: string) => {
  const host = new URL(url).hostname;
  return officialHosts.find((h) => host === h.host || host.endsWith(`.${h.host}`));
};

/** Text a reader sees: not empty, not a placeholder. */
const hasText = (value: string) => value.trim().length > 0 && !/lorem|TODO|TBD|xxx/i.test(value);

const anchor = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// A money figure written into prose: the site renders amounts from the cost records instead.
const moneyFigure = /[₹$€£]\s?\d|\d[\d,.]*\s?(USD|GBP|CAD|AUD|EUR|NZD|lakh|crore)\b/;

describe('scholarships', () => {
  it('list at least 15 schemes, each with its anchor, text, round and an official page', () => {
    expect(scholarships.length).toBeGreaterThanOrEqual(15);
    const ids = scholarships.map((s) => s.id);
    expect(ids.filter((id, i) => !anchor.test(id) || ids.indexOf(id) !== i)).toEqual([]);
    const problems = scholarships.flatMap((s) => [
      ...(['name', 'provider', 'pays', 'eligibility'] as const).filter((k) => !hasText(s[k])).map((k) => `${s.id}: empty ${k}`),
      ...(s.destinations.length === 0 || s.levels.length === 0 || (s.fields !== 'all' && s.fields.length === 0) ? [`${s.id}: nothing to filter on`] : []),
      ...(s.round.closesDay !== undefined && (s.round.closesDay < 1 || s.round.closesDay > 31) ? [`${s.id}: closesDay ${s.round.closesDay}`] : []),
      ...(hostOf(sources[s.source].url) ? [] : [`${s.id}: ${sources[s.source].url} is not on an official host`]),
      ...(s.reviewBy > s.asOf ? [] : [`${s.id}: review date not after ${s.asOf}`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('cover every destination the site has', () => {
    const covered = new Set(scholarships.flatMap((s) => s.destinations));
    expect(destinations.filter((d) => !covered.has(d.slug)).map((d) => d.slug)).toEqual([]);
  });
});

describe('visa checklists', () => {
  it('give every destination one checklist, in the destinations’ order', () => {
    expect(visaChecklists.map((c) => c.destination)).toEqual(destinations.map((d) => d.slug));
  });

  it('name, for every destination, the document that proves the funds (the paying page shows it)', () => {
    expect(destinations.filter((d) => !fundsDocument(d.slug)).map((d) => d.slug)).toEqual([]);
  });

  it('list documents with stable ids, one line each, no money figures, each from a government page', () => {
    const problems = visaChecklists.flatMap((c) => {
      const ids = c.documents.map((d) => d.id);
      return [
        ...(c.documents.length >= 8 ? [] : [`${c.destination}: only ${c.documents.length} documents`]),
        ...(hasText(c.visa) && hasText(c.intro) ? [] : [`${c.destination}: visa or intro empty`]),
        ...ids.filter((id, i) => !anchor.test(id) || ids.indexOf(id) !== i).map((id) => `${c.destination}: id "${id}"`),
        ...c.documents.flatMap((d) => [
          ...(hasText(d.title) && hasText(d.detail) ? [] : [`${c.destination}/${d.id}: empty text`]),
          ...(moneyFigure.test(d.detail) ? [`${c.destination}/${d.id}: a money figure in "${d.detail}"`] : []),
          ...(hostOf(sources[d.source].url)?.kind === 'government' ? [] : [`${c.destination}/${d.id}: ${sources[d.source].url} is not a government page`]),
        ]),
      ];
    });
    expect(problems).toEqual([]);
  });
});
