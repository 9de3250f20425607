import type { StudyLevel } from '@/content/types';
export type { StudyLevel };

/**
 * The level of study the cost tools plan for. Every destination's estimator starts at the same level:
 * the one the student chose (kept in the address as ?level= and remembered for the other destination
 * pages), postgraduate when none, since most Indian students who go abroad go for a master's.
 */

export const studyLevels: readonly StudyLevel[] = ['postgraduate', 'undergraduate'];
export const defaultLevel: StudyLevel = 'postgraduate';

/** The address's parameter (?level=undergraduate), so an estimate can be shared as it was set. */
export const levelParam = 'level';
/** Where the browser remembers the choice for the next destination page. */
export const levelStorageKey = 'aspire-study-level';

export const isStudyLevel = (value: unknown): value is StudyLevel => studyLevels.includes(value as StudyLevel);

/** The level an address asks for, or null. */
export function levelFromSearch(search: string): StudyLevel | null {
  const value = new URLSearchParams(search).get(levelParam);
  return isStudyLevel(value) ? value : null;
}

/** The tuition figures that apply at a level (its own and those for any level), in the record's order. */
export function tuitionFor<T extends { level: StudyLevel | 'any' }>(figures: readonly T[], level: StudyLevel): T[] {
  return figures.filter((f) => f.level === level || f.level === 'any');
}

/** A level's typical tuition: its first figure (content/types.ts TuitionFigure). */
export function typicalTuition<T extends { level: StudyLevel | 'any' }>(figures: readonly T[], level: StudyLevel): T | undefined {
  return tuitionFor(figures, level)[0];
}

/** Whether the figures differ by level, so that choosing one changes the estimate. */
export const dependsOnLevel = (figures: readonly { level: StudyLevel | 'any' }[]): boolean => figures.some((f) => f.level !== 'any');
