import { site } from './site';

/**
 * The short notice beside the form's Send button (DPDP Rules 2025: what is collected, why, how long
 * it is kept, how to withdraw consent and whom to complain to), in the build's own terms.
 */
export function contactFormNotice(delivers: boolean): string {
  const { contact, email, replyDays, enquiryRetentionMonths } = site.dataProtection;
  if (!delivers) return 'At present this form does not send your details anywhere: nothing you type reaches us or anyone else.';
  return (
    `We use your name, e-mail address, mobile number and message (and, if you are under 18, your parent’s or guardian’s contact, to ask for their consent) only to answer you and offer the counselling you ask for, and keep them for up to ${enquiryRetentionMonths} months after our last contact. ` +
    `You can withdraw your consent, or ask to see, correct or delete your details, at any time: write to our ${contact} at ${email}, who replies within ${replyDays} days.`
  );
}
