import { bankRates, loanExample, loanInterestDeduction, vidyaLakshmi } from '@/content/loans';
import { figureStatus } from '@/lib/figureStatus';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { loanCost, repaymentByYear } from '@/lib/loan';
import { formatNumber } from '@/lib/format';
import { formatRupees } from '@/lib/money';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { DateText, StatusMark } from '@/components/ui/Source';
import { LoanCalculator } from './LoanCalculator';
import { LoanChart, LoanFigures, chartLabel } from './LoanResults';
import styles from './EducationLoan.module.css';

/**
 * The education-loan EMI calculator with everything it rests on, server-rendered: the method, the
 * formula and a worked example (figures and chart), so the page answers "what will my loan cost?"
 * without a script; the island (hidden without one) does the sums for the visitor's own loan.
 */
export function EducationLoanTool() {
  const example = loanExample;
  const result = loanCost(example);
  const monthlyRate = example.ratePercent / 12 / 100;
  const paidCase = loanCost({ ...example, moratoriumInterest: 'paid' });
  const addedCase = loanCost({ ...example, moratoriumInterest: 'added' });

  return (
    <>
      <Section labelledBy="loan-calculator">
        <NumberedHeading
          id="loan-calculator"
          title="Work out your EMI"
          lead="Enter the loan, the bank’s rate, your course and grace period, and how long you will take to repay."
        />
        <div className={styles.layout}>
          <LoanCalculator initial={example} />
          <div className={styles.explain} data-nojs-wide="">
            <h3 className={styles.title}>How the bank works it out</h3>
            <p>
              During the moratorium (your course plus the grace period after it, often six months to a year) Indian banks
              charge <strong>simple interest</strong> on the amount disbursed: a twelfth of the yearly rate each month, never interest
              on interest. You either pay it every month, or it is added to the loan when repayment starts. The loan is then
              repaid in equal monthly instalments (EMIs) on the reducing balance. This calculator treats the whole amount as
              disbursed on day one; a bank that pays the fees term by term charges a little less interest during the course.
            </p>
            <p className={styles.formula}>
              EMI = L · r · (1 + r)<sup>n</sup> / ((1 + r)<sup>n</sup> - 1)
              <br />
              where L is the loan when repayment starts, r the monthly rate (yearly rate / 12 / 100) and n the number of EMIs.
            </p>

            <div className={styles.example}>
              <p className={styles.exampleTag}>Example: not your figures</p>
              <h3 className={styles.title}>A worked example</h3>
              <p>
                {formatRupees(example.amount)} at {example.ratePercent} % a year, a{' '}
                {keepHyphens(`${example.moratoriumMonths - 6}-month`)} course plus a {keepHyphens('6-month')} grace period (
                {example.moratoriumMonths} months), interest paid monthly, then {example.tenureMonths / 12} years of EMIs:
              </p>
              <ul>
                <li>
                  Interest each month of the moratorium: {formatRupees(example.amount)} · {example.ratePercent} % / 12 ={' '}
                  <strong>{formatRupees(result.monthlyMoratoriumInterest)}</strong>, {formatRupees(result.moratoriumInterest)}{' '}
                  over {example.moratoriumMonths} months.
                </li>
                <li>
                  r = {example.ratePercent} / 12 / 100 = {formatNumber(monthlyRate, 5)}; n = {example.tenureMonths}; the EMI on{' '}
                  {formatRupees(example.amount)} is <strong>{formatRupees(result.emiQuoted)}</strong>.
                </li>
                <li>
                  Had the interest been added instead, the loan would start repayment at {formatRupees(addedCase.repaymentPrincipal)}{' '}
                  and the EMI would be {formatRupees(addedCase.emiQuoted)}: {formatRupees(addedCase.totalInterest - paidCase.totalInterest)}{' '}
                  more interest in all.
                </li>
              </ul>
              <LoanFigures input={example} result={result} />
              <LoanChart years={repaymentByYear(result.repaymentPrincipal, example.ratePercent, example.tenureMonths)} label={chartLabel(example, result)} />
            </div>
          </div>
        </div>
      </Section>

      <Section labelledBy="loan-rates" tone="soft">
        <NumberedHeading
          id="loan-rates"
          title="Public-sector banks’ rates"
          lead="As each bank’s own page gave them when we checked. Rates float with the bank’s benchmark: confirm the current one before you apply."
        />
        <StatusLegend statuses={[...bankRates, loanInterestDeduction.record].map(figureStatus)} where="Under each rate and rule is the official site it comes from." />
        {/* Cards rather than a table: four columns of prose do not fit a phone. */}
        <ul className={styles.rates}>
          {bankRates.map((rate) => (
            <li key={rate.bank} className={styles.rate}>
              <h3 className={styles.title}>{rate.bank}</h3>
              <p className={styles.source}>{keepHyphens(rate.scheme)}</p>
              <p className={styles.rateValue}>{rate.ratePercent === null ? 'Rate not confirmed' : `${formatNumber(rate.ratePercent, 2)} % a year`}</p>
              {rate.effectiveFrom && (
                <p className={styles.source}>
                  In force from <DateText iso={rate.effectiveFrom} />
                </p>
              )}
              <p>{keepHyphens(rate.note)}</p>
              <p className={styles.source}>
                <StatusMark status={figureStatus(rate)} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="loan-tax">
        <NumberedHeading id="loan-tax" title="Tax relief and the government portal" />
        <div className={styles.explain}>
          <h3 className={styles.title}>
            {loanInterestDeduction.section} (formerly {loanInterestDeduction.oldSection}): the interest is deductible for up to{' '}
            {loanInterestDeduction.years} years
          </h3>
          <p>{keepHyphens(loanInterestDeduction.text)}</p>
          <p className={styles.source}>
            <StatusMark status={figureStatus(loanInterestDeduction.record)} />
          </p>
          <h3 className={styles.title}>Apply to several banks at once: Vidya Lakshmi</h3>
          <p>
            {keepHyphens(vidyaLakshmi.text)}{' '}
            <a href={vidyaLakshmi.source.url} rel="external noopener">
              Go to the Vidya Lakshmi portal
            </a>
            .
          </p>
        </div>
      </Section>
    </>
  );
}
