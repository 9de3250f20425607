import { ArrowRight } from 'lucide-react';
import { counsellors } from '@/content/counsellors';
import { howWeArePaid } from '@/content/guides';
import { postalAddress, site } from '@/content/site';
import { Section } from '@/components/ui/Section';
import { NumberedHeading } from '@/components/ui/NumberedHeading';
import { Link } from '@/components/ui/Link';
import { SampleLabel } from '@/components/ui/SampleLabel';
import styles from './FirmRecord.module.css';

/**
 * About: what a student or parent can check before trusting the firm — who it is on the public record,
 * how it is paid, and the counsellors by name.
 */
export function FirmRecord() {
  const { company } = site;
  return (
    <Section labelledBy="about-record" tone="soft">
      <NumberedHeading id="about-record" title="On the Record" lead="What you can check before you trust us with your plans." />
      <div className={styles.grid}>
        <div className={styles.block}>
          <h3 className={styles.title}>The company</h3>
          <SampleLabel sample={company.sample} />
          <dl className={styles.facts}>
            <dt>Legal name</dt>
            <dd>{company.legalName}</dd>
            <dt>Founded</dt>
            <dd>{site.foundingYear}</dd>
            <dt>Company number (CIN)</dt>
            <dd>{company.cin}</dd>
            <dt>GSTIN</dt>
            <dd>{company.gstin}</dd>
            <dt>Registered office</dt>
            <dd>{postalAddress}</dd>
          </dl>
        </div>
        <div className={styles.block}>
          <h3 className={styles.title}>How we are paid</h3>
          <p>{howWeArePaid}</p>
          <p>
            <Link href="/fees-and-refunds" className={styles.more}>
              Fees and refunds <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </p>
        </div>
        <div className={styles.block}>
          <h3 className={styles.title}>Our counsellors</h3>
          <SampleLabel sample={counsellors.some((person) => person.sample)} />
          <ul className={styles.people}>
            {counsellors.map((person) => (
              <li key={person.slug}>
                <strong>{person.name}</strong>, {person.role}
              </li>
            ))}
          </ul>
          <p>
            <Link href="/about-us/team" className={styles.more}>
              Meet our counsellors <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </p>
        </div>
      </div>
    </Section>
  );
}
