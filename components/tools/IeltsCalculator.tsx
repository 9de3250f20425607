'use client';

import { useId, useState } from 'react';
import type { Route } from 'next';
import type { Check, X } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/SpriteIcon';
import { Link } from '@/components/ui/Link';
import { rawScoreTables, type RawScoreTest } from '@/content/ielts';
import { bandFromCorrect, formatBand, meanBand, meetsRequirement, overallBand, sectionBands, type IeltsRequirement } from '@/lib/ielts';
import type { EnglishScoreKind } from '@/content/types';
import { NumberField } from './NumberField';
import styles from './IeltsCalculator.module.css';

/** The icons this draws, as lucide names them (the sprite holds what the code names). */
export type IeltsCalculatorIcons = typeof Check | typeof X;

export interface DestinationRequirement {
  name: string;
  href: Route;
  /** As the destination page states it: "IELTS Academic", "6.5 overall, no band below 6.0". */
  test: string;
  score: string;
  basis: string;
  /** What the score is: only scores of one kind are listed together. */
  kind: EnglishScoreKind;
  requirement: IeltsRequirement;
}

/** Each list's heading and what it means, so a visa minimum is never read as a university's entry score. */
const kindHeadings: Record<EnglishScoreKind, string> = {
  'typical university requirement': 'What universities there typically ask',
  'visa minimum': 'The student visa’s own minimum',
  'one university': 'One named university’s requirement (others differ)',
  'work permit minimum': 'A work permit’s minimum after graduating',
};

const sections = ['Listening', 'Reading', 'Writing', 'Speaking'] as const;
type Bands = [number, number, number, number];

/** A number of correct answers IELTS can give: a whole number from 0 to 40. */
const isRawScore = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= 40;

/** "6.625, rounded down to 6.5": how the mean became the overall band. */
function roundingNote(bands: Bands): string {
  const mean = meanBand(bands);
  const overall = overallBand(bands);
  if (mean === overall) return `The mean of your four bands is ${formatBand(overall)}.`;
  return `The mean of your four bands is ${mean}, rounded ${overall > mean ? 'up' : 'down'} to ${formatBand(overall)}.`;
}

/**
 * The IELTS calculator: four section bands give the overall band (and the destinations whose typical
 * IELTS minimum it meets); correct answers out of 40 give the Listening and Reading bands from the
 * published table. The page around it explains the rule and shows the tables without a script.
 */
export function IeltsCalculator({ destinations }: { destinations: DestinationRequirement[] }) {
  const id = useId();
  const [bands, setBands] = useState<Bands>([6.5, 6.5, 6.5, 6.5]);
  const [listening, setListening] = useState('');
  const [reading, setReading] = useState('');
  const [readingTest, setReadingTest] = useState<Extract<RawScoreTest, 'academicReading' | 'generalReading'>>('academicReading');
  const overall = overallBand(bands);

  // A raw score outside 0–40 is refused: the field is marked and the result says why.
  const rawInvalid = (value: string) => value.trim() !== '' && !isRawScore(value);
  const rawResult = (test: RawScoreTest, value: string) => {
    if (value.trim() === '') return '';
    const correct = Number(value);
    if (!isRawScore(value)) return 'Enter a whole number from 0 to 40: each test has 40 questions.';
    const band = bandFromCorrect(test, correct);
    const lowest = rawScoreTables[test].rows[0]!;
    return band === null
      ? `Below ${lowest.minCorrect} correct: IELTS publishes no equivalent under band ${formatBand(lowest.band)}.`
      : `At least band ${formatBand(band)} (${correct} of 40 correct).`;
  };

  return (
    <div className={styles.calculator} data-nojs-hide="">
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-bands`}>
        <h3 id={`${id}-bands`} className={styles.title}>
          Your section bands
        </h3>
        <div className={styles.selects}>
          {sections.map((section, i) => (
            <div key={section} className={styles.field}>
              <label htmlFor={`${id}-${section}`} className={styles.label}>
                {section}
              </label>
              <select
                id={`${id}-${section}`}
                className={styles.select}
                value={bands[i]}
                onChange={(event) => {
                  const next = [...bands] as Bands;
                  next[i] = Number(event.target.value);
                  setBands(next);
                }}
              >
                {sectionBands.map((band) => (
                  <option key={band} value={band}>
                    {formatBand(band)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className={styles.result} role="status">
          <p className={styles.overall}>
            Overall band <strong>{formatBand(overall)}</strong>
          </p>
          <p className={styles.note}>{roundingNote(bands)}</p>
        </div>
      </form>

      <div className={styles.meets}>
        <h3 className={styles.title}>IELTS requirements your bands meet</h3>
        {[...new Set(destinations.map((d) => d.kind))].map((kind) => (
          <div key={kind}>
            <h4 className={styles.kind}>
              {kindHeadings[kind]}
            </h4>
            <ul className={styles.list}>
              {destinations
                .filter((d) => d.kind === kind)
                .map((d) => {
                  const met = meetsRequirement(bands, d.requirement);
                  return (
                    <li key={d.name} className={met ? styles.met : styles.notMet}>
                      <SpriteIcon name={met ? 'check' : 'x'} size={20} />
                      <span>
                        <Link href={d.href}>{d.name}</Link>: {d.test} {d.score}
                        <span className={styles.basis}> ({d.basis})</span>
                        <span className="visually-hidden">{met ? ': met' : ': not met yet'}</span>
                      </span>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>

      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-raw`}>
        <h3 id={`${id}-raw`} className={styles.title}>
          From correct answers to a band
        </h3>
        <div className={styles.rawFields}>
          <NumberField
            id={`${id}-listening-raw`}
            label="Listening: correct answers (of 40)"
            value={listening}
            onChange={setListening}
            invalid={rawInvalid(listening)}
            describedBy={`${id}-listening-result`}
          />
          <NumberField
            id={`${id}-reading-raw`}
            label="Reading: correct answers (of 40)"
            value={reading}
            onChange={setReading}
            invalid={rawInvalid(reading)}
            describedBy={`${id}-reading-result`}
          />
          <fieldset className={styles.choice}>
            <legend className={styles.label}>Reading test</legend>
            {(['academicReading', 'generalReading'] as const).map((test) => (
              <label key={test} className={styles.radio}>
                <input type="radio" name={`${id}-reading`} checked={readingTest === test} onChange={() => setReadingTest(test)} />
                {rawScoreTables[test].name}
              </label>
            ))}
          </fieldset>
        </div>
        <div className={styles.result} role="status">
          <p id={`${id}-listening-result`}>Listening: {rawResult('listening', listening) || 'enter your correct answers.'}</p>
          <p id={`${id}-reading-result`}>
            {rawScoreTables[readingTest].name}: {rawResult(readingTest, reading) || 'enter your correct answers.'}
          </p>
        </div>
      </form>
    </div>
  );
}
