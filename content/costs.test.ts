import { destinations, findDestination } from './destinations';
import { costTableLines, estimatorFigures, rupeeRate, typicalYear } from './costs';
import { studyLevels, typicalTuition } from '@/lib/studyLevel';
import { rupeeRates } from './rates';
import { sources } from './sources';
import { isValidIsoDate } from './checks';
import type { CostFigure, Destination } from './types';
import { formatMoney } from '@/lib/money';
import { destinationText } from '@/lib/destinationText';

const allFigures = (d: Destination): [string, CostFigure][] =>
  costTableLines(d.costs).flatMap((line) => ('figures' in line ? line.figures.map((f) => [line.key, f] as [string, CostFigure]) : []));

describe('destination cost records', () => {
  it('every destination has tuition, living costs, visa fees and health cover, or says why not', () => {
    for (const d of destinations) {
      const lines = costTableLines(d.costs);
      expect(lines.map((l) => l.key)).toEqual(['tuition', 'living', 'visa', 'health']);
      expect(d.costs.visa.length).toBeGreaterThan(0);
      for (const line of lines) {
        if ('own' in line) expect(line.own.length).toBeGreaterThan(40);
        if ('none' in line) expect(line.none.length).toBeGreaterThan(40);
      }
    }
  });

  it('every figure is a positive range in whole units, from a known source, with valid dates', () => {
    const problems: string[] = [];
    for (const d of destinations) {
      for (const [line, f] of allFigures(d)) {
        const at = `${d.slug}.${line}."${f.label}"`;
        if (!(f.min > 0 && f.max >= f.min && Number.isInteger(f.min) && Number.isInteger(f.max))) problems.push(`${at}: ${f.min}–${f.max}`);
        if (!(f.source in sources)) problems.push(`${at}: unknown source ${f.source}`);
        if (!isValidIsoDate(f.asOf)) problems.push(`${at}: asOf ${f.asOf}`);
        if (f.since && !(isValidIsoDate(f.since) && f.since <= f.asOf)) problems.push(`${at}: since ${f.since}`);
        if ((line === 'visa') !== (f.period === 'once')) problems.push(`${at}: period ${f.period} on the ${line} line`);
        if (line === 'tuition' && !['year', 'semester'].includes(f.period)) problems.push(`${at}: tuition per ${f.period}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tuition is a range to choose within wherever the page states one, and typed for the USA', () => {
    expect('own' in findDestination('usa')!.costs.tuition).toBe(true);
    expect('own' in findDestination('usa')!.costs.living).toBe(true);
    for (const d of destinations.filter((x) => x.slug !== 'usa')) {
      expect(Array.isArray(d.costs.tuition) && Array.isArray(d.costs.living)).toBe(true);
    }
  });

  it('the pages’ texts state the figures from these records (one home for each figure)', () => {
    const fact = (slug: string, label: string) => {
      const d = findDestination(slug)!;
      return destinationText(d.facts.find((f) => f.label === label)!.value, d.costs.currency);
    };
    expect(fact('uk', 'Tuition (indicative)')).toBe('About £10k–£38k a year');
    expect(fact('canada', 'Student visa')).toContain(formatMoney(22895, 'CAD'));
    expect(fact('australia', 'Student visa')).toContain('AUD 2,000');
    expect(fact('europe', 'Student visa')).toContain('€11,904');
    expect(fact('new-zealand', 'Tuition (indicative)')).toBe('NZD 22k–35k a year for undergraduate, NZD 26k–37k for master’s');
    const nz = findDestination('new-zealand')!;
    expect(nz.about.stats.find((s) => s.title.startsWith('Living-Cost Funds'))!.number).toBe(estimatorFigures(nz.costs).living![0]!.amount);
  });
});

describe('a typical year at each level', () => {
  it('every destination has a typical tuition at both levels and living costs, or says why there is no typical range', () => {
    const problems: string[] = [];
    for (const d of destinations) {
      const { tuition, living, noTypicalRange } = d.costs;
      if (Array.isArray(tuition) && Array.isArray(living)) {
        for (const level of studyLevels) if (!typicalTuition(tuition, level)) problems.push(`${d.slug}: no ${level} tuition`);
        if (noTypicalRange) problems.push(`${d.slug}: has figures and a noTypicalRange`);
      } else if (!noTypicalRange || noTypicalRange.why.length < 60 || noTypicalRange.short.length < 20 || !(noTypicalRange.source in sources)) {
        problems.push(`${d.slug}: no figures, and no noTypicalRange saying why with its source`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is the level’s own first figure, not the cheapest or the first listed', () => {
    const canada = findDestination('canada')!;
    const pg = typicalYear(canada, 'postgraduate');
    const ug = typicalYear(canada, 'undergraduate');
    if ('none' in pg || 'none' in ug) throw new Error('Canada has typical figures');
    expect([pg.tuition.label, pg.min, pg.max]).toEqual(['Graduate (average)', 24028 + 22895, 24028 + 22895]);
    expect([ug.tuition.label, ug.min]).toEqual(['Undergraduate (average)', 41746 + 22895]);
    expect(pg.rupees.min).toBe((24028 + 22895) * rupeeRates.perUnit.CAD);
    // Germany: the semester fee most students pay, at either level, before one state's and one university's fees.
    const germany = typicalYear(findDestination('europe')!, 'postgraduate');
    if ('none' in germany) throw new Error('Germany has typical figures');
    expect([germany.tuition.label, germany.min, germany.max]).toEqual(['Public universities (semester fee)', 300 + 11904, 700 + 11904]);
    // The UK: one tuition range, living costs outside London to London.
    const uk = typicalYear(findDestination('uk')!, 'undergraduate');
    if ('none' in uk) throw new Error('The UK has typical figures');
    expect([uk.min, uk.max]).toEqual([10000 + 1136 * 12, 38000 + 1483 * 12]);
    expect(typicalYear(findDestination('usa')!, 'postgraduate')).toEqual({ none: findDestination('usa')!.costs.noTypicalRange });
  });
});

describe('estimator figures', () => {
  it('add the visa fees together and keep the stated periods', () => {
    expect(estimatorFigures(findDestination('canada')!.costs)).toEqual({
      tuition: [
        { label: 'Undergraduate (average)', min: 41746, max: 41746, period: 'year', level: 'undergraduate' },
        { label: 'Graduate (average)', min: 24028, max: 24028, period: 'year', level: 'postgraduate' },
      ],
      living: [{ label: 'Proof of funds', amount: 22895, period: 'year' }],
      visa: 235,
      health: null,
    });
    expect(estimatorFigures(findDestination('uk')!.costs).health).toEqual({ amount: 776, period: 'year' });
    expect(estimatorFigures(findDestination('europe')!.costs).tuition![0]!.period).toBe('semester');
    // The F-1 application fee and the SEVIS I-901 fee.
    expect(estimatorFigures(findDestination('usa')!.costs)).toMatchObject({ tuition: null, living: null, visa: 185 + 350 });
  });
});

describe('rupee rates', () => {
  it('have a valid date, a note, and a positive rate for every destination’s currency', () => {
    expect(isValidIsoDate(rupeeRates.setOn)).toBe(true);
    expect(rupeeRates.note).toMatch(/update/);
    for (const d of destinations) {
      const { rate } = rupeeRate(d);
      expect(rate).toBeGreaterThan(1);
      expect(rate).toBeLessThan(500);
    }
  });
});
