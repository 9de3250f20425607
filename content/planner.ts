import type { Destination, DestinationSlug, StepTemplate } from './types';
import { site } from './site';
import { sources, type SourceKey } from './sources';

/**
 * The intake planner (/tools/intake-planner): the steps from tests to travel, each due a number of
 * whole months before the intake, and for every destination the official page each step relies on.
 * The intakes themselves come from the destination records.
 */

export type StepKey = 'tests' | 'shortlist' | 'applications' | 'funds' | 'visa' | 'accommodation' | 'travel';

export interface PlannerStep extends StepTemplate {
  key: StepKey;
  title: string;
  text: string;
}

export const plannerSteps: PlannerStep[] = [
  {
    key: 'tests',
    monthsBefore: 12,
    title: 'Take your English test',
    text: 'Book IELTS, TOEFL or PTE (and the GRE or GMAT if your course asks for it) early enough to retake it once before applications open.',
  },
  {
    key: 'shortlist',
    monthsBefore: 10,
    title: 'Shortlist universities and courses',
    text: 'Pick five to eight courses that fit your scores, budget and goals; note each one’s deadline and the documents it asks for.',
  },
  {
    key: 'applications',
    monthsBefore: 8,
    title: 'Send your applications',
    text: 'Statement of purpose, recommendation letters, transcripts and test scores: apply before the deadlines, the earliest first.',
  },
  {
    key: 'funds',
    monthsBefore: 6,
    title: 'Arrange funds and proof of funds',
    text: 'Education-loan sanction, bank statements and sponsor letters in the form and amount the visa asks for, held for as long as it says.',
  },
  {
    key: 'visa',
    monthsBefore: 4,
    title: 'Apply for your student visa',
    text: 'Once the university has confirmed your place, apply as early as the visa allows; book biometrics or an interview straight away.',
  },
  {
    key: 'accommodation',
    monthsBefore: 2,
    title: 'Book accommodation',
    text: 'University halls fill first: apply as soon as you accept your offer, or book somewhere to stay for your first weeks.',
  },
  {
    key: 'travel',
    monthsBefore: 1,
    title: 'Book travel and get ready to leave',
    text: 'Flights, forex card, insurance, copies of your documents, and the university’s arrival and orientation dates.',
  },
];

/**
 * The step that decides whether an intake can still be met: its applications. A late English test or
 * shortlist can be caught up at once, but applications sent after their month miss most universities'
 * deadlines, and the funds, visa and travel all wait for the offer they bring. The planner starts at the
 * first intake whose applications are still ahead (this month counts) and says when one is too late.
 */
export const decidingStep = plannerSteps.find((step) => step.key === 'applications')!;

/** Each step's official page for each destination (by key in content/sources.ts). */
const stepSources: Record<DestinationSlug, Record<Exclude<StepKey, 'tests'>, SourceKey>> = {
  usa: {
    shortlist: 'educationUsa',
    applications: 'educationUsa',
    funds: 'educationUsaFinance',
    visa: 'usStudentVisa',
    accommodation: 'studyInTheStates',
    travel: 'studyInTheStates',
  },
  uk: { shortlist: 'ucas', applications: 'ucas', funds: 'ukMoney', visa: 'ukStudentVisa', accommodation: 'ukCosts', travel: 'ukStudentVisa' },
  canada: { shortlist: 'eduCanada', applications: 'eduCanada', funds: 'caFunds', visa: 'caStudyPermit', accommodation: 'eduCanada', travel: 'caStudyPermit' },
  australia: {
    shortlist: 'auUniversities',
    applications: 'studyAustralia',
    funds: 'auStudentVisa',
    visa: 'auStudentVisa',
    accommodation: 'studyAustralia',
    travel: 'auStudentVisa',
  },
  europe: { shortlist: 'daad', applications: 'daad', funds: 'daadCosts', visa: 'deStudentVisa', accommodation: 'daadCosts', travel: 'deStudentVisa' },
  'new-zealand': {
    shortlist: 'studyWithNz',
    applications: 'studyWithNz',
    funds: 'nzFunds',
    visa: 'nzStudentVisa',
    accommodation: 'studyWithNz',
    travel: 'nzStudentVisa',
  },
};

/** The official page for a step: the English test's from the destination's own record, the rest from the table above. */
export function stepUrl(destination: Destination, key: StepKey): string {
  const test = destination.englishTests[0];
  if (key === 'tests') return test ? sources[test.source].url : sources[stepSources[destination.slug].shortlist].url;
  return sources[stepSources[destination.slug][key]].url;
}

/**
 * What the planner needs of a destination, small enough to hand to the browser: the steps' texts are
 * the same everywhere and go once (`plannerSteps`), only their official pages differ.
 */
export interface PlannerDestination {
  slug: DestinationSlug;
  name: string;
  intakes: { name: string; month: string }[];
  urls: Record<StepKey, string>;
}

export const plannerDestination = (destination: Destination): PlannerDestination => ({
  slug: destination.slug,
  name: destination.name,
  intakes: destination.intakes.map((intake) => ({ name: intake.intakeName, month: intake.date })),
  urls: Object.fromEntries(plannerSteps.map((step) => [step.key, stepUrl(destination, step.key)])) as Record<StepKey, string>,
});

/** The host the calendar's event UIDs are made unique with. */
export const calendarHost = new URL(site.url).hostname;
