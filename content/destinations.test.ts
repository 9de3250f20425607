import { coverage, coverageOfNews, destinations, findDestination, menuLabel } from './destinations';
import { newsCountries } from './news';
import { faqCountries } from './faqs';
import type { Destination, Text } from './types';
import { isValidIsoDate, publicFileExists } from './checks';
import { destinationText, figuresIn } from '@/lib/destinationText';
import { checkedEntries } from '@/lib/review';

/** The amounts of money written out in a text's own words ("USD 350", "£1,483", "€11,904"), not its references. */
function typedAmounts(text: Text): number[] {
  const words = typeof text === 'string' ? [text] : text.filter((part): part is string => typeof part === 'string');
  return words.flatMap((w) => [...w.matchAll(/(?:USD|GBP|CAD|AUD|EUR|NZD|US\$|£|€)\s?(\d[\d,]*)/g)].map((m) => Number(m[1]!.replace(/,/g, ''))));
}

/** Sentences in a short text, counted by terminal punctuation. */
function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0).length;
}

function sectionProblems(d: Destination): string[] {
  const at = `destinations[${d.slug}]`;
  const problems: string[] = [];
  const say = (text: Text) => destinationText(text, d.costs.currency);
  const requireText = (field: string, value: Text) => {
    if (say(value).trim() === '') problems.push(`${at}.${field}: empty`);
  };

  requireText('name', d.name);
  requireText('fullName', d.fullName);
  requireText('flag', d.flag);
  requireText('bannerTitle', d.bannerTitle);
  requireText('summary', d.summary);
  requireText('about.intro', d.about.intro);
  if (d.metaDescription.length < 50 || d.metaDescription.length > 160) {
    problems.push(`${at}.metaDescription: ${d.metaDescription.length} characters, expected 50–160`);
  }
  if (d.why.intro.length !== 2) problems.push(`${at}.why.intro: ${d.why.intro.length} paragraphs, expected 2`);
  d.why.intro.forEach((p, i) => requireText(`why.intro[${i}]`, p));
  if (d.why.points.length !== 4) problems.push(`${at}.why.points: ${d.why.points.length} points, expected 4`);
  d.why.points.forEach((p, i) => {
    requireText(`why.points[${i}].title`, p.title);
    requireText(`why.points[${i}].text`, p.text);
  });

  if (d.about.stats.length < 3 || d.about.stats.length > 4) {
    problems.push(`${at}.about.stats: ${d.about.stats.length} stats, expected 3–4`);
  }
  d.about.stats.forEach((s, i) => {
    const f = `${at}.about.stats[${i}]`;
    if (s.title.trim() === '') problems.push(`${f}.title: empty`);
    if (!Number.isFinite(s.number)) problems.push(`${f}.number: not a finite number`);
    if (s.display !== undefined && !s.display.startsWith(s.number.toFixed(s.decimals ?? 0))) {
      problems.push(`${f}.display: "${s.display}" does not start with ${s.number.toFixed(s.decimals ?? 0)}`);
    }
  });

  if (d.universities.length !== 4) problems.push(`${at}.universities: ${d.universities.length}, expected 4`);
  d.universities.forEach((u, i) => {
    const f = `${at}.universities[${i}]`;
    if (u.name.trim() === '') problems.push(`${f}.name: empty`);
    const n = sentenceCount(say(u.blurb));
    if (n < 1 || n > 2) problems.push(`${f}.blurb: ${n} sentences, expected 1–2`);
    if (!u.logo.startsWith(`/images/destinations/${d.slug}/`) || !u.logo.endsWith('.svg')) {
      problems.push(`${f}.logo: "${u.logo}" is not /images/destinations/${d.slug}/*.svg`);
    }
    if (!publicFileExists(u.logo)) problems.push(`${f}.logo: ${u.logo} missing under public/`);
  });

  if (d.intakes.length < 2) problems.push(`${at}.intakes: ${d.intakes.length}, expected at least 2`);
  d.intakes.forEach((intake, i) => {
    const f = `${at}.intakes[${i}]`;
    if (intake.intakeName.trim() === '') problems.push(`${f}.intakeName: empty`);
    if (intake.date.trim() === '') problems.push(`${f}.date: empty`);
    const n = sentenceCount(intake.intakeSubtext);
    if (n < 1 || n > 2) problems.push(`${f}.intakeSubtext: ${n} sentences, expected 1–2`);
    const expectedImg = `/images/intakes/${intake.intakeName.toLowerCase().replace(/\s+/g, '-')}.svg`;
    if (intake.intakeImg !== expectedImg) problems.push(`${f}.intakeImg: "${intake.intakeImg}", expected ${expectedImg}`);
    if (!publicFileExists(intake.intakeImg)) problems.push(`${f}.intakeImg: ${intake.intakeImg} missing under public/`);
  });

  if (d.tips.length !== 4) problems.push(`${at}.tips: ${d.tips.length}, expected 4`);
  d.tips.forEach((tip, i) => {
    const f = `${at}.tips[${i}]`;
    const expectedStep = `Step ${String(i + 1).padStart(2, '0')}`;
    if (tip.step !== expectedStep) problems.push(`${f}.step: "${tip.step}", expected "${expectedStep}"`);
    if (tip.title.trim() === '') problems.push(`${f}.title: empty`);
    const n = sentenceCount(say(tip.description));
    if (n < 1 || n > 2) problems.push(`${f}.description: ${n} sentences, expected 1–2`);
    if (tip.actionButton !== undefined) problems.push(`${f}.actionButton: destination tips have no button`);
  });

  const factLabels = ['Student visa', 'Visa fees', 'Intakes', 'English tests', 'Institutions', 'Post-study work', 'Tuition (indicative)'];
  const labels = d.facts.map((f) => f.label);
  for (const label of factLabels) {
    if (!labels.includes(label)) problems.push(`${at}.facts: no "${label}" fact`);
  }
  d.facts.forEach((fact, i) => {
    const f = `${at}.facts[${i}]`;
    if (say(fact.value).trim() === '') problems.push(`${f}.value: empty`);
  });

  // One home per figure: a text states only figures of the record's own costs (the estimator's).
  const own = [d.costs.tuition, d.costs.living, d.costs.visa, d.costs.health].flatMap((line) => (Array.isArray(line) ? line : []));
  const texts: [string, Text][] = [
    ...d.why.intro.map((p, i): [string, Text] => [`why.intro[${i}]`, p]),
    ...d.why.points.map((p, i): [string, Text] => [`why.points[${i}].text`, p.text]),
    ...d.tips.map((p, i): [string, Text] => [`tips[${i}].description`, p.description]),
    ...d.universities.map((u, i): [string, Text] => [`universities[${i}].blurb`, u.blurb]),
    ...d.facts.map((f, i): [string, Text] => [`facts[${i}].value`, f.value]),
    ...d.changes.map((c, i): [string, Text] => [`changes[${i}].change`, c.change]),
    ...d.changes.map((c, i): [string, Text] => [`changes[${i}].meaning`, c.meaning]),
  ];
  for (const [field, text] of texts) {
    for (const figure of figuresIn(text)) {
      if (!own.includes(figure)) problems.push(`${at}.${field}: states "${figure.label}", which is not one of its cost figures`);
    }
    // A cost figure typed into the words would keep its own status: it must be stated by reference.
    for (const typed of typedAmounts(text)) {
      const figure = own.find((f) => f.min === typed || f.max === typed);
      if (figure) problems.push(`${at}.${field}: types ${typed}, the figure "${figure.label}": state it as { amount } so it carries that figure's status`);
    }
  }

  // What changed: at least one entry, newest first, each saying what it means for an applicant.
  if (d.changes.length === 0) problems.push(`${at}.changes: empty`);
  d.changes.forEach((c, i) => {
    const f = `${at}.changes[${i}]`;
    if (!isValidIsoDate(c.date)) problems.push(`${f}.date: "${c.date}" is not a valid date`);
    if (destinationText(c.change, d.costs.currency).trim() === '' || destinationText(c.meaning, d.costs.currency).trim() === '') problems.push(`${f}: change and meaning must both be written`);
    const before = d.changes[i - 1];
    if (before && before.date < c.date) problems.push(`${f}.date: ${c.date} is newer than the entry before it (${before.date}); newest first`);
  });

  // Students book tests by name: every page names the big three, each with a score and a source.
  for (const family of ['IELTS', 'TOEFL', 'PTE']) {
    if (!d.englishTests.some((entry) => entry.test.startsWith(family))) problems.push(`${at}.englishTests: no ${family} test`);
  }
  d.englishTests.forEach((entry, i) => {
    const f = `${at}.englishTests[${i}]`;
    if (entry.score.trim() === '') problems.push(`${f}.score: empty`);
    if (entry.basis.trim() === '') problems.push(`${f}.basis: empty`);
    // What a score is follows from what it is for: a visa's minimum, a work permit's, or a university's.
    const expected = { visa: ['visa minimum'], 'post-study work': ['work permit minimum'], admission: ['typical university requirement', 'one university'] }[entry.purpose];
    if (!expected.includes(entry.kind)) problems.push(`${f}.kind: "${entry.kind}" does not fit purpose "${entry.purpose}"`);
  });

  if (d.usefulLinks.length < 2 || d.usefulLinks.length > 4) {
    problems.push(`${at}.usefulLinks: ${d.usefulLinks.length}, expected 2–4`);
  }
  d.usefulLinks.forEach((link, i) => {
    if (link.label.trim() === '') problems.push(`${at}.usefulLinks[${i}].label: empty`);
  });
  if (new Set(d.usefulLinks.map((l) => l.source)).size !== d.usefulLinks.length) problems.push(`${at}.usefulLinks: a page listed twice`);

  if (!isValidIsoDate(d.lastReviewed)) problems.push(`${at}.lastReviewed: "${d.lastReviewed}" is not a valid date`);
  return problems;
}

describe('destinations', () => {
  it('lists the six destinations in navigation order with their names, banners and flags', () => {
    expect(destinations.map((d) => [d.slug, d.name, d.bannerTitle, d.flag])).toEqual([
      ['usa', 'USA', 'Study In USA', 'US'],
      ['uk', 'UK', 'Study In UK', 'GB'],
      ['canada', 'Canada', 'Study In Canada', 'CA'],
      ['australia', 'Australia', 'Study In Australia', 'AU'],
      ['europe', 'Europe', 'Study In Germany', 'EU'],
      ['new-zealand', 'New Zealand', 'Study In New Zealand', 'NZ'],
    ]);
  });

  it('cover every news tab and every FAQ group exactly once', () => {
    const covered = coverage();
    for (const country of newsCountries.map((c) => c.id)) expect(covered.filter((c) => c.news === country)).toHaveLength(1);
    for (const country of faqCountries) expect(covered.filter((c) => c.faq === country)).toHaveLength(1);
    expect(coverageOfNews('germany')).toMatchObject({ flag: 'DE', inSentence: 'Germany', topic: 'study-in-germany' });
    expect(coverageOfNews('usa')).toMatchObject({ flag: 'US', inSentence: 'the USA', topic: 'study-in-usa' });
  });

  it('says plainly that the Europe page is a Germany guide: title, menu label, lead and headings', () => {
    const europe = findDestination('europe')!;
    expect(europe.bannerTitle).toBe('Study In Germany');
    expect(menuLabel(europe)).toBe('Study in Europe: Germany guide');
    expect(europe.summary).toMatch(/^Our Europe guide covers Germany/);
    expect(europe.pageName).toBe('Germany');
    expect(menuLabel(findDestination('usa')!)).toBe('Study in USA');
  });

  it('carries an official source, an as-of date and a review-by date on every figure and rule', () => {
    const problems = checkedEntries(destinations).flatMap(({ at, checked }) => {
      const out: string[] = [];
      if (!isValidIsoDate(checked.asOf)) out.push(`${at}.asOf: "${checked.asOf}" is not a valid date`);
      if (!isValidIsoDate(checked.reviewBy)) out.push(`${at}.reviewBy: "${checked.reviewBy}" is not a valid date`);
      if (checked.reviewBy <= checked.asOf) out.push(`${at}.reviewBy: ${checked.reviewBy} is not after asOf ${checked.asOf}`);
      // A year at most between checks: rules change faster than that.
      const limit = `${Number(checked.asOf.slice(0, 4)) + 1}${checked.asOf.slice(4)}`;
      if (checked.reviewBy > limit) out.push(`${at}.reviewBy: ${checked.reviewBy} is more than a year after ${checked.asOf}`);
      if (checked.unconfirmed !== undefined && !(isValidIsoDate(checked.unconfirmed) && checked.unconfirmed >= checked.asOf)) {
        out.push(`${at}.unconfirmed: "${checked.unconfirmed}" is not a date on or after asOf`);
      }
      return out;
    });
    expect(problems).toEqual([]);
    // Every kind of entry is there for every destination: facts, stats, English tests, changes and cost figures.
    const kinds = new Set(checkedEntries(destinations).map(({ at }) => at.replace(/(\.\w+)(\[\d+\])? \(.*$/, '$1')));
    for (const d of destinations) {
      for (const part of ['facts', 'about.stats', 'englishTests', 'changes', 'costs']) {
        expect([...kinds]).toContain(`destinations[${d.slug}].${part}`);
      }
    }
  });

  it('states the rules that decide applications, with their numbers', () => {
    const fact = (slug: string, label: string) => {
      const d = findDestination(slug)!;
      const found = d.facts.find((f) => f.label === label);
      return found ? destinationText(found.value, d.costs.currency) : `(no "${label}" fact)`;
    };
    expect(fact('usa', 'Post-study work')).toMatch(/Optional Practical Training \(OPT\): up to 12 months/);
    expect(fact('usa', 'STEM OPT extension')).toMatch(/add 24 months to OPT \(up to 36 months in all\)/);
    expect(fact('usa', 'Visa fees')).toBe('F-1 visa application fee USD 185 and SEVIS I-901 fee USD 350, both paid before the interview');
    expect(fact('canada', 'Study permit cap and PAL/TAL')).toMatch(/provincial or territorial attestation letter \(PAL\/TAL\)/);
    expect(fact('uk', 'Dependants')).toMatch(/taught master’s course that started on or after 1 January 2024/);
    expect(fact('australia', 'Genuine Student requirement')).toMatch(/lodged from 23 March 2024/);
    expect(fact('europe', 'APS certificate')).toMatch(/since 1 November 2022/);
  });

  it('says what each of the USA page’s spec figures is', () => {
    const stats = findDestination('usa')!.about.stats;
    expect(stats.map((s) => s.note)).toEqual([
      'Typical university requirement, not a visa rule; each university sets its own',
      'Universities and colleges of every kind; no official count confirmed',
      'Typical university requirement, not a visa rule; each university sets its own',
      'Typical university requirement, not a visa rule; each university sets its own',
    ]);
  });

  it('fills every section of every destination correctly', () => {
    const problems = destinations.flatMap(sectionProblems);
    expect(problems).toEqual([]);
  });

  it('keeps the USA page exactly as the spec gives it', () => {
    const usa = findDestination('usa');
    expect(usa).toBeDefined();
    if (!usa) return;
    expect(usa.about.stats.map(({ title, number, decimals }) => ({ title, number, decimals }))).toEqual([
      { title: 'Minimum IELTS Score', number: 6.5, decimals: 1 },
      { title: 'Total Universities', number: 5400, decimals: undefined },
      { title: 'Minimum TOEFL Score', number: 80, decimals: undefined },
      { title: 'Minimum PTE Score', number: 50, decimals: undefined },
    ]);
    expect(usa.intakes.map((i) => [i.intakeName, i.date, i.intakeImg])).toEqual([
      ['Fall', 'September', '/images/intakes/fall.svg'],
      ['Spring', 'January', '/images/intakes/spring.svg'],
      ['Summer', 'May', '/images/intakes/summer.svg'],
    ]);
    expect(usa.tips.map((t) => t.title)).toEqual([
      'Solid Application',
      'Early Preparation',
      'Do the research',
      'Consult Experts',
    ]);
    expect(usa.universities.map((u) => u.name)).toEqual([
      'University of California',
      'Stanford University',
      'MIT (Massachusetts Institute of Technology)',
      'Caltech (California Institute of Technology)',
    ]);
  });

  it('says no visitor-facing sentence like a research note', () => {
    const text = JSON.stringify(destinations);
    expect(text).not.toMatch(/later pages|disagree|sources differ/i);
  });

  it('gives Australia’s current student visa English minimums (tests from 7 August 2025)', () => {
    const australia = findDestination('australia');
    expect(australia?.englishTests.map(({ test, score, purpose }) => [test, score, purpose])).toEqual([
      ['IELTS Academic', '6.0 overall', 'visa'],
      ['PTE Academic', '47 overall', 'visa'],
      ['TOEFL iBT', '67 total', 'visa'],
      ['CELPIP-General', '7 overall', 'visa'],
    ]);
  });

  it('reviews every destination on the same date', () => {
    expect(new Set(destinations.map((d) => d.lastReviewed))).toEqual(new Set(['2026-11-26']));
  });

  it('finds a destination by slug and nothing for an unknown slug', () => {
    expect(findDestination('new-zealand')?.name).toBe('New Zealand');
    expect(findDestination('germany')).toBeUndefined();
  });
});
