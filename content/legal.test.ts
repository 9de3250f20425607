import { contactFormPrivacy, getLegalDocument } from './legal';

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
