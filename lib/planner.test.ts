import { addMonths, firstOf, monthLabel, planBack, upcomingIntakes } from './planner';

const usa = [
  { name: 'Fall', month: 'September' },
  { name: 'Spring', month: 'January' },
  { name: 'Summer', month: 'May' },
];

describe('addMonths', () => {
  it('crosses year boundaries both ways', () => {
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2027, month: 9 }, -12)).toEqual({ year: 2026, month: 9 });
    expect(addMonths({ year: 2026, month: 11 }, 14)).toEqual({ year: 2028, month: 1 });
  });
});

describe('upcomingIntakes', () => {
  it('lists the intakes after this month within two years, soonest first', () => {
    const next = upcomingIntakes(usa, { year: 2026, month: 11 });
    expect(next.map((i) => `${i.name} ${i.year}`)).toEqual(['Spring 2027', 'Summer 2027', 'Fall 2027', 'Spring 2028', 'Summer 2028', 'Fall 2028']);
  });

  it('treats an intake starting this month as begun', () => {
    const next = upcomingIntakes(usa, { year: 2027, month: 9 });
    expect(next[0]).toEqual({ name: 'Spring', year: 2028, month: 1 });
    expect(next.at(-1)).toEqual({ name: 'Fall', year: 2029, month: 9 });
  });

  it('fails loudly on a month name it cannot read', () => {
    expect(() => upcomingIntakes([{ name: 'Odd', month: 'Sept' }], { year: 2026, month: 1 })).toThrow('"Sept" is not a month name');
  });
});

describe('planBack', () => {
  const steps = [
    { key: 'visa', monthsBefore: 4 },
    { key: 'tests', monthsBefore: 12 },
    { key: 'travel', monthsBefore: 1 },
  ];

  it('counts each step back from the intake, earliest first', () => {
    const plan = planBack({ year: 2027, month: 9 }, steps, { year: 2026, month: 8 });
    expect(plan.map((p) => [p.step.key, firstOf(p.due), p.late])).toEqual([
      ['tests', '2026-09-01', false],
      ['visa', '2027-05-01', false],
      ['travel', '2027-08-01', false],
    ]);
  });

  it('marks steps whose month has passed as late, the current month not', () => {
    const plan = planBack({ year: 2027, month: 2 }, steps, { year: 2026, month: 11 });
    expect(plan.map((p) => [p.step.key, monthLabel(p.due), p.late])).toEqual([
      ['tests', 'February 2026', true],
      ['visa', 'October 2026', true],
      ['travel', 'January 2027', false],
    ]);
    expect(planBack({ year: 2027, month: 3 }, steps, { year: 2026, month: 11 })[1]!.late).toBe(false);
  });
});
