import { site } from '@/content/site';
import type { SiteLanguage } from '@/content/languages';
import { dictionary, fill, officerRole } from '@/lib/i18n';
import { SampleLabel } from '@/components/ui/SampleLabel';
import styles from './LegalPage.module.css';

/**
 * The privacy policy's Grievance Officer at a glance (DPDP Act, 2023 and Rules, 2025): who answers,
 * where to write and how fast, from content/data/site.json, marked while the name is the template's.
 */
export function GrievanceOfficer({ lang = 'en' }: { lang?: SiteLanguage }) {
  const { officerName, email, replyDays, sample } = site.dataProtection;
  const { privacy, common } = dictionary(lang);
  return (
    <dl className={styles.officer}>
      <dt>{officerRole(lang)}</dt>
      <dd>
        {officerName} <SampleLabel sample={sample} lang={lang} />
      </dd>
      <dt>{common.emailLabel}</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
      <dt>{privacy.reply}</dt>
      <dd>{fill(privacy.replyWithin, { days: replyDays })}</dd>
    </dl>
  );
}
