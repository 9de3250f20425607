import { addMonths, canStillMake, firstOf, monthLabel, planBack, planFromSearch, planSearch, realisticIntake, upcomingIntakes } from './planner';

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

describe('the intake that can still be met', () => {
  const today = { year: 2026, month: 11 };
  const applications = 8;

  it('is one whose applications are due this month or later', () => {
    expect(canStillMake({ year: 2027, month: 7 }, applications, today)).toBe(true);
    expect(canStillMake({ year: 2027, month: 6 }, applications, today)).toBe(false);
    expect(canStillMake({ year: 2027, month: 1 }, applications, today)).toBe(false);
  });

  it('is the USA’s Fall 2027 on 22 November 2026, not Spring 2027 with most of its steps past', () => {
    const next = upcomingIntakes(usa, today);
    expect(next[0]).toEqual({ name: 'Spring', year: 2027, month: 1 });
    expect(realisticIntake(next, applications, today)).toEqual({ name: 'Fall', year: 2027, month: 9 });
    // In January 2027, Summer 2027's applications (September 2026) are past too; Fall's (January) are not.
    expect(realisticIntake(upcomingIntakes(usa, { year: 2027, month: 1 }), applications, { year: 2027, month: 1 })).toEqual({ name: 'Fall', year: 2027, month: 9 });
    // From February, Fall 2027 is too late as well: Spring 2028's applications are due in May 2027.
    expect(realisticIntake(upcomingIntakes(usa, { year: 2027, month: 2 }), applications, { year: 2027, month: 2 })).toEqual({ name: 'Spring', year: 2028, month: 1 });
  });

  it('exists every month of the year for intakes once a year or more', () => {
    for (let month = 1; month <= 12; month += 1) {
      const day = { year: 2027, month };
      expect(realisticIntake(upcomingIntakes([{ name: 'Winter', month: 'October' }], day), 12, day)).toBeDefined();
    }
  });
});

describe('the plan’s address', () => {
  it('keeps the destination and the intake month, and reads them back', () => {
    expect(planSearch('uk', { year: 2027, month: 9 })).toBe('?destination=uk&intake=2027-09');
    expect(planFromSearch('?destination=uk&intake=2027-09')).toEqual({ destination: 'uk', intake: { year: 2027, month: 9 } });
    expect(planFromSearch('?destination=new-zealand')).toEqual({ destination: 'new-zealand' });
  });

  it('ignores an intake it cannot read', () => {
    expect(planFromSearch('?intake=2027-13')).toEqual({});
    expect(planFromSearch('?intake=Sept-2027')).toEqual({});
    expect(planFromSearch('')).toEqual({});
  });
});
