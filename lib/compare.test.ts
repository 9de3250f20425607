import { compareRows, costRowLabel } from './compare';
import { destinations, findDestination } from '@/content/destinations';
import { rupeeRates } from '@/content/rates';
import { figureStatus } from './figureStatus';
import { isHttps, isValidIsoDate } from '@/content/checks';
import { destinationText } from './destinationText';
import { itemStatuses } from './figureStatus';

describe('compare table', () => {
  const rows = compareRows();

  it('compares intakes, a year’s typical cost at each level, English scores kind by kind, tuition, the student visa, visa fees, post-study work and institutions, leaving out rows with fewer than two figures', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Intakes',
      'Typical tuition + living a year, postgraduate',
      'Typical tuition + living a year, undergraduate',
      'IELTS: typical university requirement',
      'TOEFL iBT: typical university requirement',
      'PTE: typical university requirement',
      'IELTS: one university’s requirement',
      'TOEFL iBT: one university’s requirement',
      'Tuition (indicative)',
      'Student visa',
      'Visa fees',
      'Post-study work',
      'Institutions',
    ]);
    for (const row of rows) expect(Object.values(row.cells).filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every figure a status from its records (an https source, a check date or "not yet confirmed", a review-by date)', () => {
    const problems = rows.flatMap((row) =>
      destinations.flatMap((d) => {
        const cell = row.cells[d.slug];
        if (!cell) return [];
        return [
          ...(cell.text.trim() ? [] : [`${row.label} / ${d.slug}: empty`]),
          ...(cell.statuses.length ? [] : [`${row.label} / ${d.slug}: no status`]),
          ...cell.statuses.flatMap((s) => [
            ...(isHttps(s.url) ? [] : [`${row.label} / ${d.slug}: source not https`]),
            ...(s.checkedOn ? (isValidIsoDate(s.checkedOn) ? [] : [`${row.label} / ${d.slug}: check date`]) : s.lookedOn ? [] : [`${row.label} / ${d.slug}: neither checked nor looked for`]),
            ...(isValidIsoDate(s.reviewBy) ? [] : [`${row.label} / ${d.slug}: review-by date`]),
          ]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('sets only scores of the same kind side by side (a visa minimum never beside an entry score)', () => {
    const cells = (label: string) => rows.find((r) => r.label === label)!.cells;
    expect(cells('IELTS: typical university requirement').usa?.text).toBe('IELTS Academic: 6.5 overall');
    expect(cells('IELTS: typical university requirement').australia).toBeNull();
    expect(cells('IELTS: typical university requirement').canada).toBeNull();
    expect(cells('IELTS: one university’s requirement').canada).toMatchObject({
      text: 'IELTS Academic: 7.0 overall, no band below 6.5',
      note: 'University of Toronto, graduate programmes',
    });
    // Australia alone has a visa minimum: one figure compares nothing, so the row is left out.
    expect(rows.some((r) => r.label === 'IELTS: student visa minimum')).toBe(false);
  });

  it('reads the same records, and the same statuses, as the destination pages', () => {
    const usa = destinations.find((d) => d.slug === 'usa')!;
    expect(rows[0]!.cells.usa?.text).toBe(usa.facts.find((f) => f.label === 'Intakes')!.value);
    expect(rows.find((r) => r.label === 'IELTS: typical university requirement')!.cells.usa).toMatchObject({ text: 'IELTS Academic: 6.5 overall', statuses: [expect.objectContaining({ url: 'https://educationusa.state.gov/' })] });
    const canada = destinations.find((d) => d.slug === 'canada')!;
    const fees = rows.find((r) => r.label === 'Visa fees')!.cells.canada!;
    expect(fees.text).toBe(destinationText(canada.facts.find((f) => f.label === 'Visa fees')!.value, 'CAD'));
    expect(fees.text).toBe('Study permit fee CAD 150 and biometrics fee CAD 85');
    expect(fees.statuses).toEqual(itemStatuses(canada.facts.find((f) => f.label === 'Visa fees')!, canada.facts.find((f) => f.label === 'Visa fees')!.value));
  });
});

describe('the cost rows: a year’s typical tuition and living costs in rupees', () => {
  const rows = compareRows();
  const cells = (level: 'postgraduate' | 'undergraduate') => rows.find((r) => r.label === costRowLabel(level))!.cells;

  it('add the level’s typical tuition to a year’s living costs at the planning rate, in lakhs', () => {
    // Canada: Statistics Canada's averages (graduate CAD 24,028, undergraduate CAD 41,746) + IRCC's CAD 22,895, at ₹63.
    expect(rupeeRates.perUnit.CAD).toBe(63);
    expect(cells('postgraduate').canada).toMatchObject({ text: '₹29.6 lakh', note: 'Graduate (average) tuition + proof of funds' });
    expect(cells('undergraduate').canada!.text).toBe('₹40.7 lakh');
    // The UK: £10,000–£38,000 for either level, £1,136 a month outside London to £1,483 in London, at ₹116.5.
    expect(rupeeRates.perUnit.GBP).toBe(116.5);
    expect(cells('postgraduate').uk).toMatchObject({ text: '₹27.5–65.0 lakh', note: 'Tuition (any level) + living costs, courses outside London to courses in London' });
    expect(cells('undergraduate').uk!.text).toBe('₹27.5–65.0 lakh');
    // Germany: the public universities' semester fee (€150–350 twice a year) and the blocked account.
    expect(cells('postgraduate').europe).toMatchObject({ text: '₹12.5–12.9 lakh', note: 'Public universities (semester fee) + blocked account' });
    expect(cells('postgraduate').australia).toMatchObject({ text: '₹29.7–45.8 lakh', note: 'Master’s tuition + living costs' });
    expect(cells('undergraduate').australia!.text).toBe('₹28.6–43.0 lakh');
  });

  it('carry the status of each record they add up, once per official page', () => {
    const canada = findDestination('canada')!.costs;
    if (!Array.isArray(canada.tuition) || !Array.isArray(canada.living)) throw new Error('Canada has tuition and living figures');
    expect(cells('postgraduate').canada!.statuses).toEqual([figureStatus(canada.tuition[1]!), figureStatus(canada.living[0]!)]);
    const uk = findDestination('uk')!.costs;
    if (!Array.isArray(uk.tuition) || !Array.isArray(uk.living)) throw new Error('The UK has tuition and living figures');
    // Two living figures from one GOV.UK page: one status for them.
    expect(cells('postgraduate').uk!.statuses).toEqual([figureStatus(uk.tuition[0]!), figureStatus(uk.living[0]!)]);
  });

  it('say plainly that the USA has no typical figure, and why, with the status of the page behind it', () => {
    const usa = findDestination('usa')!.costs.noTypicalRange!;
    for (const level of ['postgraduate', 'undergraduate'] as const) {
      expect(cells(level).usa).toEqual({ text: 'No typical figure', note: usa.short, statuses: [figureStatus(usa)] });
    }
    expect(figureStatus(usa).url).toBe('https://educationusa.state.gov/your-5-steps-us-study/finance-your-studies');
  });
});
