import type { CostFigure, Destination } from '@/content/types';
import { nameInSentence } from '@/content/destinations';
import { costLineNames, costTableLines, estimatorFigures, rupeeRate } from '@/content/costs';
import { figureStatus } from '@/lib/figureStatus';
import { breakdownInRupees, estimateRange } from '@/lib/costs';
import { formatNumber } from '@/lib/format';
import { formatLakhs, formatMoney, formatMoneyRange, formatRupees, perPeriod } from '@/lib/money';
import { defaultLevel, dependsOnLevel, studyLevels, typicalTuition } from '@/lib/studyLevel';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { CostEstimatorForm } from './CostEstimatorForm';
import styles from './CostEstimator.module.css';
import { DateText, StatusMark } from '@/components/ui/Source';

const currencyNames = { USD: 'US dollars', GBP: 'pounds', CAD: 'Canadian dollars', AUD: 'Australian dollars', EUR: 'euros', NZD: 'New Zealand dollars' };

/**
 * Estimate your costs: every figure the estimate uses, with its source and date, and how
 * the estimate is made, rendered on the server so it reads the same without a script; the form island
 * (hidden without one) adds them up for the visitor's tuition and length of study.
 */
export function CostEstimator({ destination }: { destination: Destination }) {
  const { costs } = destination;
  const { rate, setOn, note } = rupeeRate(destination);
  const figures = estimatorFigures(costs);
  const money = (amount: number) => formatMoney(amount, costs.currency);
  const place = nameInSentence(destination);

  const figureText = (f: CostFigure) => `${formatMoneyRange(f.min, f.max, costs.currency)} ${perPeriod(f.period)}`.trim();
  const rupeeText = (f: CostFigure) =>
    f.min === f.max ? formatRupees(f.min * rate) : `${formatRupees(f.min * rate)}–${formatRupees(f.max * rate)}`;

  // One year at the default level's typical tuition, lowest to highest, as the form starts: the
  // estimate a visitor without a script can read.
  const typical = figures.tuition ? typicalTuition(figures.tuition, defaultLevel) : undefined;
  const exampleChoice = { tuitionOption: typical ? figures.tuition!.indexOf(typical) : 0, livingOption: 0, ownLiving: 0, months: 12 };
  const example = typical && figures.living ? estimateRange(figures, exampleChoice) : null;
  const levelMatters = figures.tuition !== null && dependsOnLevel(figures.tuition);
  // The typical tuition at each level; one stated as one figure (Canada's averages) has no range to start in the middle of.
  const typicals = [...new Set(studyLevels.map((level) => (figures.tuition ? typicalTuition(figures.tuition, level) : undefined)))].filter((f) => f !== undefined);
  const single = typicals.filter((f) => f.min === f.max);
  // What the estimate assumes, in one string (the page's flight data carries each text part separately).
  const assumptions = [
    levelMatters
      ? 'The estimate is for postgraduate study (a master’s) unless you choose undergraduate; the choice stays in the address and for the other destination pages.'
      : `One tuition range covers both levels in ${place}.`,
    single.length < typicals.length &&
      'Tuition starts in the middle of its range (not an average); the typical range runs from its lowest to its highest.',
    single.length > 0 &&
      `${single.map((f) => f.label).join(' and ')} tuition ${single.length > 1 ? 'are single figures, not ranges' : 'is a single figure, not a range'}: your course’s fee may be higher or lower.`,
  ]
    .filter(Boolean)
    .join(' ');
  const exampleLead = typical
    ? ['For example, one year', ...(levelMatters ? ['of postgraduate study'] : []), ...(typical.label !== 'Tuition' ? [`(${typical.label})`] : []), 'comes to'].join(' ')
    : '';
  const exampleTotal = example ? (typical!.min === typical!.max ? money(example.low.total) : `${money(example.low.total)}–${money(example.high.total)}`) : '';
  const exampleRupees = example
    ? typical!.min === typical!.max
      ? formatRupees(breakdownInRupees(example.low, rate).total)
      : formatLakhs(example.low.total * rate, example.high.total * rate)
    : '';

  return (
    <Section labelledBy="destination-costs">
      <NumberedHeading
        id="destination-costs"
        title="Estimate your costs"
        lead={`Tuition, living costs, visa fees and health cover for studying in ${place}, in ${currencyNames[costs.currency]} and in rupees.`}
      />
      <div className={styles.layout}>
        <CostEstimatorForm figures={figures} currency={costs.currency} rate={rate} place={place} {...(costs.noTypicalRange ? { noTypical: true } : {})} />
        <div className={styles.explain} data-nojs-wide="">
          <h3 className={styles.title}>The figures we use</h3>
          <dl className={styles.figures}>
            {costTableLines(costs).map((line) => (
              <div key={line.key} className={styles.row}>
                <dt className={styles.line}>{costLineNames[line.key]}</dt>
                {'figures' in line ? (
                  line.figures.map((f) => {
                    return (
                      <dd key={f.label} className={styles.figure}>
                        <span>
                          {f.label !== costLineNames[line.key] && keepHyphens(`${f.label}: `)}
                          <strong>{figureText(f)}</strong> <span className={styles.inr}>({rupeeText(f)})</span>
                        </span>
                        <span className={styles.source}>
                          {f.since && (
                            <>
                              From <DateText iso={f.since} />.{' '}
                            </>
                          )}
                          <StatusMark status={figureStatus(f)} />
                        </span>
                      </dd>
                    );
                  })
                ) : (
                  <dd className={styles.figure}>
                    {/* One grid item: the sentence and its pointer to the form (which needs the script) run on. */}
                    <span>
                      {keepHyphens('own' in line ? line.own : line.none)}
                      {'own' in line && <span data-nojs-hide=""> Type it into the estimate.</span>}
                    </span>
                  </dd>
                )}
                {line.key === 'living' && costs.livingNote && <dd className={styles.note}>{keepHyphens(costs.livingNote)}</dd>}
                {line.key === 'visa' && costs.visaNote && <dd className={styles.note}>{keepHyphens(costs.visaNote)}</dd>}
                {line.key === 'health' && costs.healthNote && <dd className={styles.note}>{keepHyphens(costs.healthNote)}</dd>}
              </div>
            ))}
          </dl>

          <h3 className={styles.title}>How the estimate is made</h3>
          {costs.noTypicalRange ? (
            <p>
              <strong>No typical range for {place}.</strong> {keepHyphens(costs.noTypicalRange.why)}{' '}
              <span className={styles.source}>
                <StatusMark status={figureStatus(costs.noTypicalRange)} />
              </span>
            </p>
          ) : (
            <p>{assumptions}</p>
          )}
          <p>
            Tuition and living costs are counted for each month of study (a year’s figure divided by 12, a semester’s by 6)
            {figures.health ? ', and so is health cover' : ''}; visa fees are paid once. The total is in{' '}
            {currencyNames[costs.currency]}, and in rupees at our planning rate of ₹{formatNumber(rate, 2)} for{' '}
            {money(1)}, set on <DateText iso={setOn} />. {note}
          </p>
          {example && typical ? (
            <p>
              {exampleLead} <strong>{exampleTotal}</strong> ({exampleRupees}).
            </p>
          ) : (
            <p>
              Add your university’s tuition and living costs for each year to the visa fees of {money(figures.visa)} (
              {formatRupees(figures.visa * rate)}).
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}
