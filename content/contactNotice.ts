import { site } from './site';
import { fill } from '@/lib/fill';
import en from './i18n/en.json';

/** The contact page's words in one language (content/i18n/en.json `contact`, which each translation follows). */
export type ContactWords = typeof en.contact;

/**
 * The short notice beside the form's Send button (DPDP Rules 2025: what is collected, why, how long
 * it is kept, how to withdraw consent and whom to complain to), in the build's own terms and the
 * page's language. `role` names the Grievance Officer: site.json's in English, the dictionary's in a translation.
 */
export function contactFormNotice(delivers: boolean, words: ContactWords = en.contact, role: string = site.dataProtection.contact): string {
  const { email, replyDays, enquiryRetentionMonths } = site.dataProtection;
  if (!delivers) return words.noticeNotSent;
  return fill(words.notice, { months: enquiryRetentionMonths, contact: role, email, days: replyDays });
}
