'use client';

import { useId, useRef, useState } from 'react';
import { useChangedBeforeHydration } from '@/components/hooks/useChangedBeforeHydration';
import { loanLimits } from '@/content/loans';
import { loanCost, repaymentByYear, type LoanInput, type MoratoriumInterest } from '@/lib/loan';
import { trackEvent } from '@/lib/analytics';
import { NumberField } from './NumberField';
import { LoanChart, LoanFigures, chartLabel } from './LoanResults';
import { readTypedNumber } from '@/lib/typedNumber';
import styles from './EducationLoan.module.css';

type Limits = { min: number; max: number };

/** A typed number within limits, or the error to show; "20,00,000" and "10.5" both read. */
function readNumber(text: string, limits: Limits, what: string, format = (n: number) => String(n)): number | string {
  const value = readTypedNumber(text, limits);
  if (value === 'not a number') return `Enter the ${what} as a number.`;
  if (value === 'out of range') return `Enter ${what === 'amount' ? 'an amount' : `a ${what}`} from ${format(limits.min)} to ${format(limits.max)}.`;
  return value;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/**
 * The EMI calculator: amount, rate, the moratorium (course plus grace period) and what happens to its
 * interest, and the tenure; the figures and the chart follow as you type. The page around it works
 * through an example and gives the formula, so without a script only the arithmetic for your own
 * numbers is missing.
 */
export function LoanCalculator({ initial }: { initial: LoanInput }) {
  const id = useId();
  const [amount, setAmount] = useState(initial.amount.toLocaleString('en-IN'));
  const [rate, setRate] = useState(String(initial.ratePercent));
  const [course, setCourse] = useState(String(initial.moratoriumMonths - 6));
  const [grace, setGrace] = useState('6');
  const [mode, setMode] = useState<MoratoriumInterest>(initial.moratoriumInterest);
  const [years, setYears] = useState(String(initial.tenureMonths / 12));
  const used = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // Figures typed or a choice made while the page's scripts were on their way count, as shown.
  useChangedBeforeHydration(form, (changed) => {
    const fields: [string, (value: string) => void][] = [
      ['amount', setAmount],
      ['rate', setRate],
      ['course', setCourse],
      ['grace', setGrace],
      ['years', setYears],
    ];
    for (const [key, set] of fields) if (typeof changed[`${id}-${key}`] === 'string') set(changed[`${id}-${key}`] as string);
    if (changed[`${id}-added`] === true) setMode('added');
    if (changed[`${id}-paid`] === true) setMode('paid');
  });

  // Counted once a visit's first change (no values are sent), when measurement is switched on.
  const markUsed = () => {
    if (used.current) return;
    used.current = true;
    trackEvent('Tool used', { tool: 'Education loan EMI' });
  };
  const edit = (set: (value: string) => void, value: string) => {
    markUsed();
    set(value);
  };
  const choose = (next: MoratoriumInterest) => {
    markUsed();
    setMode(next);
  };

  const moratoriumLimits = loanLimits.moratoriumMonths;
  const parsed = {
    amount: readNumber(amount, loanLimits.amount, 'amount', rupees),
    rate: readNumber(rate, loanLimits.ratePercent, 'rate', (n) => `${n} %`),
    course: readNumber(course, moratoriumLimits, 'course length in months'),
    grace: readNumber(grace, { min: 0, max: 24 }, 'grace period in months'),
    years: readNumber(years, { min: loanLimits.tenureMonths.min / 12, max: loanLimits.tenureMonths.max / 12 }, 'number of years'),
  };
  const error = (value: number | string) => (typeof value === 'string' ? value : undefined);
  const valid = Object.values(parsed).every((value) => typeof value === 'number');
  const input: LoanInput | null = valid
    ? {
        amount: parsed.amount as number,
        ratePercent: parsed.rate as number,
        moratoriumMonths: (parsed.course as number) + (parsed.grace as number),
        moratoriumInterest: mode,
        tenureMonths: Math.round((parsed.years as number) * 12),
      }
    : null;
  const result = input && loanCost(input);

  return (
    <div className={styles.calculator} data-nojs-hide="">
      <form ref={form} className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className={styles.title}>
          Your loan
        </h3>
        <NumberField id={`${id}-amount`} label="Loan amount (₹)" value={amount} onChange={(value) => edit(setAmount, value)} error={error(parsed.amount)} />
        <NumberField id={`${id}-rate`} label="Interest rate (% a year)" value={rate} onChange={(value) => edit(setRate, value)} decimal error={error(parsed.rate)} />
        <div className={styles.pair}>
          <NumberField id={`${id}-course`} label="Course length (months)" value={course} onChange={(value) => edit(setCourse, value)} error={error(parsed.course)} />
          <NumberField id={`${id}-grace`} label="Grace period after it (months)" value={grace} onChange={(value) => edit(setGrace, value)} error={error(parsed.grace)} />
        </div>
        <fieldset className={styles.choice}>
          <legend className={styles.label}>Interest during the moratorium</legend>
          <label className={styles.radio}>
            <input id={`${id}-paid`} type="radio" name={`${id}-mode`} value="paid" checked={mode === 'paid'} onChange={() => choose('paid')} />
            Paid every month
          </label>
          <label className={styles.radio}>
            <input id={`${id}-added`} type="radio" name={`${id}-mode`} value="added" checked={mode === 'added'} onChange={() => choose('added')} />
            Added to the loan
          </label>
        </fieldset>
        <NumberField id={`${id}-years`} label="Repayment tenure (years)" value={years} onChange={(value) => edit(setYears, value)} decimal error={error(parsed.years)} />
      </form>
      <div className={styles.result}>
        {/* One sentence for screen readers as the figures change, not the whole list and chart. */}
        <p className="visually-hidden" role="status">
          {input && result ? `EMI ${rupees(result.emiQuoted)} a month; total interest ${rupees(Math.round(result.totalInterest))}.` : ''}
        </p>
        {input && result ? (
          <>
            <h3 className={styles.title}>Your EMI</h3>
            <LoanFigures input={input} result={result} />
            <LoanChart years={repaymentByYear(result.repaymentPrincipal, input.ratePercent, input.tenureMonths)} label={chartLabel(input, result)} />
          </>
        ) : (
          <p>Correct the figures above to see your EMI.</p>
        )}
      </div>
    </div>
  );
}
