import { destinations, englishScore, pageName } from '@/content/destinations';
import type { EnglishScoreKind } from '@/content/types';
import { destinationPath } from '@/content/paths';
import { ieltsScoringSource, overallBandExamples, overallBandRule, rawScoreTables } from '@/content/ielts';
import { formatBand, ieltsRequirement, meanBand } from '@/lib/ielts';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { IeltsCalculator, type DestinationRequirement } from './IeltsCalculator';
import styles from './IeltsBandTools.module.css';
import { StatusMark } from '@/components/ui/Source';
import { figureStatus } from '@/lib/figureStatus';

/** The kinds of IELTS score the calculator checks, in its order (like with like, each kind in its own list). */
const kinds: EnglishScoreKind[] = ['typical university requirement', 'visa minimum', 'one university'];

/** Each destination's IELTS scores by kind (the same records the compare page shows). */
function requirements(): DestinationRequirement[] {
  return kinds.flatMap((kind) =>
    destinations.flatMap((d) => {
      const record = englishScore(d, 'IELTS', kind);
      const requirement = record && ieltsRequirement(record.score);
      return record && requirement
        ? [{ name: pageName(d), href: destinationPath(d.slug), test: record.test, score: record.score, basis: record.basis, kind, requirement }]
        : [];
    }),
  );
}

/**
 * The IELTS band calculator with the rule and the tables it uses. The rule, IELTS's examples and the
 * raw-score tables are plain HTML, so the section helps without a script too; the calculator island
 * (hidden without one) works them out for the visitor's own scores.
 */
export function IeltsBandTools() {
  return (
    <Section labelledBy="ielts-calculator">
      <NumberedHeading
        id="ielts-calculator"
        title="IELTS band calculator"
        lead="Choose your four section bands to see your overall band and which destinations’ requirements it meets, each kind of requirement in its own list, or turn correct answers into a Listening or Reading band."
      />
      <div className={styles.layout}>
        <IeltsCalculator destinations={requirements()} />
        <div className={styles.explain}>
          <h3 className={styles.title}>How the overall band is worked out</h3>
          <p>{overallBandRule}</p>
          {/* Six columns: on a phone the examples scroll sideways, in a focusable region. */}
          <div className={styles.scroll} role="region" aria-label="IELTS’s own examples" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>IELTS’s own examples</caption>
              <thead>
                <tr>
                  <th scope="col">Listening</th>
                  <th scope="col">Reading</th>
                  <th scope="col">Writing</th>
                  <th scope="col">Speaking</th>
                  <th scope="col">Mean</th>
                  <th scope="col">Overall</th>
                </tr>
              </thead>
              <tbody>
                {overallBandExamples.map(({ bands, overall }) => (
                  <tr key={bands.join()}>
                    {bands.map((band, i) => (
                      <td key={i}>{formatBand(band)}</td>
                    ))}
                    <td>{meanBand(bands)}</td>
                    <td>
                      <strong>{formatBand(overall)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h3 className={styles.title}>Correct answers (out of 40) for a band</h3>
          <p>
            IELTS publishes these equivalents; the exact number varies slightly between test versions, and between the rows it
            does not publish one. Academic and General Training Reading use different tables.
          </p>
          <div className={styles.tables}>
            {Object.values(rawScoreTables).map((table) => (
              <table key={table.name} className={styles.table}>
                <caption className={styles.caption}>{table.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Band</th>
                    <th scope="col">Correct answers</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.band}>
                      <td>{formatBand(row.band)}</td>
                      <td>{row.minCorrect} or more</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <p className={styles.source}>
            How IELTS works out bands: <StatusMark status={figureStatus(ieltsScoringSource)} />
          </p>
        </div>
      </div>
    </Section>
  );
}
