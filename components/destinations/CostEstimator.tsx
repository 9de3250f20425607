import type { CostFigure, Destination } from '@/content/types';
import type { SiteLanguage } from '@/content/languages';
import { costTableLines, estimatorFigures, rupeeRate } from '@/content/costs';
import { dateLocale, dictionary, fill } from '@/lib/i18n';
import { breakdownInRupees, estimateRange, monthsIn } from '@/lib/costs';
import { formatNumber } from '@/lib/format';
import { formatLakhs, formatMoney, formatMoneyRange, formatRupees, perPeriod } from '@/lib/money';
import { defaultLevel, dependsOnLevel, studyLevels, typicalTuition } from '@/lib/studyLevel';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { RichText } from '@/components/ui/RichText';
import { CostEstimatorForm } from './CostEstimatorForm';
import styles from './CostEstimator.module.css';
import { DateText } from '@/components/ui/Source';
import { Provenance } from '@/components/ui/Provenance';
import { destinationNames } from './destinationNames';

/**
 * Estimate your costs: every figure the estimate uses, with its source and date, and how
 * the estimate is made, rendered on the server so it reads the same without a script; the form island
 * (hidden without one) adds them up for the visitor's tuition and length of study.
 */
export function CostEstimator({ destination, lang = 'en' }: { destination: Destination; lang?: SiteLanguage }) {
  const { costs } = destination;
  const { rate, setOn } = rupeeRate(destination);
  const { estimator: words, headings } = dictionary(lang).destination;
  const { common } = dictionary(lang);
  const figures = estimatorFigures(costs);
  const money = (amount: number) => formatMoney(amount, costs.currency);
  const { place } = destinationNames(destination, lang);
  const currencyName = words.currencies[costs.currency];
  const lakh = { one: common.lakh, range: common.lakhRange };

  const figureText = (f: CostFigure) => `${formatMoneyRange(f.min, f.max, costs.currency)} ${perPeriod(f.period, words.per)}`.trim();
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
    levelMatters ? words.levelMatters : fill(words.oneRange, { place }),
    single.length < typicals.length && words.middle,
    single.length > 0 && fill(single.length > 1 ? words.singleMany : words.singleOne, { labels: single.map((f) => f.label).join(words.and) }),
  ]
    .filter(Boolean)
    .join(' ');
  // "For example, one year (of postgraduate study) (Courses in London) comes to {total} ({rupees})."
  const exampleText =
    typical && (typical.label !== words.lines.tuition
      ? levelMatters ? words.examplePostgraduateOf : words.exampleOf
      : levelMatters ? words.examplePostgraduate : words.example);
  const exampleTotal = example ? (typical!.min === typical!.max ? money(example.low.total) : `${money(example.low.total)}–${money(example.high.total)}`) : '';
  const exampleRupees = example
    ? typical!.min === typical!.max
      ? formatRupees(breakdownInRupees(example.low, rate).total)
      : formatLakhs(example.low.total * rate, example.high.total * rate, lakh)
    : '';

  return (
    <Section labelledBy="destination-costs">
      <NumberedHeading id="destination-costs" title={headings.costs} lead={fill(words.lead, { place, currency: currencyName })} />
      <div className={styles.layout}>
        <CostEstimatorForm
          figures={figures}
          currency={costs.currency}
          rate={rate}
          place={place}
          words={{ ...words.form, lines: words.lines, per: words.per, lakh }}
          {...(costs.noTypicalRange ? { noTypical: true } : {})}
        />
        <div className={styles.explain} data-nojs-wide="">
          <h3 className={styles.title}>{words.figuresWeUse}</h3>
          <dl className={styles.figures}>
            {costTableLines(costs).map((line) => (
              <div key={line.key} className={styles.row}>
                <dt className={styles.line}>{words.lines[line.key]}</dt>
                {'figures' in line ? (
                  line.figures.map((f) => {
                    return (
                      <dd key={f.label} className={styles.figure}>
                        <span>
                          {f.label !== words.lines[line.key] && keepHyphens(`${f.label}: `)}
                          <strong>{figureText(f)}</strong> <span className={styles.inr}>({rupeeText(f)})</span>
                        </span>
                        <span className={styles.source}>
                          {f.since && (
                            <>
                              <RichText text={words.from} parts={{ date: <DateText iso={f.since} {...dateLocale(lang)} /> }} />{' '}
                            </>
                          )}
                          <Provenance checked={f} lang={lang} />
                        </span>
                      </dd>
                    );
                  })
                ) : (
                  <dd className={styles.figure}>
                    {/* One grid item: the sentence and its pointer to the form (which needs the script) run on. */}
                    <span>
                      {keepHyphens('own' in line ? line.own : line.none)}
                      {'own' in line && <span data-nojs-hide=""> {words.typeIt}</span>}
                    </span>
                  </dd>
                )}
                {line.key === 'living' && costs.livingNote && <dd className={styles.note}>{keepHyphens(costs.livingNote)}</dd>}
                {line.key === 'visa' && costs.visaNote && <dd className={styles.note}>{keepHyphens(costs.visaNote)}</dd>}
                {line.key === 'health' && costs.healthNote && <dd className={styles.note}>{keepHyphens(costs.healthNote)}</dd>}
              </div>
            ))}
          </dl>

          <h3 className={styles.title}>{words.howMade}</h3>
          {costs.noTypicalRange ? (
            <p>
              <strong>{fill(words.noTypicalRange, { place })}</strong> {keepHyphens(costs.noTypicalRange.why)}{' '}
              <span className={styles.source}>
                <Provenance checked={costs.noTypicalRange} lang={lang} />
              </span>
            </p>
          ) : (
            <p>{assumptions}</p>
          )}
          <p>
            {fill(figures.health ? words.countedWithHealth : words.counted, { year: monthsIn.year, semester: monthsIn.semester })}{' '}
            <RichText
              text={words.rate}
              parts={{ currency: currencyName, rate: `₹${formatNumber(rate, 2)}`, one: money(1), date: <DateText iso={setOn} {...dateLocale(lang)} /> }}
            />{' '}
            {words.rateNote}
          </p>
          {example && typical && exampleText ? (
            <p>
              <RichText
                text={exampleText}
                parts={{ ...(exampleText.includes('{label}') ? { label: typical.label } : {}), total: <strong>{exampleTotal}</strong>, rupees: exampleRupees }}
              />
            </p>
          ) : (
            <p>{fill(words.noExample, { visa: money(figures.visa), rupees: formatRupees(figures.visa * rate) })}</p>
          )}
        </div>
      </div>
    </Section>
  );
}
