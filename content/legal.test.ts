import { buildSettings } from '@/lib/settings';
import { contactFormNotice, getLegalDocument, privacyDocumentIn, type BuildSettings } from './legal';
import en from './i18n/en.json';

const none: BuildSettings = { leadsDelivered: false, measured: false, bookingUrl: null };
/** A section's paragraphs in the privacy notice a build with these settings publishes. */
const paragraphs = (id: string, settings: Partial<BuildSettings> = {}) =>
  privacyDocumentIn(en.privacy, { ...none, ...settings }).sections.find((s) => s.id === id)?.paragraphs ?? [];
const contactFormPrivacy = (leadsDelivered: boolean) => paragraphs('contact-form', { leadsDelivered });

describe('privacy policy: the contact form paragraph follows NEXT_PUBLIC_LEAD_ENDPOINT', () => {
  it('says nothing is sent when the build has no receiver', () => {
    const text = contactFormPrivacy(false).join(' ');
    expect(text).toContain('does not send your message anywhere');
    expect(text).not.toContain('reach our counselling team');
  });

  it('says what is sent, with what, and to whom when the build delivers leads', () => {
    const text = contactFormPrivacy(true).join(' ');
    expect(text).toContain('reach our counselling team');
    expect(text).toContain('campaign');
    expect(text).not.toContain('does not send');
  });

  it('this build (no endpoint in the test environment) states the no-delivery wording', () => {
    const privacy = getLegalDocument('privacy-policy', buildSettings);
    const section = privacy.sections.find((s) => s.id === 'contact-form');
    expect(section?.paragraphs).toEqual(contactFormPrivacy(false));
  });
});

describe('the privacy policy under the DPDP Act 2023 and Rules 2025', () => {
  const policy = getLegalDocument('privacy-policy', buildSettings);
  const text = policy.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join(' ');

  it.each([
    ['what is collected', /such as your name, contact details, academic records, test scores, passport details and financial documents/],
    ['why', /only to answer you/],
    ['how long it is kept', /for up to 24 months after our last contact/],
    ['how to withdraw consent', /withdraw your consent at any time, as easily as you gave it/],
    ['the grievance contact', /Grievance Officer at privacy@aspireoverseas\.in/],
    ['the Grievance Officer by name', /Our Grievance Officer is Sunita Rao\./],
    ['how fast a complaint is answered', /We reply within 30 days/],
    ['that server logs are kept for the year the DPDP Rules require, not “short-lived”', /Digital Personal Data Protection Rules, 2025 \(rule 6\) require us to keep such logs for one year/],
    ['the Data Protection Board', /Data Protection Board of India/],
    ['children and a guardian’s consent', /anyone under 18 as a child.*verifiable consent/],
    ['breaches', /breach/],
    ['no cookies or trackers by default', /We do not use cookies to track you or to show you advertising, and the website does not run analytics or advertising scripts/],
  ])('says %s', (_item, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('does not call the server logs short-lived, and links the Rules on MeitY’s site', () => {
    expect(text).not.toMatch(/short-lived/);
    const browsing = policy.sections.find((section) => section.id === 'browsing');
    expect(browsing?.links).toContainEqual({ label: expect.stringContaining('Digital Personal Data Protection Rules, 2025'), href: 'https://www.meity.gov.in/' });
  });

  it('has the notice beside Send say the same, in the build’s own terms', () => {
    expect(contactFormNotice(true)).toMatch(/up to 24 months.*withdraw your consent.*Grievance Officer at privacy@aspireoverseas\.in.*within 30 days/);
    expect(contactFormNotice(false)).toMatch(/does not send your details anywhere/);
  });
});

describe('privacy policy: measurement and booking follow their build settings', () => {
  it('says there is no analytics without NEXT_PUBLIC_ANALYTICS_*, and what is counted with them', () => {
    expect(paragraphs('browsing').join(' ')).toContain('does not run analytics');
    expect(paragraphs('browsing', { measured: true }).join(' ')).toContain('without cookies');
    expect(paragraphs('browsing', { measured: true }).join(' ')).not.toContain('does not run analytics');
    const browsing = getLegalDocument('privacy-policy', buildSettings).sections.find((s) => s.id === 'browsing');
    expect(browsing?.paragraphs).toEqual(paragraphs('browsing'));
  });

  it('names the booking page only when there is one', () => {
    expect(paragraphs('third-parties').join(' ')).not.toContain('Book Appointment');
    expect(paragraphs('third-parties', { bookingUrl: 'https://cal.com/aspire' }).join(' ')).toContain('booking page at cal.com');
  });
});
