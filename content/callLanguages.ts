/**
 * The languages a counsellor can call a family back in (the contact form's "Language for the call",
 * sent in the lead as `callLanguage`). Each is named in its own script, then in English, so a parent
 * finds theirs and the firm's staff read the value. The form starts on the page's own language.
 */
export const callLanguages = [
  { value: 'English', label: 'English' },
  { value: 'Kannada', label: 'ಕನ್ನಡ (Kannada)' },
  { value: 'Hindi', label: 'हिन्दी (Hindi)' },
  { value: 'Telugu', label: 'తెలుగు (Telugu)' },
  { value: 'Tamil', label: 'தமிழ் (Tamil)' },
] as const;

export type CallLanguage = (typeof callLanguages)[number]['value'];

export const defaultCallLanguage: CallLanguage = 'English';
