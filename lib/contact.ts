/**
 * The counselling form's rules, kept apart from React so each is tested on its own: what counts as
 * filled in, how long a field may be, what a draft holds, and which submission a send belongs to.
 */
import type { ContactFormValues } from '@/content/types';
import { cleanTopic } from '@/content/contactTopics';

/**
 * What the form holds: the spec's four fields, and a parent's or guardian's contact, asked for only
 * when the visitor says they are under 18 (India's DPDP Act 2023 treats anyone under 18 as a child,
 * whose data needs a parent's consent).
 */
export interface ContactValues extends ContactFormValues {
  guardian: string;
}
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The spec's four required fields, in the order they appear. */
export const contactFields: (keyof ContactFormValues)[] = ['name', 'email', 'phone', 'message'];

/** Every field, in the order they appear, so the first invalid one gets focus. */
export const formFields: ContactField[] = [...contactFields, 'guardian'];

/**
 * What the form says of a field it cannot send: spec §5 and §8's words for the four empty required
 * fields, and beyond the spec an address or number nobody could answer and a missing guardian.
 * The words are the page's language's (content/i18n/*.json `contact.errors`), handed in by the server.
 */
export interface ContactMessages {
  name: string;
  email: string;
  phone: string;
  message: string;
  invalidEmail: string;
  invalidPhone: string;
  guardianMissing: string;
  guardianInvalid: string;
}

/**
 * Longest text each field takes. Generous for any real name or enquiry, and they keep a
 * pasted megabyte out of the lead and out of every draft save. An address is at most 254 characters
 * (RFC 5321); the phone field holds one number and needs no limit of its own.
 */
export const contactLimits = { name: 100, email: 254, message: 5000, guardian: 254 } as const satisfies Partial<Record<ContactField, number>>;

/** The message's count shows from this share of its limit on, so the visitor sees the end coming. */
export const countFromShare = 0.9;

/**
 * Could this be an address mail is delivered to? One @, no spaces, and a domain with a dot between
 * non-empty labels. Deliberately loose beyond that: a rule stricter than mail servers turns away
 * real visitors, and the firm's reply is the true test.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** An e-mail address, or text with enough digits to be a phone number in any country's way of writing it. */
export function isReachable(contact: string): boolean {
  return isEmailAddress(contact) || (contact.replace(/\D/g, '').length >= 7 && !/[a-z@]/i.test(contact));
}

/**
 * Spec §5: all four fields are required, with the spec's message for each empty one. Beyond the
 * spec, a filled-in address or phone number that cannot be one gets its own message, so a lead never
 * arrives that nobody can answer; a visitor under 18 also gives a parent's or guardian's contact.
 * The phone rule is passed in (lib/phone.ts `isInvalidPhone`): it needs libphonenumber's metadata,
 * which the form loads only once a number is typed.
 */
export function validateContact(
  values: ContactFormValues & { guardian?: string },
  { minor = false, isInvalidPhone, messages }: { minor?: boolean; isInvalidPhone: (value: string) => boolean; messages: ContactMessages },
): ContactErrors {
  const guardian = values.guardian ?? '';
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    if (values[field].trim() === '') errors[field] = messages[field];
  }
  if (!errors.email && !isEmailAddress(values.email)) errors.email = messages.invalidEmail;
  if (!errors.phone && isInvalidPhone(values.phone)) errors.phone = messages.invalidPhone;
  if (minor && guardian.trim() === '') errors.guardian = messages.guardianMissing;
  else if (minor && !isReachable(guardian)) errors.guardian = messages.guardianInvalid;
  return errors;
}

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', message: '', guardian: '' };

/** Text cut to its field's limit (a draft or a script may hold more than the input would take). */
export function withinLimits(values: ContactValues): ContactValues {
  const cut = { ...values };
  for (const [field, limit] of Object.entries(contactLimits) as [ContactField, number][]) cut[field] = cut[field].slice(0, limit);
  return cut;
}

/**
 * One enquiry as it was sent: its id goes with every try of it (as the payload's `id`, and as the
 * `Idempotency-Key` header where the build opts in), so a receiver can drop the copies a retry or a
 * slow answer makes.
 */
export interface Submission {
  id: string;
  /** What was sent under this id; an edit after a try makes a new enquiry with a new id. */
  fingerprint: string;
}

/**
 * What a submission is made of: the words as sent (trimmed, as the payload trims them), the topic,
 * and the choices the visitor changed from their defaults (an office, a language for the call).
 */
export function submissionFingerprint(values: ContactValues, topic: string, minor = false, choices: Partial<Record<string, string>> = {}): string {
  const words = [values.name.trim(), values.email.trim(), values.phone, values.message.trim(), topic];
  // An adult's enquiry with every choice left as it was is fingerprinted as before those options
  // existed, so a draft saved then still retries under its id.
  const withGuardian = minor ? [...words, values.guardian.trim()] : words;
  const chosen = Object.fromEntries(Object.entries(choices).filter(([, value]) => value));
  return JSON.stringify(Object.keys(chosen).length > 0 ? [...withGuardian, chosen] : withGuardian);
}

/** The submission a send belongs to: the earlier try's when nothing changed since, else a new one. */
export function submissionFor(previous: Submission | null | undefined, fingerprint: string, newId: () => string): Submission {
  return previous && previous.fingerprint === fingerprint ? previous : { id: newId(), fingerprint };
}

/** A random UUID (v4); `crypto.randomUUID` needs a secure context, which a LAN preview is not. */
export function newLeadId(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function' && globalThis.isSecureContext !== false) return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * sessionStorage key of the unsent draft: a reload restores it, and each tab keeps its own, so two
 * tabs with the form open never overwrite each other's words.
 */
export const contactDraftKey = 'contact-draft';

export interface ContactDraft {
  values: ContactValues;
  topic: string;
  /** "I am under 18" was ticked. */
  minor?: boolean;
  /** The last try of these words, so a reload and a retry send them under the same id. */
  submission: Submission | null;
}

/** A stored draft, read defensively: anything missing or of the wrong kind is left out. */
export function parseDraft(raw: string | null): ContactDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as { values?: Record<string, unknown>; topic?: unknown; minor?: unknown; submission?: Partial<Record<string, unknown>> | null };
  const values = { ...emptyContactValues };
  for (const field of formFields) {
    const value = record.values?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  const { id, fingerprint } = record.submission ?? {};
  return {
    values: withinLimits(values),
    topic: typeof record.topic === 'string' ? cleanTopic(record.topic) : '',
    ...(record.minor === true ? { minor: true } : {}),
    submission: typeof id === 'string' && typeof fingerprint === 'string' ? { id, fingerprint } : null,
  };
}

/** The draft as stored, or null when nothing was typed (then there is nothing to keep). */
export function serializeDraft(draft: ContactDraft): string | null {
  return formFields.every((field) => draft.values[field] === '') && !draft.minor ? null : JSON.stringify(draft);
}

/** The draft kept in `storage` (the tab's sessionStorage), or null when there is none or it cannot be read. */
export function loadDraft(storage: () => Storage): ContactDraft | null {
  try {
    return parseDraft(storage().getItem(contactDraftKey));
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it (null, or nothing typed). */
export function storeDraft(storage: () => Storage, draft: ContactDraft | null): void {
  try {
    const raw = draft && serializeDraft(draft);
    if (raw) storage().setItem(contactDraftKey, raw);
    else storage().removeItem(contactDraftKey);
  } catch {
    // Storage can be full or blocked (private browsing): the form still works, just without a draft.
  }
}
