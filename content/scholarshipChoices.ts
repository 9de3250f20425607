import type { ScholarshipField, ScholarshipLevel } from './types';

/** The scholarship filters' levels and fields, in the order the filters offer them (their values are the address's). */
export const scholarshipLevels: { value: ScholarshipLevel; label: string }[] = [
  { value: 'undergraduate', label: 'Bachelor’s' },
  { value: 'masters', label: 'Master’s' },
  { value: 'phd', label: 'PhD' },
];

export const scholarshipFields: { value: ScholarshipField; label: string }[] = [
  { value: 'stem', label: 'Science, engineering, IT and maths' },
  { value: 'business', label: 'Business and management' },
  { value: 'social-sciences', label: 'Social sciences' },
  { value: 'arts-humanities', label: 'Arts and humanities' },
  { value: 'law', label: 'Law' },
  { value: 'health', label: 'Medicine and health' },
];
