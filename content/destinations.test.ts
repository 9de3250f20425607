import { coverage, coverageOfNews, destinations, findDestination } from './destinations';
import { newsCountries } from './news';
import { faqCountries } from './faqs';
import type { Destination } from './types';
import { isHttps, isValidIsoDate, publicFileExists } from './checks';

/** Sentences in a short text, counted by terminal punctuation. */
function sentenceCount(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0).length;
}

function sectionProblems(d: Destination): string[] {
  const at = `destinations[${d.slug}]`;
  const problems: string[] = [];
  const requireText = (field: string, value: string) => {
    if (value.trim() === '') problems.push(`${at}.${field}: empty`);
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
    if (s.sourceUrl !== undefined && !isHttps(s.sourceUrl)) problems.push(`${f}.sourceUrl: not https`);
  });

  if (d.universities.length !== 4) problems.push(`${at}.universities: ${d.universities.length}, expected 4`);
  d.universities.forEach((u, i) => {
    const f = `${at}.universities[${i}]`;
    if (u.name.trim() === '') problems.push(`${f}.name: empty`);
    const n = sentenceCount(u.blurb);
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
    const n = sentenceCount(tip.description);
    if (n < 1 || n > 2) problems.push(`${f}.description: ${n} sentences, expected 1–2`);
    if (tip.actionButton !== undefined) problems.push(`${f}.actionButton: destination tips have no button`);
  });

  const factLabels = ['Student visa', 'Intakes', 'English tests', 'Institutions', 'Post-study work', 'Tuition (indicative)'];
  const labels = d.facts.map((f) => f.label);
  for (const label of factLabels) {
    if (!labels.includes(label)) problems.push(`${at}.facts: no "${label}" fact`);
  }
  d.facts.forEach((fact, i) => {
    const f = `${at}.facts[${i}]`;
    if (fact.value.trim() === '') problems.push(`${f}.value: empty`);
    if (!isHttps(fact.sourceUrl)) problems.push(`${f}.sourceUrl: not https`);
  });

  // Students book tests by name: every page names the big three, each with a score and a source.
  for (const family of ['IELTS', 'TOEFL', 'PTE']) {
    if (!d.englishTests.some((entry) => entry.test.startsWith(family))) problems.push(`${at}.englishTests: no ${family} test`);
  }
  d.englishTests.forEach((entry, i) => {
    const f = `${at}.englishTests[${i}]`;
    if (entry.score.trim() === '') problems.push(`${f}.score: empty`);
    if (entry.basis.trim() === '') problems.push(`${f}.basis: empty`);
    if (!isHttps(entry.sourceUrl)) problems.push(`${f}.sourceUrl: not https`);
    if (!isValidIsoDate(entry.asOf)) problems.push(`${f}.asOf: "${entry.asOf}" is not a valid date`);
  });

  if (d.usefulLinks.length < 2 || d.usefulLinks.length > 4) {
    problems.push(`${at}.usefulLinks: ${d.usefulLinks.length}, expected 2–4`);
  }
  d.usefulLinks.forEach((link, i) => {
    if (link.label.trim() === '') problems.push(`${at}.usefulLinks[${i}].label: empty`);
    if (!isHttps(link.href)) problems.push(`${at}.usefulLinks[${i}].href: not https`);
  });

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
      ['europe', 'Europe', 'Study In Europe', 'EU'],
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
    expect(new Set(destinations.map((d) => d.lastReviewed))).toEqual(new Set(['2026-11-01']));
  });

  it('finds a destination by slug and nothing for an unknown slug', () => {
    expect(findDestination('new-zealand')?.name).toBe('New Zealand');
    expect(findDestination('germany')).toBeUndefined();
  });
});
