/**
 * Lead delivery: what the counselling form sends, where, and how a send ends. No React here, so the
 * rules are tested on their own and the form stays a thin view over them.
 */

import { defaultCallLanguage } from '@/content/callLanguages';

/** UTM parameters marketers tag campaign links with, in the order the payload lists them. */
export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type Utm = Record<(typeof utmKeys)[number], string>;

/** The JSON body POSTed to NEXT_PUBLIC_LEAD_ENDPOINT. deploy/README.md, "Receiving leads", documents this contract. */
export interface LeadPayload {
  /**
   * One UUID per enquiry, the same on every try of it: a receiver keeps the first lead with an id and
   * drops repeats. (Also sent as the Idempotency-Key header when the build opts in, see below.)
   */
  id: string;
  name: string;
  email: string;
  /** E.164, e.g. "+919876543210". */
  phone: string;
  message: string;
  /** The subject as the visitor saw it in the form, e.g. "Study in the USA". */
  topic: string;
  /** Path the form was sent from, e.g. "/contact-us". */
  page: string;
  /** ISO 8601, UTC. */
  submittedAt: string;
  /** The browser's preferred language, e.g. "en-IN". */
  locale: string;
  /** The campaign of the page this visit landed on; empty strings when it had none. */
  utm: Utm;
  /**
   * Only for a visitor who said they are under 18: a parent's or guardian's phone or e-mail, whose
   * consent the firm needs before it handles a child's data (DPDP Act 2023). Absent for adults.
   */
  minor?: true;
  guardian?: string;
  /** The office the visitor chose as nearest to them (its city, e.g. "Hyderabad"); absent when they chose none. */
  office?: string;
  /** The language the family would like the call in: English, Kannada, Hindi, Telugu or Tamil (content/callLanguages.ts). */
  callLanguage: string;
  /**
   * The hidden spam-trap field, only when something filled it. The lead is sent all the same and the
   * receiver decides (Formspree drops it), so a person whose browser filled the trap is never lost.
   */
  _gotcha?: string;
}

/**
 * The build-time endpoint, checked: https anywhere, plain http only on this machine (a local receiver
 * in tests or development). Anything else is treated as unset rather than leaking leads in clear text.
 */
export function parseLeadEndpoint(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return url.href;
  return null;
}

/** Inlined by Next at build time (NEXT_PUBLIC_*): null means leads are not delivered. */
export const leadEndpoint = parseLeadEndpoint(process.env.NEXT_PUBLIC_LEAD_ENDPOINT);

/** A yes/no build setting: on only when set to `1` or `true`. */
export function parseLeadFlag(raw: string | undefined): boolean {
  return ['1', 'true'].includes(raw?.trim().toLowerCase() ?? '');
}

/**
 * Whether the lead's id also goes as an `Idempotency-Key` header (NEXT_PUBLIC_LEAD_IDEMPOTENCY_HEADER=1,
 * for a receiver that says it accepts one). Off by default: a custom header makes the browser ask the
 * receiver first (a CORS preflight naming it), and a receiver whose CORS allows only Content-Type, as
 * many hosted form backends and relays do, refuses, so the lead never leaves. The id is in the body anyway.
 */
export const leadIdempotencyHeader = parseLeadFlag(process.env.NEXT_PUBLIC_LEAD_IDEMPOTENCY_HEADER);

/** sessionStorage key of the landing page's campaign, kept for this visit (this tab). */
export const utmStorageKey = 'landing-utm';

const emptyUtm = (): Utm => ({ source: '', medium: '', campaign: '', term: '', content: '' });

/** The utm_* values of a query string; null when it carries none. */
export function utmFromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm = emptyUtm();
  let found = false;
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 200) ?? '';
    if (value) found = true;
    utm[key] = value;
  }
  return found ? utm : null;
}

/**
 * Remembers a page's campaign for the rest of the visit, so a lead sent three pages later still names
 * the campaign that brought the visitor. The first tagged landing of a visit wins; a later untagged
 * page never erases it. Self-contained (no outside names), because the same function runs as an
 * inline script in every page's <head> (`rememberLandingUtmScript`).
 */
function storeLandingUtm(search: string, storage: Storage, keys: readonly string[], storageKey: string): void {
  const params = new URLSearchParams(search);
  const utm: Record<string, string> = {};
  let found = false;
  for (const key of keys) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 200) ?? '';
    if (value) found = true;
    utm[key] = value;
  }
  if (!found) return;
  try {
    if (!storage.getItem(storageKey)) storage.setItem(storageKey, JSON.stringify(utm));
  } catch {
    // Blocked storage: the lead simply goes without a campaign.
  }
}

export function rememberLandingUtm(search: string, storage: Storage): void {
  storeLandingUtm(search, storage, utmKeys, utmStorageKey);
}

/**
 * The same, as an inline script for the root layout's <head>: it runs while the page is parsed, before
 * any script file loads (they start after the first paint), so a visitor who taps on before hydration
 * still keeps the campaign of the page they landed on. (Blocked storage throws on access: caught.)
 */
export const rememberLandingUtmScript = `try{(${storeLandingUtm.toString()})(location.search,sessionStorage,${JSON.stringify(utmKeys)},${JSON.stringify(utmStorageKey)})}catch(e){}`;

/** The remembered campaign of this visit, always with all five keys. */
export function landingUtm(storage: Storage): Utm {
  const utm = emptyUtm();
  try {
    const saved = JSON.parse(storage.getItem(utmStorageKey) ?? 'null') as Partial<Record<string, unknown>> | null;
    for (const key of utmKeys) {
      const value = saved?.[key];
      if (typeof value === 'string') utm[key] = value;
    }
  } catch {
    // Unreadable or blocked: no campaign.
  }
  return utm;
}

export interface LeadFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The payload, with text trimmed as a person would expect (no stray spaces in a CRM). */
export function buildLeadPayload(
  values: LeadFields,
  context: {
    id: string;
    topic: string;
    page: string;
    now: Date;
    locale: string;
    utm: Utm;
    honeypot?: string;
    guardian?: string;
    office?: string;
    callLanguage?: string;
  },
): LeadPayload {
  const trap = context.honeypot?.trim();
  const guardian = context.guardian?.trim();
  const office = context.office?.trim();
  return {
    id: context.id,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    message: values.message.trim(),
    topic: context.topic,
    page: context.page,
    submittedAt: context.now.toISOString(),
    locale: context.locale,
    utm: context.utm,
    ...(guardian ? { minor: true as const, guardian } : {}),
    ...(office ? { office } : {}),
    callLanguage: context.callLanguage?.trim() || defaultCallLanguage,
    ...(trap ? { _gotcha: trap } : {}),
  };
}

/**
 * The body is JSON either way. Google Apps Script web apps cannot answer a CORS preflight, so for
 * them it goes as text/plain (a "simple" request that needs none); every other receiver gets
 * application/json.
 */
export function leadContentType(endpoint: string): string {
  return new URL(endpoint).hostname === 'script.google.com' ? 'text/plain;charset=utf-8' : 'application/json';
}

/**
 * How a send ended. Only "sent" may show the success dialog. "failed" means the receiver answered and
 * refused; "unconfirmed" means no answer came (a timeout, a dropped connection): the lead may or may
 * not have arrived, and sending it again is safe because it keeps its id.
 */
export type SendResult = 'sent' | 'failed' | 'unconfirmed';

/**
 * Content-Type and the CORS-safelisted Accept: all a receiver that allows only Content-Type lets
 * through. The Idempotency-Key header only when the build opts in, and never to a receiver that cannot
 * answer a CORS preflight (Apps Script, sent text/plain so that it needs none).
 */
export function leadHeaders(endpoint: string, id: string, idempotencyHeader = leadIdempotencyHeader): Record<string, string> {
  const contentType = leadContentType(endpoint);
  const headers: Record<string, string> = { 'Content-Type': contentType, Accept: 'application/json' };
  if (idempotencyHeader && !contentType.startsWith('text/plain')) headers['Idempotency-Key'] = id;
  return headers;
}

/**
 * POSTs the lead as JSON. A 2xx answer is the only success; any other status is a failure; a network
 * error or no answer within `timeoutMs` leaves delivery unconfirmed. Either way the visitor is told,
 * and their words stay in the form.
 */
export async function sendLead(
  endpoint: string,
  payload: LeadPayload,
  {
    timeoutMs,
    fetchImpl = fetch,
    // The build's setting unless a test passes its own.
    idempotencyHeader = leadIdempotencyHeader,
  }: { timeoutMs: number; fetchImpl?: typeof fetch; idempotencyHeader?: boolean },
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: leadHeaders(endpoint, payload.id, idempotencyHeader),
      body: JSON.stringify(payload),
      signal: controller.signal,
      // Cookies are never needed and the receiver sits on another origin.
      credentials: 'omit',
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'unconfirmed';
  } finally {
    clearTimeout(timer);
  }
}

/** Dispatched on window when the receiver has accepted a lead (measurement counts it; no data with it). */
export const leadDeliveredEvent = 'aspire:lead-delivered';

/** Attributes shared by the form and the early-submit script below. */
export const leadFormAttributes = { form: 'data-lead-form', ready: 'data-lead-ready', queued: 'data-lead-queued' } as const;

/**
 * Holds a Send tapped before the form's script has run (the page paints seconds before it hydrates
 * on a phone): the native submit would reload the page, or leave it, with the visitor's words. The
 * form is marked as queued instead (its note says it will be sent), and the form's script sends it
 * the moment it runs. It stops the event before React's own listener on the same document, so the
 * submit is handled once. Self-contained, because it runs as an inline script in every page's <head>.
 */
function holdEarlySubmit(doc: Document, formAttr: string, readyAttr: string, queuedAttr: string): void {
  doc.addEventListener(
    'submit',
    function (event) {
      const form = event.target as HTMLFormElement | null;
      if (!form || !form.hasAttribute || !form.hasAttribute(formAttr) || form.hasAttribute(readyAttr)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.setAttribute(queuedAttr, '');
    },
    true,
  );
}

export const holdEarlySubmitScript = `(${holdEarlySubmit.toString()})(document,${JSON.stringify(leadFormAttributes.form)},${JSON.stringify(leadFormAttributes.ready)},${JSON.stringify(leadFormAttributes.queued)})`;
