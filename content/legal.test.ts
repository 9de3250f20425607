import { bookingPrivacy, contactFormPrivacy, getLegalDocument, measurementPrivacy } from './legal';

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
    const privacy = getLegalDocument('privacy-policy');
    const section = privacy.sections.find((s) => s.id === 'contact-form');
    expect(section?.paragraphs).toEqual(contactFormPrivacy(false));
  });
});

describe('privacy policy: measurement and booking follow their build settings', () => {
  it('says there is no analytics without NEXT_PUBLIC_ANALYTICS_*, and what is counted with them', () => {
    expect(measurementPrivacy(false)).toContain('does not run analytics');
    expect(measurementPrivacy(true)).toContain('without cookies');
    expect(measurementPrivacy(true)).not.toContain('does not run analytics');
    const browsing = getLegalDocument('privacy-policy').sections.find((s) => s.id === 'browsing');
    expect(browsing?.paragraphs).toContain(measurementPrivacy(false));
  });

  it('names the booking page only when there is one', () => {
    expect(bookingPrivacy(null)).toEqual([]);
    expect(bookingPrivacy('https://cal.com/aspire').join(' ')).toContain('cal.com');
  });
});
