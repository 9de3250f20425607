import { site } from '@/content/site';
import { SampleLabel } from '@/components/ui/SampleLabel';
import styles from './LegalPage.module.css';

/**
 * The privacy policy's Grievance Officer at a glance (DPDP Act, 2023 and Rules, 2025): who answers,
 * where to write and how fast, from content/data/site.json, marked while the name is the template's.
 */
export function GrievanceOfficer() {
  const { contact, officerName, email, replyDays, sample } = site.dataProtection;
  return (
    <dl className={styles.officer}>
      <dt>{contact}</dt>
      <dd>
        {officerName} <SampleLabel sample={sample} />
      </dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
      <dt>Reply</dt>
      <dd>within {replyDays} days of your request or complaint</dd>
    </dl>
  );
}
