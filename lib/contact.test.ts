import {
  contactLimits,
  isEmailAddress,
  newLeadId,
  parseDraft,
  serializeDraft,
  submissionFingerprint,
  submissionFor,
  validateContact,
  withinLimits,
} from './contact';
import { isInvalidPhone as isInvalidNumber } from './phone';
import en from '@/content/i18n/en.json';

const messages = en.contact.errors;
const rules = { isInvalidPhone: isInvalidNumber, messages };

const filled = { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', message: 'MS in CS, Fall 2027.', guardian: '' };

describe('validateContact', () => {
  it('flags empty fields with the spec’s messages', () => {
    expect(validateContact({ name: ' ', email: '', phone: '', message: '\n' }, rules)).toEqual({
      name: 'Please enter Full Name.',
      email: 'Please enter Email address.',
      phone: 'Please Enter Mobile Number.',
      message: 'Please enter your Message.',
    });
    expect(validateContact({ ...filled, guardian: 'ignored for an adult' }, rules)).toEqual({});
    expect(validateContact(filled, rules)).toEqual({});
  });

  it('gives a filled-in address that cannot be one its own message, and keeps the spec’s for an empty one', () => {
    expect(validateContact({ ...filled, email: 'meera.example.com' }, rules)).toEqual({ email: messages.invalidEmail });
    expect(validateContact({ ...filled, email: '' }, rules)).toEqual({ email: 'Please enter Email address.' });
  });

  it('says a number that cannot be one of its country’s is not valid', () => {
    expect(validateContact({ ...filled, phone: '+9198765' }, rules)).toEqual({ phone: messages.invalidPhone });
  });
});

describe('a visitor under 18', () => {
  it('must give a parent’s or guardian’s phone or e-mail, one that could reach them', () => {
    expect(validateContact(filled, { minor: true, ...rules })).toEqual({ guardian: messages.guardianMissing });
    expect(validateContact({ ...filled, guardian: 'my dad' }, { minor: true, ...rules })).toEqual({ guardian: messages.guardianInvalid });
    expect(validateContact({ ...filled, guardian: '98450 12345' }, { minor: true, ...rules })).toEqual({});
    expect(validateContact({ ...filled, guardian: '+91 98450 12345' }, { minor: true, ...rules })).toEqual({});
    expect(validateContact({ ...filled, guardian: 'parent@example.com' }, { minor: true, ...rules })).toEqual({});
  });

  it('makes the guardian part of the enquiry only when ticked', () => {
    const adult = submissionFingerprint({ ...filled, guardian: 'x@example.com' }, 'study-in-usa');
    expect(adult).toBe(submissionFingerprint(filled, 'study-in-usa'));
    expect(submissionFingerprint({ ...filled, guardian: 'x@example.com' }, 'study-in-usa', true)).not.toBe(adult);
  });

  it('makes a chosen office part of the enquiry, and leaves an enquiry without one as it was', () => {
    const none = submissionFingerprint(filled, 'study-in-usa');
    expect(submissionFingerprint(filled, 'study-in-usa', false, { office: '' })).toBe(none);
    expect(submissionFingerprint(filled, 'study-in-usa', false, { office: 'London' })).not.toBe(none);
    expect(submissionFingerprint(filled, 'study-in-usa', false, { office: 'London' })).not.toBe(
      submissionFingerprint(filled, 'study-in-usa', false, { office: 'Hyderabad' }),
    );
  });

  it('makes a changed language for the call part of the enquiry', () => {
    const none = submissionFingerprint(filled, 'study-in-usa');
    expect(submissionFingerprint(filled, 'study-in-usa', false, { callLanguage: 'Kannada' })).not.toBe(none);
    expect(submissionFingerprint(filled, 'study-in-usa', false, { office: 'London', callLanguage: 'Tamil' })).not.toBe(
      submissionFingerprint(filled, 'study-in-usa', false, { office: 'London', callLanguage: 'Hindi' }),
    );
  });

  it('keeps the tick in the draft', () => {
    const draft = { values: { ...filled, guardian: '98450 12345' }, topic: '', minor: true, submission: null };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });
});

describe('isEmailAddress', () => {
  it.each(['asha@example.com', ' asha.rao+fall@mail.example.co.in ', 'a@b.co', 'rahul_k@iitb.ac.in'])('takes %j', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });
  it.each(['meera.example.com', 'meera@', '@example.com', 'meera@example', 'meera@@example.com', 'meera rao@example.com', 'meera@example..com', 'meera@.example.com'])(
    'refuses %j',
    (value) => expect(isEmailAddress(value)).toBe(false),
  );
});

describe('withinLimits', () => {
  it('cuts a draft or a script’s value to the field’s limit, leaving the rest alone', () => {
    const long = { ...filled, name: 'n'.repeat(500), message: 'm'.repeat(1_000_000) };
    const cut = withinLimits(long);
    expect(cut.name).toHaveLength(contactLimits.name);
    expect(cut.message).toHaveLength(contactLimits.message);
    expect(cut.email).toBe(filled.email);
    expect(contactLimits).toEqual({ name: 100, email: 254, message: 5000, guardian: 254 });
  });
});

describe('submissions', () => {
  let n = 0;
  const ids = () => `id-${++n}`;
  const print = submissionFingerprint(filled, 'study-in-usa');

  it('keeps the id of the earlier try while the words are the same (a retry, a slow answer, a reload)', () => {
    const first = submissionFor(null, print, ids);
    expect(submissionFor(first, print, ids)).toBe(first);
    // Trimming does not make a new enquiry: the payload trims too.
    expect(submissionFor(first, submissionFingerprint({ ...filled, name: ' Asha Rao ' }, 'study-in-usa'), ids)).toBe(first);
  });

  it('gives an edited or new enquiry a new id', () => {
    const first = submissionFor(null, print, ids);
    expect(submissionFor(first, submissionFingerprint({ ...filled, message: 'Spring 2028 instead.' }, 'study-in-usa'), ids).id).not.toBe(first.id);
    expect(submissionFor(first, submissionFingerprint(filled, 'study-in-uk'), ids).id).not.toBe(first.id);
  });

  it('makes version-4 UUIDs, also where randomUUID is missing (a page on a LAN address is no secure context)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const withoutRandomUuid = { getRandomValues: (array: Uint8Array) => globalThis.crypto.getRandomValues(array) } as unknown as Crypto;
    const made = new Set(Array.from({ length: 50 }, () => newLeadId(withoutRandomUuid)));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(uuid);
    expect(newLeadId()).toMatch(uuid);
  });
});

describe('drafts', () => {
  it('round-trips values, topic and the last try’s id', () => {
    const draft = { values: filled, topic: 'study-in-usa', submission: { id: 'abc', fingerprint: 'x' } };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('stores nothing for an empty form', () => {
    expect(serializeDraft({ values: { name: '', email: '', phone: '', message: '', guardian: '' }, topic: 'x', submission: null })).toBeNull();
  });

  it('reads junk defensively: broken JSON, wrong types, an unsafe topic, text over the limits', () => {
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft('null')).toBeNull();
    expect(parseDraft(JSON.stringify({ values: { name: 5, message: 'm'.repeat(6000) }, topic: '<script>', submission: { id: 1 } }))).toEqual({
      values: { name: '', email: '', phone: '', message: 'm'.repeat(5000), guardian: '' },
      topic: '',
      submission: null,
    });
  });
});
