'use client';

import { useId, useState } from 'react';
import type { CurrencyCode } from '@/content/types';
import { breakdownInRupees, estimateFor, lengthInMonths, type EstimatorFigures } from '@/lib/costs';
import { formatMoney, formatRupees, perPeriod } from '@/lib/money';
import { NumberField } from '@/components/tools/NumberField';
import styles from './CostEstimator.module.css';

/** Slider steps a visitor can move through with the arrow keys: about 50–100 across a range. */
export function sliderStep(min: number, max: number): number {
  const span = max - min;
  if (span >= 10000) return 500;
  if (span >= 1000) return 100;
  return 10;
}

type Unit = 'months' | 'years';
const MAX_MONTHS = 120;

/**
 * Why a typed length of study cannot be used, or null: years from 1 to 10 (a shorter course is typed in
 * months), months from 1 to 120.
 */
export function lengthError(value: string, unit: Unit): string | null {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n)) return unit === 'years' ? 'Enter the length of study in years, for example 2.' : 'Enter the length of study in months, for example 18.';
  if (unit === 'years' && (n < 1 || n > MAX_MONTHS / 12)) return 'Enter from 1 to 10 years, or choose months for a course shorter than a year.';
  if (unit === 'months' && (n < 1 || n > MAX_MONTHS)) return 'Enter from 1 to 120 months.';
  return null;
}

/** Why a typed yearly amount cannot be used, or null when it is a number of 0 or more (empty is "not yet", not an error). */
export function amountError(value: string, what: string): string | null {
  if (value.trim() === '') return null;
  const n = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(n)) return `${what}: enter a number, for example 45000.`;
  if (n < 0) return `${what} cannot be negative: enter 0 or more.`;
  return null;
}

/**
 * The cost estimator's form: tuition within the chosen option's range (or typed, where no range is
 * published), where you live if the figure depends on it, and the length of study; the breakdown in
 * the destination's currency and in rupees updates as you change them. The page around it lists
 * every figure with its source, so without a script nothing is lost but the arithmetic.
 */
export function CostEstimatorForm({
  figures,
  currency,
  rate,
  place,
}: {
  figures: EstimatorFigures;
  currency: CurrencyCode;
  /** Rupees for one unit of the currency. */
  rate: number;
  /** "the UK", "Canada": for the labels. */
  place: string;
}) {
  const id = useId();
  const [tuitionOption, setTuitionOption] = useState(0);
  const [tuition, setTuition] = useState(figures.tuition?.[0]?.min ?? 0);
  const [ownTuition, setOwnTuition] = useState('');
  const [livingOption, setLivingOption] = useState(0);
  const [ownLiving, setOwnLiving] = useState('');
  const [length, setLength] = useState('1');
  const [unit, setUnit] = useState<Unit>('years');

  const option = figures.tuition?.[tuitionOption];
  const lengthValue = Number(length);
  const months = lengthInMonths(lengthValue, unit);
  const lengthProblem = lengthError(length, unit);
  const typed = (value: string) => (value.trim() === '' ? 0 : Number(value.replace(/,/g, '')));
  // Each typed amount's problem, if any: the field is marked and the message replaces the total.
  const tuitionProblem = figures.tuition ? null : amountError(ownTuition, 'Tuition');
  const livingProblem = figures.living ? null : amountError(ownLiving, 'Living costs');
  // No total until every figure the estimate needs is there (issue 27): an empty field is not a zero.
  const missing = [!figures.tuition && ownTuition.trim() === '' && 'tuition', !figures.living && ownLiving.trim() === '' && 'living costs'].filter(Boolean);
  const problem =
    lengthProblem ??
    tuitionProblem ??
    livingProblem ??
    (missing.length ? `Enter your university’s ${missing.join(' and ')} a year (from its cost of attendance or your I-20) to see a total.` : null);
  const breakdown = estimateFor(figures, {
    tuitionOption,
    tuition: option ? tuition : typed(ownTuition),
    livingOption,
    ownLiving: typed(ownLiving),
    months,
  });
  const rupees = breakdownInRupees(breakdown, rate);
  const money = (amount: number) => formatMoney(amount, currency);

  const lines = [
    { name: 'Tuition', amount: breakdown.tuition, inr: rupees.tuition },
    { name: 'Living costs', amount: breakdown.living, inr: rupees.living },
    { name: 'Visa fees', amount: breakdown.visa, inr: rupees.visa },
    ...(figures.health ? [{ name: 'Health cover', amount: breakdown.health, inr: rupees.health }] : []),
  ];
  const duration = months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} month${months === 1 ? '' : 's'}`;

  return (
    <form className={styles.form} data-nojs-hide="" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Your estimate
      </h3>

      {figures.tuition && figures.tuition.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-level`} className={styles.label}>
            Tuition for
          </label>
          <select
            id={`${id}-level`}
            className={styles.input}
            value={tuitionOption}
            onChange={(event) => {
              const next = Number(event.target.value);
              setTuitionOption(next);
              setTuition(figures.tuition![next]!.min);
            }}
          >
            {figures.tuition.map((o, i) => (
              <option key={o.label} value={i}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}

      {option && option.min < option.max && (
        <div className={styles.field}>
          <label htmlFor={`${id}-tuition`} className={styles.label}>
            Tuition {perPeriod(option.period)} ({money(option.min)} to {money(option.max)})
          </label>
          <input
            id={`${id}-tuition`}
            type="range"
            className={styles.range}
            min={option.min}
            max={option.max}
            step={sliderStep(option.min, option.max)}
            value={tuition}
            aria-valuetext={money(tuition)}
            aria-describedby={`${id}-tuition-value`}
            onChange={(event) => setTuition(Number(event.target.value))}
          />
          <p id={`${id}-tuition-value`} className={styles.value}>
            {money(tuition)} {perPeriod(option.period)}
          </p>
        </div>
      )}
      {option && option.min === option.max && (
        <p className={styles.value}>
          Tuition: {money(option.min)} {perPeriod(option.period)}
        </p>
      )}
      {!figures.tuition && (
        <NumberField
          id={`${id}-own-tuition`}
          label={`Your university’s tuition a year (${currency})`}
          value={ownTuition}
          onChange={setOwnTuition}
          invalid={tuitionProblem !== null}
          describedBy={`${id}-result`}
        />
      )}

      {figures.living && figures.living.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-living`} className={styles.label}>
            Where you study
          </label>
          <select id={`${id}-living`} className={styles.input} value={livingOption} onChange={(event) => setLivingOption(Number(event.target.value))}>
            {figures.living.map((o, i) => (
              <option key={o.label} value={i}>
                {o.label}
              </option>
            ))}
          </select>
          <p className={styles.value}>
            Living costs: {money(figures.living[livingOption]!.amount)} {perPeriod(figures.living[livingOption]!.period)}
          </p>
        </div>
      )}
      {!figures.living && (
        <NumberField
          id={`${id}-own-living`}
          label={`Living costs a year (${currency}), from your university’s cost of attendance`}
          value={ownLiving}
          onChange={setOwnLiving}
          invalid={livingProblem !== null}
          describedBy={`${id}-result`}
        />
      )}

      <fieldset className={styles.length}>
        <legend className={styles.label}>Length of study in {place}</legend>
        <div className={styles.lengthFields}>
          <label htmlFor={`${id}-length`} className="visually-hidden">
            Length of study
          </label>
          <input
            id={`${id}-length`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={length}
            aria-invalid={lengthProblem !== null || undefined}
            aria-describedby={`${id}-result`}
            onChange={(event) => setLength(event.target.value)}
          />
          <label htmlFor={`${id}-unit`} className="visually-hidden">
            Unit
          </label>
          <select id={`${id}-unit`} className={styles.input} value={unit} onChange={(event) => setUnit(event.target.value as Unit)}>
            <option value="years">years</option>
            <option value="months">months</option>
          </select>
        </div>
      </fieldset>

      <div id={`${id}-result`} className={styles.result} role="status">
        {problem ? (
          <p>{problem}</p>
        ) : (
          <>
            <p className={styles.total}>
              {duration}: <strong>{money(breakdown.total)}</strong> <span className={styles.inr}>({formatRupees(rupees.total)})</span>
            </p>
            <dl className={styles.breakdown}>
              {lines.map((line) => (
                <div key={line.name} className={styles.breakdownRow}>
                  <dt>{line.name}</dt>
                  <dd>
                    {money(line.amount)} <span className={styles.inr}>({formatRupees(line.inr)})</span>
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </form>
  );
}
