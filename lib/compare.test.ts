import { compareRows } from './compare';
import { destinations } from '@/content/destinations';
import { isHttps, isValidIsoDate } from '@/content/checks';
import { destinationText } from './destinationText';
import { itemStatuses } from './figureStatus';

describe('compare table', () => {
  const rows = compareRows();

  it('compares intakes, English scores kind by kind, tuition, the student visa, visa fees, post-study work and institutions, leaving out rows with fewer than two figures', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Intakes',
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
    expect(rows[1]!.cells.usa).toMatchObject({ text: 'IELTS Academic: 6.5 overall', statuses: [expect.objectContaining({ url: 'https://educationusa.state.gov/' })] });
    const canada = destinations.find((d) => d.slug === 'canada')!;
    const fees = rows.find((r) => r.label === 'Visa fees')!.cells.canada!;
    expect(fees.text).toBe(destinationText(canada.facts.find((f) => f.label === 'Visa fees')!.value, 'CAD'));
    expect(fees.text).toBe('Study permit fee CAD 150 and biometrics fee CAD 85');
    expect(fees.statuses).toEqual(itemStatuses(canada.facts.find((f) => f.label === 'Visa fees')!, canada.facts.find((f) => f.label === 'Visa fees')!.value));
  });
});
