import Link from 'next/link';
import { visaChecklistPath } from '@/content/paths';
import { paymentRoutes, remittanceLimit, tcsClaimBack, tcsExample, tcsMaxRupees, tcsRules } from '@/content/remittance';
import { destinations, pageName } from '@/content/destinations';
import { fundsDocument } from '@/content/visaChecklists';
import { figureStatus, itemStatuses } from '@/lib/figureStatus';
import { destinationText } from '@/lib/destinationText';
import { formatNumber } from '@/lib/format';
import { formatRupees } from '@/lib/money';
import { tcsOn } from '@/lib/tcs';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { DateText, StatusMark } from '@/components/ui/Source';
import { Provenance } from '@/components/ui/Provenance';
import { TextCards } from '@/components/ui/TextCards';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { TcsCalculator } from './TcsCalculator';
import { TcsSentence } from './TcsSentence';
import styles from './Paying.module.css';

/**
 * For each destination, what its visa office asks as proof of funds (the checklist's funds document)
 * and the student-visa fact that states the amount, each with its own status.
 */
const fundsRows = destinations.flatMap((d) => {
  const fact = d.facts.find((f) => f.label === 'Student visa');
  const document = fundsDocument(d.slug);
  return fact && document ? [{ destination: d, fact, document }] : [];
});

/**
 * Paying from India, server-rendered: the yearly limit, how fees are paid, the tax collected at source
 * with its rules and a worked example (readable without a script; the island does the sums for the
 * visitor's own amounts), and the proof of funds each visa office asks for, from the destination records.
 */
export function PayingFromIndia() {
  const example = tcsExample;
  const exampleResult = tcsOn(example, tcsRules);
  const loanExample = { ...example, loanFunded: true };
  return (
    <>
      <Section labelledBy="lrs">
        <NumberedHeading id="lrs" number="01" title="How much a family can send" />
        <StatusLegend
          statuses={[
            figureStatus(remittanceLimit.record),
            figureStatus(tcsRules.record),
            ...fundsRows.flatMap(({ fact, document }) => [figureStatus(document), ...itemStatuses(fact, fact.value)]),
          ]}
          where="Under each rule is the official site it comes from."
        />
        <div className={styles.explain}>
          <p>
            Under the Reserve Bank of India’s Liberalised Remittance Scheme (LRS), each resident Indian, a minor included, may send up to{' '}
            <strong>USD {formatNumber(remittanceLimit.usd, 0, 'thousands')}</strong> abroad in a financial year (April to March) for study, living costs
            and other permitted purposes together. The limit is per person: a parent and the student each have their own. Fees above it can be sent
            against the university’s own estimate of them, through your bank.
          </p>
          <p className={styles.source}>
            <StatusMark status={figureStatus(remittanceLimit.record)} />
          </p>
        </div>
      </Section>

      <Section labelledBy="fees-abroad" tone="soft">
        <NumberedHeading id="fees-abroad" number="02" title="How the fees reach the university" lead="The usual ways, and what each asks of you." />
        <TextCards cards={paymentRoutes} />
      </Section>

      <Section labelledBy="tcs">
        <NumberedHeading
          id="tcs"
          number="03"
          title="Tax collected at source (TCS)"
          lead="The tax your bank collects when you send money abroad for education, and how to get it back."
        />
        <div className={styles.layout}>
          <TcsCalculator initial={example} rules={tcsRules} max={tcsMaxRupees} />
          <div className={styles.explain} data-nojs-wide="">
            <h3 className={styles.title}>
              The rules from <DateText iso={tcsRules.since} />
            </h3>
            <ul>
              <li>
                Paid out of an education loan from a bank or approved financial institution: <strong>no TCS</strong>.
              </li>
              <li>
                Paid from savings or any other money: <strong>{tcsRules.ratePercent} %</strong> of what the same person sends abroad in a financial year
                above <strong>{formatRupees(tcsRules.thresholdRupees)}</strong>. Everything they send under the LRS that year counts towards the{' '}
                {formatRupees(tcsRules.thresholdRupees)}, through any bank and for any purpose.
              </li>
            </ul>
            <p>
              These are the rules the Finance Act, 2025 set in section 206C(1G) of the Income-tax Act, 1961. The Income-tax Act, 2025 replaced that Act
              from <DateText iso={tcsRules.actReplacedOn} />; ask your bank which section it now collects under before you send.
            </p>
            <p className={styles.source}>
              <StatusMark status={figureStatus(tcsRules.record)} />
            </p>
            <h3 className={styles.title}>You get it back</h3>
            <p>{keepHyphens(tcsClaimBack)}</p>

            <div className={styles.example}>
              <p className={styles.exampleTag}>Example: not your figures</p>
              <h3 className={styles.title}>A worked example</h3>
              <p>
                A parent sends {formatRupees(example.amount)} of first-year fees from savings, the first money they send abroad this financial year:
              </p>
              <p>
                <TcsSentence input={example} result={exampleResult} rules={tcsRules} />
              </p>
              <p>
                Had the same {formatRupees(example.amount)} been paid out of an education loan:{' '}
                <TcsSentence input={loanExample} result={tcsOn(loanExample, tcsRules)} rules={tcsRules} />
              </p>
            </div>
          </div>
        </div>
      </Section>

      <Section labelledBy="proof-of-funds" tone="soft">
        <NumberedHeading
          id="proof-of-funds"
          number="04"
          title="Proving the money to the visa office"
          lead="Each student visa asks to see funds for fees and living costs, in its own way."
        />
        <dl className={styles.funds}>
          {fundsRows.map(({ destination, fact, document }) => (
            <div key={destination.slug} className={styles.fund}>
              <dt className={styles.title}>{pageName(destination)}</dt>
              <dd>
                <p>{keepHyphens(document.detail)}</p>
                <p className={styles.source}>
                  <StatusMark status={figureStatus(document)} />
                </p>
                <p>{keepHyphens(destinationText(fact.value, destination.costs.currency))}</p>
                <p className={styles.source}>
                  <Provenance checked={fact} text={fact.value} />
                </p>
                <p>
                  <Link href={visaChecklistPath(destination.slug)}>{pageName(destination)} visa document checklist</Link>
                  {' · '}
                  <Link href={`/study-abroad/${destination.slug}#destination-costs`}>{pageName(destination)} cost estimator</Link>
                </p>
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.more}>
          Borrowing for it? <Link href="/tools/education-loan">Work out the EMI of an education loan</Link>. A parent’s questions, answered in
          one place: <Link href="/parents">for parents</Link>.
        </p>
      </Section>
    </>
  );
}
