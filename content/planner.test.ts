import { destinations } from './destinations';
import { calendarHost, decidingStep, plannerDestination, plannerSteps, stepUrl } from './planner';
import { planCalendar, planRows, realisticIntake, upcomingIntakes, withUrls } from '@/lib/planner';

describe('intake planner content', () => {
  it('gives every destination an upcoming intake and every step an official https link', () => {
    for (const destination of destinations) {
      expect(upcomingIntakes(plannerDestination(destination).intakes, { year: 2026, month: 11 }).length).toBeGreaterThan(0);
      for (const step of plannerSteps) expect(stepUrl(destination, step.key)).toMatch(/^https:\/\//);
    }
  });

  it('decides whether an intake can be met by its applications, and always finds one every month of the year', () => {
    expect(decidingStep.key).toBe('applications');
    for (const destination of destinations) {
      for (let month = 1; month <= 12; month += 1) {
        const today = { year: 2027, month };
        expect(realisticIntake(upcomingIntakes(plannerDestination(destination).intakes, today), decidingStep.monthsBefore, today)).toBeDefined();
      }
    }
  });

  it('plans the USA’s Fall 2027 intake month by month from tests to travel', () => {
    const usa = plannerDestination(destinations.find((d) => d.slug === 'usa')!);
    const plan = planRows(withUrls(plannerSteps, usa.urls), { year: 2027, month: 9 }, { year: 2026, month: 11 });
    expect(plan.map((row) => [row.key, row.due, row.late])).toEqual([
      ['tests', '2026-09-01', true],
      ['shortlist', '2026-11-01', false],
      ['applications', '2027-01-01', false],
      ['funds', '2027-03-01', false],
      ['visa', '2027-05-01', false],
      ['accommodation', '2027-07-01', false],
      ['travel', '2027-08-01', false],
    ]);
  });

  it('writes one event per step, a late one on the day the file is made', () => {
    const uk = plannerDestination(destinations.find((d) => d.slug === 'uk')!);
    const ics = planCalendar({ slug: uk.slug, place: uk.name, intake: { name: 'Autumn', year: 2027, month: 9 }, steps: withUrls(plannerSteps, uk.urls), now: new Date(2026, 10, 26, 10), host: calendarHost });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(plannerSteps.length);
    expect(ics).toContain('UID:uk-2027-09-tests@www.aspireoverseas.in');
    expect(ics).toContain('SUMMARY:Take your English test (UK\\, Autumn 2027)');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261126');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270501');
  });
});
