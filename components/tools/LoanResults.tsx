import type { LoanInput, LoanResult, RepaymentYear } from '@/lib/loan';
import { inWords } from '@/lib/loan';
import { formatRupees } from '@/lib/money';
import styles from './EducationLoan.module.css';

/**
 * A loan's figures as a list, shared by the worked example (server-rendered) and the calculator, so
 * both say the same things the same way.
 */
export function LoanFigures({ input, result }: { input: LoanInput; result: LoanResult }) {
  const { moratoriumMonths, moratoriumInterest } = input;
  return (
    <dl className={styles.figures}>
      {moratoriumMonths > 0 && moratoriumInterest === 'paid' && (
        <div className={styles.figure}>
          <dt>Interest to pay each month during the moratorium</dt>
          <dd>{formatRupees(result.monthlyMoratoriumInterest)}</dd>
        </div>
      )}
      {moratoriumMonths > 0 && moratoriumInterest === 'added' && (
        <div className={styles.figure}>
          <dt>Interest added to the loan over {moratoriumMonths} months</dt>
          <dd>{formatRupees(result.moratoriumInterest)}</dd>
        </div>
      )}
      <div className={styles.figure}>
        <dt>Loan when repayment starts</dt>
        <dd>{formatRupees(result.repaymentPrincipal)}</dd>
      </div>
      <div className={`${styles.figure} ${styles.keyFigure}`}>
        <dt>EMI for {input.tenureMonths} months</dt>
        <dd>{formatRupees(result.emiQuoted)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>Total interest</dt>
        <dd>{formatRupees(result.totalInterest)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>Total paid</dt>
        <dd>{formatRupees(result.totalPaid)}</dd>
      </div>
    </dl>
  );
}

/** The bars' drawing units: the SVG stretches to the figure's width and the chart's fixed height. */
const width = 320;
const height = 120;

/**
 * Principal against interest in each year of repayment, as stacked columns: a small inline SVG (no
 * chart library), drawn on the server for the worked example and by the calculator for its figures.
 * The SVG holds only the bars, stretched to the width and a fixed height; its labels are HTML beside
 * it, so they keep the page's text size on a phone and on a wide screen alike (SVG text would scale
 * with the drawing). The year labels sit in as many equal columns as there are bars, each under its
 * own. The totals are in the list beside it; the chart's name says what it shows.
 */
export function LoanChart({ years, label }: { years: RepaymentYear[]; label: string }) {
  const peak = Math.max(...years.map((y) => y.principal + y.interest), 1);
  const slot = width / Math.max(years.length, 1);
  const bar = Math.max(slot * 0.7, 2);
  const scale = height / peak;
  return (
    <figure className={styles.chart}>
      {/* The chart's name (the SVG's label) says it all for a screen reader; the labels are for the eye. */}
      <p className={styles.axis} aria-hidden="true">
        {inWords(peak)} a year
      </p>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label} className={styles.svg}>
        {years.map((y, i) => {
          const x = i * slot + (slot - bar) / 2;
          const principalHeight = y.principal * scale;
          const interestHeight = y.interest * scale;
          return (
            <g key={y.year}>
              <rect x={x} y={height - principalHeight} width={bar} height={principalHeight} className={styles.principal} />
              <rect x={x} y={height - principalHeight - interestHeight} width={bar} height={interestHeight} className={styles.interest} />
            </g>
          );
        })}
      </svg>
      <ol className={`${styles.axis} ${styles.years}`} aria-hidden="true">
        {years.map((y, i) => (
          <li key={y.year}>{years.length <= 10 || i % 2 === 0 ? y.year : ''}</li>
        ))}
      </ol>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.principal}`} aria-hidden="true" /> Principal
        </span>
        <span className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.interest}`} aria-hidden="true" /> Interest
        </span>
        <span>in each year of repayment</span>
      </figcaption>
    </figure>
  );
}

export const chartLabel = (input: LoanInput, result: LoanResult) =>
  `Chart: of ${formatRupees(result.totalPaid)} paid in all, ${formatRupees(input.amount)} is the loan and ${formatRupees(result.totalInterest)} interest; early years’ EMIs are mostly interest, later ones mostly principal.`;
