import en from '@/content/i18n/en.json';
import { amountError, chosenLevel, lengthError, type EstimatorWords } from './CostEstimatorForm';

// The English words, as the English page hands them to the island.
const words: EstimatorWords = {
  ...en.destination.estimator.form,
  lines: en.destination.estimator.lines,
  per: en.destination.estimator.per,
  lakh: { one: en.common.lakh, range: en.common.lakhRange },
};

describe('the cost estimator refuses impossible inputs with a reason', () => {
  it('takes 1 to 10 years, or 1 to 120 months', () => {
    expect(lengthError('1', 'years', words)).toBeNull();
    expect(lengthError('1.5', 'years', words)).toBeNull();
    expect(lengthError('10', 'years', words)).toBeNull();
    expect(lengthError('0', 'years', words)).toBe('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    expect(lengthError('0.5', 'years', words)).toBe('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    expect(lengthError('11', 'years', words)).toBe('Enter from 1 to 10 years, or choose months for a course shorter than a year.');
    expect(lengthError('', 'years', words)).toBe('Enter the length of study in years, for example 2.');
    expect(lengthError('two', 'years', words)).toBe('Enter the length of study in years, for example 2.');
    expect(lengthError('6', 'months', words)).toBeNull();
    expect(lengthError('0', 'months', words)).toBe('Enter from 1 to 120 months.');
    expect(lengthError('121', 'months', words)).toBe('Enter from 1 to 120 months.');
    expect(lengthError('-3', 'months', words)).toBe('Enter from 1 to 120 months.');
  });

  it('takes a typed amount of 0 or more; empty is "not yet", not an error', () => {
    expect(amountError('', 'Tuition', words)).toBeNull();
    expect(amountError('0', 'Tuition', words)).toBeNull();
    expect(amountError('45,000', 'Tuition', words)).toBeNull();
    expect(amountError('-5', 'Tuition', words)).toBe('Tuition cannot be negative: enter 0 or more.');
    expect(amountError('lots', 'Living costs', words)).toBe('Living costs: enter a number, for example 45000.');
  });
});

describe('the level the estimate starts at', () => {
  it('is the address’s, else the one remembered from another destination page, else postgraduate', () => {
    expect(chosenLevel('?level=undergraduate', 'postgraduate')).toBe('undergraduate');
    expect(chosenLevel('', 'undergraduate')).toBe('undergraduate');
    expect(chosenLevel('?level=nonsense', null)).toBe('postgraduate');
    expect(chosenLevel('', 'nonsense')).toBe('postgraduate');
  });
});

describe('the estimator starts every destination the same way', () => {
  // The records' own figures, as the page hands them to the island.
  const { estimatorFigures } = jest.requireActual<typeof import('@/content/costs')>('@/content/costs');
  const { findDestination } = jest.requireActual<typeof import('@/content/destinations')>('@/content/destinations');
  const { CostEstimatorForm } = jest.requireActual<typeof import('./CostEstimatorForm')>('./CostEstimatorForm');
  const { render, screen, fireEvent } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  const figures = (slug: string) => estimatorFigures(findDestination(slug)!.costs);

  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/study-abroad/canada');
  });

  it('Canada: postgraduate tuition (the graduate average) unless undergraduate is chosen, which the address and the next page keep', () => {
    render(<CostEstimatorForm figures={figures('canada')} currency="CAD" rate={63} place="Canada" words={words} />);
    expect(screen.getByLabelText('Postgraduate (master’s)')).toBeChecked();
    expect(screen.getByText('Tuition, graduate (average): CAD 24,028 a year')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`1 year: CAD ${(24028 + 22895 + 235).toLocaleString('en-GB')}`);
    fireEvent.click(screen.getByLabelText('Undergraduate (bachelor’s)'));
    expect(screen.getByText('Tuition, undergraduate (average): CAD 41,746 a year')).toBeInTheDocument();
    expect(window.location.search).toBe('?level=undergraduate');
    expect(window.localStorage.getItem('aspire-study-level')).toBe('undergraduate');
  });

  it('the UK: one range for both levels, starting in its middle, with the typical range from its lowest to its highest tuition', () => {
    render(<CostEstimatorForm figures={figures('uk')} currency="GBP" rate={116.5} place="the UK" words={words} />);
    expect(screen.queryByRole('group', { name: 'Level of study' })).toBeNull();
    expect(screen.getByRole('slider', { name: 'Tuition a year (£10,000 to £38,000)' })).toHaveValue('24000');
    expect(screen.getByText(/the middle of the range/)).toBeInTheDocument();
    const fixed = 1136 * 12 + 524 + 776;
    expect(screen.getByRole('status')).toHaveTextContent(
      `Typical range: £${(10000 + fixed).toLocaleString('en-GB')}–£${(38000 + fixed).toLocaleString('en-GB')} (₹29.0–61.7 lakh), from the lowest to the highest tuition.`,
    );
  });

  it('the USA: says there is no typical range, and why, and waits for the university’s own figures', () => {
    render(<CostEstimatorForm figures={figures('usa')} currency="USD" rate={88.5} place="the USA" noTypical words={words} />);
    expect(screen.getByText('No typical range for the USA: each university sets its own costs (see “How the estimate is made”).')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Enter your university’s tuition and living costs a year');
  });
});
