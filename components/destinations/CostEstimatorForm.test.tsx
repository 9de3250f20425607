import { amountError, lengthError } from './CostEstimatorForm';

describe('the cost estimator refuses impossible inputs with a reason (issue 27)', () => {
  it('takes 1 to 10 years, or 1 to 120 months', () => {
    expect(lengthError('1', 'years')).toBeNull();
    expect(lengthError('1.5', 'years')).toBeNull();
    expect(lengthError('10', 'years')).toBeNull();
    expect(lengthError('0', 'years')).toBe('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    expect(lengthError('0.5', 'years')).toBe('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    expect(lengthError('11', 'years')).toBe('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    expect(lengthError('', 'years')).toBe('Enter the length of study in years, for example 2.');
    expect(lengthError('two', 'years')).toBe('Enter the length of study in years, for example 2.');
    expect(lengthError('6', 'months')).toBeNull();
    expect(lengthError('0', 'months')).toBe('Enter from 1 to 120 months.');
    expect(lengthError('121', 'months')).toBe('Enter from 1 to 120 months.');
    expect(lengthError('-3', 'months')).toBe('Enter from 1 to 120 months.');
  });

  it('takes a typed amount of 0 or more; empty is "not yet", not an error', () => {
    expect(amountError('', 'Tuition')).toBeNull();
    expect(amountError('0', 'Tuition')).toBeNull();
    expect(amountError('45,000', 'Tuition')).toBeNull();
    expect(amountError('-5', 'Tuition')).toBe('Tuition cannot be negative: enter 0 or more.');
    expect(amountError('lots', 'Living costs')).toBe('Living costs: enter a number, for example 45000.');
  });
});
