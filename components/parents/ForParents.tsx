import Link from 'next/link';
import { destinations, pageName } from '@/content/destinations';
import { loanInterestDeduction } from '@/content/loans';
import { remittanceLimit, tcsRules } from '@/content/remittance';
import { fees, feesSample, howWeArePaid } from '@/content/guides';
import { counsellors } from '@/content/counsellors';
import { genuineChecks, talkToUs } from '@/content/parents';
import { offices } from '@/content/offices';
import { site, whatsappHref } from '@/content/site';
import { costCell, costRowLabel } from '@/lib/compare';
import { figureStatus } from '@/lib/figureStatus';
import { studyLevels } from '@/lib/studyLevel';
import { formatNumber, phoneText } from '@/lib/format';
import { formatRupees } from '@/lib/money';
import { destinationPath } from '@/content/paths';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { StatusLegend } from '@/components/ui/StatusLegend';
import { StatusMark } from '@/components/ui/Source';
import { SampleLabel } from '@/components/ui/SampleLabel';
import { keepHyphens } from '@/components/ui/keepHyphens';
import { FeeTable } from '@/components/firm/FeeTable';
import { TextCards } from '@/components/ui/TextCards';
import styles from './ForParents.module.css';

/** Each language the counsellors speak, with who speaks it, English last (everyone does). */
function languagesSpoken() {
  const byLanguage = new Map<string, typeof counsellors>();
  for (const person of counsellors) for (const language of person.languages) byLanguage.set(language, [...(byLanguage.get(language) ?? []), person]);
  return [...byLanguage.entries()].sort(([a], [b]) => (a === 'English' ? 1 : b === 'English' ? -1 : a.localeCompare(b)));
}

/**
 * For parents: the first call's questions, answered from the same records the rest of the site shows
 * (each figure with its own status), with the firm's fees and the counsellors' languages.
 */
export function ForParents() {
  const costs = destinations.map((d) => ({ destination: d, cells: studyLevels.map((level) => ({ level, cell: costCell(d, level) })) }));
  const statuses = [
    ...costs.flatMap((c) => c.cells.flatMap(({ cell }) => cell.statuses)),
    figureStatus(loanInterestDeduction.record),
    figureStatus(remittanceLimit.record),
    figureStatus(tcsRules.record),
  ];
  return (
    <>
      <Section labelledBy="parents-costs">
        <NumberedHeading
          id="parents-costs"
          number="01"
          title="What the whole plan costs"
          lead="A typical year of tuition and living costs, in rupees, from each country’s own figures. Add the visa fee, flights and a deposit once."
        />
        <StatusLegend statuses={statuses} />
        <ul className={styles.costs}>
          {costs.map(({ destination, cells }) => (
            <li key={destination.slug} className={styles.card}>
              <h3 className={styles.title}>{pageName(destination)}</h3>
              <dl className={styles.figures}>
                {cells.map(({ level, cell }) => (
                  <div key={level}>
                    <dt>{costRowLabel(level)}</dt>
                    <dd>
                      <strong>{cell.text}</strong>
                      {cell.note && <span className={styles.note}>{keepHyphens(cell.note)}</span>}
                      <span className={styles.source}>
                        {cell.statuses.map((s, i) => (
                          <span key={s.url}>
                            {i > 0 && '; '}
                            <StatusMark status={s} />
                          </span>
                        ))}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
              <Link href={`${destinationPath(destination.slug)}#destination-costs`}>Work out your own figures for {pageName(destination)}</Link>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          All six side by side: <Link href="/study-abroad/compare">compare destinations</Link>. Funding that does not have to be repaid:{' '}
          <Link href="/scholarships">scholarships open to Indian students</Link>.
        </p>
      </Section>

      <Section labelledBy="parents-loan" tone="soft">
        <NumberedHeading id="parents-loan" number="02" title="Paying with an education loan" />
        <div className={styles.text}>
          <p>
            Most families pay with savings and an education loan together. The bank pays the university term by term. While your child studies, and
            for a grace period after, you pay only the interest (or it is added to the loan); then the loan is repaid in equal monthly instalments
            (EMIs) over the years the bank agrees.
          </p>
          <p>
            The interest on an education loan from a bank or approved institution is deducted from your taxable income for up to{' '}
            {loanInterestDeduction.years} years ({keepHyphens(loanInterestDeduction.section)}, formerly {loanInterestDeduction.oldSection}), under
            the old tax regime. <StatusMark status={figureStatus(loanInterestDeduction.record)} />
          </p>
          <p>
            <Link href="/tools/education-loan">Work out the EMI, the interest during the course and the total cost of a loan</Link>, with the
            public-sector banks’ rates.
          </p>
        </div>
      </Section>

      <Section labelledBy="parents-money">
        <NumberedHeading id="parents-money" number="03" title="Sending the money and showing it to the visa office" />
        <div className={styles.text}>
          <p>
            Each parent, and the student, may send up to USD {formatNumber(remittanceLimit.usd, 0, 'thousands')} abroad in a financial year under
            the Reserve Bank’s Liberalised Remittance Scheme. <StatusMark status={figureStatus(remittanceLimit.record)} />
          </p>
          <p>
            The bank collects tax at source (TCS) of {tcsRules.ratePercent} % on what one person sends in a year above{' '}
            {formatRupees(tcsRules.thresholdRupees)}, and nothing on money paid out of an education loan. It is not a fee: it counts against your
            income tax, or comes back as a refund. <StatusMark status={figureStatus(tcsRules.record)} />
          </p>
          <p>
            <Link href="/tools/paying-from-india">Paying fees from India</Link> explains how the fees reach the university, works out the tax for
            your amounts and shows the proof of funds each visa asks for; the <Link href="/tools/visa-checklist">visa document checklist</Link>{' '}
            lists the papers, country by country.
          </p>
        </div>
      </Section>

      <Section labelledBy="parents-genuine" tone="soft">
        <NumberedHeading id="parents-genuine" number="04" title="How to tell a genuine consultant" lead="What to check before you pay anyone anything, us included." />
        <TextCards cards={genuineChecks} />
      </Section>

      <Section labelledBy="parents-fees">
        <NumberedHeading id="parents-fees" number="05" title="What we charge, and what we do not" />
        <div className={styles.text}>
          <p>{howWeArePaid}</p>
          <SampleLabel sample={feesSample} />
          <FeeTable fees={fees} />
          <p>
            The full terms, and when each fee is refunded: <Link href="/fees-and-refunds">fees and refunds</Link>.
          </p>
        </div>
      </Section>

      <Section labelledBy="parents-talk" tone="soft">
        <NumberedHeading id="parents-talk" number="06" title="Talk to a counsellor in your language" />
        <div className={styles.text}>
          <p>{talkToUs}</p>
          <ul className={styles.languages}>
            {languagesSpoken().map(([language, people]) => (
              <li key={language}>
                <strong>{language}</strong>:{' '}
                {people.map((person, i) => (
                  <span key={person.slug}>
                    {i > 0 && ', '}
                    <Link href={`/about-us/team#${person.slug}`}>{person.name}</Link> <SampleLabel sample={person.sample} />
                  </span>
                ))}
              </li>
            ))}
          </ul>
          <p className={styles.reach}>
            <a href={site.phone.href}>Call {phoneText(site.phone.display)}</a>
            <a href={whatsappHref('Hello, I am a parent and would like to talk to a counsellor in my language.')} rel="external noopener">
              Message us on WhatsApp
            </a>
          </p>
          <ul className={styles.offices}>
            {offices
              .filter((o) => o.countryCode === 'IN')
              .map((o) => (
                <li key={o.city}>
                  <strong>{o.city} office</strong> <SampleLabel sample={o.sample} />: {o.address} {o.postalCode}
                </li>
              ))}
          </ul>
          <p className={styles.note}>{site.openingHours}</p>
        </div>
      </Section>
    </>
  );
}
