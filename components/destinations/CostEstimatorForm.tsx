'use client';

import { useId, useState } from 'react';
import type { CurrencyCode } from '@/content/types';
import { breakdownInRupees, estimateFor, estimateRange, lengthInMonths, middleOf, sliderStep, type EstimatorFigures } from '@/lib/costs';
import { formatLakhs, formatMoney, formatRupees, perPeriod, type LakhWords, type PeriodWords } from '@/lib/money';
import { fill } from '@/lib/fill';
import { defaultLevel, dependsOnLevel, levelFromSearch, levelParam, levelStorageKey, isStudyLevel, studyLevels, type StudyLevel } from '@/lib/studyLevel';
import type en from '@/content/i18n/en.json';
import { useHydrated } from '@/components/hooks/useHydrated';
import { NumberField } from '@/components/tools/NumberField';
import { RichText } from '@/components/ui/RichText';
// A translation may join a case ending to an English name with a hyphen ("I-20-இல்"): kept whole, as on the server.
import { keepHyphens } from '@/components/ui/keepHyphens';
import styles from './CostEstimator.module.css';

type Unit = 'months' | 'years';
const MAX_MONTHS = 120;

/**
 * The form's words, handed over by the page in its language (content/i18n, destination.estimator):
 * the island carries no text of its own.
 */
export type EstimatorWords = typeof en.destination.estimator.form & {
  lines: typeof en.destination.estimator.lines;
  per: PeriodWords;
  /** "₹{amount} lakh", as the page's language writes it. */
  lakh: LakhWords;
};
type ErrorWords = Pick<EstimatorWords, 'yearsEmpty' | 'monthsEmpty' | 'yearsRange' | 'monthsRange' | 'notNumber' | 'negative'>;

/**
 * Why a typed length of study cannot be used, or null: years from 1 to 10 (a shorter course is typed in
 * months), months from 1 to 120.
 */
export function lengthError(value: string, unit: Unit, words: ErrorWords): string | null {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n)) return unit === 'years' ? fill(words.yearsEmpty, { example: 2 }) : fill(words.monthsEmpty, { example: 18 });
  if (unit === 'years' && (n < 1 || n > MAX_MONTHS / 12)) return fill(words.yearsRange, { min: 1, max: MAX_MONTHS / 12 });
  if (unit === 'months' && (n < 1 || n > MAX_MONTHS)) return fill(words.monthsRange, { min: 1, max: MAX_MONTHS });
  return null;
}

/** Why a typed yearly amount cannot be used, or null when it is a number of 0 or more (empty is "not yet", not an error). */
export function amountError(value: string, what: string, words: ErrorWords): string | null {
  if (value.trim() === '') return null;
  const n = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(n)) return fill(words.notNumber, { what, example: 45000 });
  if (n < 0) return fill(words.negative, { what, min: 0 });
  return null;
}

/** The level the student chose: in the address (a shared link), else remembered from another destination page, else postgraduate. */
export function chosenLevel(search: string, stored: string | null): StudyLevel {
  return levelFromSearch(search) ?? (isStudyLevel(stored) ? stored : defaultLevel);
}

function storedLevel(): string | null {
  try {
    return window.localStorage.getItem(levelStorageKey);
  } catch {
    // Storage refused (private mode, blocked): the address still carries the choice.
    return null;
  }
}

/** Keeps the choice in the address (without a new history entry) and for the other destination pages. */
function rememberLevel(level: StudyLevel) {
  const url = new URL(window.location.href);
  url.searchParams.set(levelParam, level);
  window.history.replaceState(window.history.state, '', url.href);
  try {
    window.localStorage.setItem(levelStorageKey, level);
  } catch {
    // As above: the address is enough to share it.
  }
}

/** "master’s", "courses in London": a label inside a sentence (a name such as "TUM" keeps its capitals). */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * The cost estimator's form: the level of study (where the figures differ by level), tuition within
 * the chosen option's range (or typed, where no range is published), where you live if the figure
 * depends on it, and the length of study; the total and the typical range, in the destination's
 * currency and in rupees, update as you change them. The page around it lists every figure with its
 * source and says what the estimate assumes, so without a script nothing is lost but the arithmetic.
 */
export function CostEstimatorForm({
  figures,
  currency,
  rate,
  place,
  noTypical,
  words,
}: {
  figures: EstimatorFigures;
  currency: CurrencyCode;
  /** Rupees for one unit of the currency. */
  rate: number;
  /** "the UK", "Canada": for the labels. */
  place: string;
  /** The destination has no typical range (the USA): the page's notes say why. */
  noTypical?: boolean;
  words: EstimatorWords;
}) {
  const id = useId();
  const hydrated = useHydrated();
  // null until the visitor chooses here: then the address's or the remembered level, readable once
  // hydrated (the static page is drawn at the default).
  const [pickedLevel, setPickedLevel] = useState<StudyLevel | null>(null);
  const level = pickedLevel ?? (hydrated ? chosenLevel(window.location.search, storedLevel()) : defaultLevel);
  // null: the level's typical option, and the middle of its range.
  const [pickedOption, setPickedOption] = useState<number | null>(null);
  const [pickedTuition, setPickedTuition] = useState<number | null>(null);
  const [ownTuition, setOwnTuition] = useState('');
  const [livingOption, setLivingOption] = useState(0);
  const [ownLiving, setOwnLiving] = useState('');
  const [length, setLength] = useState('1');
  const [unit, setUnit] = useState<Unit>('years');

  // The options at this level, by their place in the figures (which the arithmetic counts by).
  const options = (figures.tuition ?? []).map((o, index) => ({ ...o, index })).filter((o) => o.level === level || o.level === 'any');
  const option = options.find((o) => o.index === pickedOption) ?? options[0];
  const step = option ? sliderStep(option.min, option.max) : 1;
  const tuition = option ? (pickedTuition ?? middleOf(option.min, option.max, step)) : 0;
  const levelMatters = figures.tuition !== null && dependsOnLevel(figures.tuition);

  const chooseLevel = (next: StudyLevel) => {
    setPickedLevel(next);
    setPickedOption(null);
    setPickedTuition(null);
    rememberLevel(next);
  };

  const lengthValue = Number(length);
  const months = lengthInMonths(lengthValue, unit);
  const lengthProblem = lengthError(length, unit, words);
  const typed = (value: string) => (value.trim() === '' ? 0 : Number(value.replace(/,/g, '')));
  // Each typed amount's problem, if any: the field is marked and the message replaces the total.
  const tuitionProblem = figures.tuition ? null : amountError(ownTuition, words.lines.tuition, words);
  const livingProblem = figures.living ? null : amountError(ownLiving, words.lines.living, words);
  // No total until every figure the estimate needs is there: an empty field is not a zero.
  const missingTuition = !figures.tuition && ownTuition.trim() === '';
  const missingLiving = !figures.living && ownLiving.trim() === '';
  const missing = missingTuition && missingLiving ? words.missingBoth : missingTuition ? words.missingTuition : missingLiving ? words.missingLiving : null;
  const problem = lengthProblem ?? tuitionProblem ?? livingProblem ?? missing;
  const choice = { tuitionOption: option?.index ?? 0, livingOption, ownLiving: typed(ownLiving), months };
  const breakdown = estimateFor(figures, { ...choice, tuition: option ? tuition : typed(ownTuition) });
  const range = option && option.min < option.max ? estimateRange(figures, choice) : null;
  const rupees = breakdownInRupees(breakdown, rate);
  const money = (amount: number) => formatMoney(amount, currency);
  const per = (period: Parameters<typeof perPeriod>[0]) => perPeriod(period, words.per);

  const lines = [
    { name: words.lines.tuition, amount: breakdown.tuition, inr: rupees.tuition },
    { name: words.lines.living, amount: breakdown.living, inr: rupees.living },
    { name: words.lines.visa, amount: breakdown.visa, inr: rupees.visa },
    ...(figures.health ? [{ name: words.lines.health, amount: breakdown.health, inr: rupees.health }] : []),
  ];
  const duration =
    months % 12 === 0
      ? fill(months === 12 ? words.oneYear : words.manyYears, { count: months / 12 })
      : fill(months === 1 ? words.oneMonth : words.manyMonths, { count: months });
  const labelled = option !== undefined && option.label !== words.lines.tuition;
  const tuitionName = labelled ? fill(words.tuitionOf, { label: inSentence(option.label) }) : words.lines.tuition;

  return (
    <form className={styles.form} data-nojs-hide="" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {words.title}
      </h3>

      {noTypical && <p className={styles.hint}>{keepHyphens(fill(words.noTypical, { place }))}</p>}

      {levelMatters && (
        <fieldset className={styles.choice}>
          <legend className={styles.label}>{words.level}</legend>
          {studyLevels.map((l) => (
            <label key={l} className={styles.radio}>
              <input type="radio" name={`${id}-level`} value={l} checked={level === l} onChange={() => chooseLevel(l)} />
              {words.levels[l]}
            </label>
          ))}
        </fieldset>
      )}

      {options.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-option`} className={styles.label}>
            {words.tuitionFor}
          </label>
          <select
            id={`${id}-option`}
            className={styles.input}
            value={option!.index}
            onChange={(event) => {
              setPickedOption(Number(event.target.value));
              setPickedTuition(null);
            }}
          >
            {options.map((o) => (
              <option key={o.label} value={o.index}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}

      {option && option.min < option.max && (
        <div className={styles.field}>
          <label htmlFor={`${id}-tuition`} className={styles.label}>
            {fill(labelled ? words.sliderOf : words.slider, { name: tuitionName, per: per(option.period), min: money(option.min), max: money(option.max) })}
          </label>
          <input
            id={`${id}-tuition`}
            type="range"
            className={styles.range}
            min={option.min}
            max={option.max}
            step={step}
            value={tuition}
            aria-valuetext={money(tuition)}
            aria-describedby={`${id}-tuition-value`}
            onChange={(event) => setPickedTuition(Number(event.target.value))}
          />
          <p id={`${id}-tuition-value`} className={styles.value}>
            {money(tuition)} {per(option.period)}
            {pickedTuition === null && <span className={styles.hint}> {words.middle}</span>}
          </p>
        </div>
      )}
      {option && option.min === option.max && (
        <p className={styles.value}>
          {tuitionName}: {money(option.min)} {per(option.period)}
        </p>
      )}
      {!figures.tuition && (
        <NumberField
          id={`${id}-own-tuition`}
          label={keepHyphens(fill(words.ownTuition, { currency }))}
          value={ownTuition}
          onChange={setOwnTuition}
          invalid={tuitionProblem !== null}
          describedBy={`${id}-result`}
        />
      )}

      {figures.living && figures.living.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-living`} className={styles.label}>
            {words.whereYouStudy}
          </label>
          <select id={`${id}-living`} className={styles.input} value={livingOption} onChange={(event) => setLivingOption(Number(event.target.value))}>
            {figures.living.map((o, i) => (
              <option key={o.label} value={i}>
                {o.label}
              </option>
            ))}
          </select>
          <p className={styles.value}>
            {fill(words.livingValue, { amount: money(figures.living[livingOption]!.amount), per: per(figures.living[livingOption]!.period) })}
          </p>
        </div>
      )}
      {!figures.living && (
        <NumberField
          id={`${id}-own-living`}
          label={keepHyphens(fill(words.ownLiving, { currency }))}
          value={ownLiving}
          onChange={setOwnLiving}
          invalid={livingProblem !== null}
          describedBy={`${id}-result`}
        />
      )}

      <fieldset className={styles.length}>
        <legend className={styles.label}>{fill(words.length, { place })}</legend>
        <div className={styles.lengthFields}>
          <label htmlFor={`${id}-length`} className="visually-hidden">
            {words.lengthLabel}
          </label>
          <input
            id={`${id}-length`}
            className={styles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={length}
            aria-invalid={lengthProblem !== null || undefined}
            aria-describedby={`${id}-result`}
            onChange={(event) => setLength(event.target.value)}
          />
          <label htmlFor={`${id}-unit`} className="visually-hidden">
            {words.unit}
          </label>
          <select id={`${id}-unit`} className={styles.input} value={unit} onChange={(event) => setUnit(event.target.value as Unit)}>
            <option value="years">{words.years}</option>
            <option value="months">{words.months}</option>
          </select>
        </div>
      </fieldset>

      <div id={`${id}-result`} className={styles.result} role="status">
        {problem ? (
          <p>{keepHyphens(problem)}</p>
        ) : (
          <>
            <p className={styles.total}>
              {duration}: <strong>{money(breakdown.total)}</strong> <span className={styles.inr}>({formatRupees(rupees.total)})</span>
            </p>
            {range && (
              <p>
                <RichText
                  text={words.rangeText}
                  parts={{
                    label: option === options[0] ? words.typicalRange : words.range,
                    range: `${money(range.low.total)}–${money(range.high.total)}`,
                    rupees: <span className={styles.inr}>({formatLakhs(range.low.total * rate, range.high.total * rate, words.lakh)})</span>,
                  }}
                />
              </p>
            )}
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

