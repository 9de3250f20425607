import {
  buildLeadPayload,
  landingUtm,
  leadContentType,
  holdEarlySubmitScript,
  leadFormAttributes,
  leadHeaders,
  leadIdempotencyHeader,
  parseLeadEndpoint,
  parseLeadFlag,
  rememberLandingUtm,
  rememberLandingUtmScript,
  sendLead,
  utmFromSearch,
  utmStorageKey,
  type LeadPayload,
} from './lead';

const noUtm = { source: '', medium: '', campaign: '', term: '', content: '' };
const leadId = '0b7e4a52-3c1d-4f7a-9a2e-5d6c7b8a9f01';

describe('parseLeadEndpoint', () => {
  it.each([
    ['https://formspree.io/f/abc', 'https://formspree.io/f/abc'],
    ['  https://hooks.example.com/lead  ', 'https://hooks.example.com/lead'],
    ['http://127.0.0.1:4000/leads', 'http://127.0.0.1:4000/leads'],
    ['http://localhost:8080/x', 'http://localhost:8080/x'],
  ])('accepts %s', (raw, expected) => {
    expect(parseLeadEndpoint(raw)).toBe(expected);
  });

  it.each([undefined, '', '   ', 'not a url', 'http://example.com/leads', 'ftp://example.com/x', 'javascript:alert(1)'])(
    'treats %p as unset',
    (raw) => {
      expect(parseLeadEndpoint(raw)).toBeNull();
    },
  );
});

describe('parseLeadFlag', () => {
  it.each(['1', 'true', ' TRUE '])('reads %p as on', (raw) => expect(parseLeadFlag(raw)).toBe(true));
  it.each([undefined, '', '0', 'false', 'no', 'yes please'])('reads %p as off', (raw) => expect(parseLeadFlag(raw)).toBe(false));

  it('leaves the Idempotency-Key header off in a build that does not set it', () => {
    expect(process.env.NEXT_PUBLIC_LEAD_IDEMPOTENCY_HEADER).toBeUndefined();
    expect(leadIdempotencyHeader).toBe(false);
  });
});

describe('UTM capture', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads all five utm_ values and ignores other parameters', () => {
    expect(utmFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=fall-2027&utm_term=study+usa&utm_content=ad1&topic=x')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'fall-2027',
      term: 'study usa',
      content: 'ad1',
    });
    expect(utmFromSearch('?topic=visa')).toBeNull();
    expect(utmFromSearch('')).toBeNull();
  });

  it('keeps the first tagged landing of the visit; later pages do not replace or erase it', () => {
    rememberLandingUtm('?utm_source=instagram&utm_campaign=ielts', window.sessionStorage);
    rememberLandingUtm('', window.sessionStorage);
    rememberLandingUtm('?utm_source=google', window.sessionStorage);
    expect(landingUtm(window.sessionStorage)).toEqual({ ...noUtm, source: 'instagram', campaign: 'ielts' });
  });

  it('does the same as the inline <head> script, which runs on its own before any script file loads', () => {
    // new Function: the script sees only globals, as it does in the page.
    const runOnPage = (search: string) => {
      window.history.replaceState(null, '', `/study-abroad/usa${search}`);
      new Function(rememberLandingUtmScript)();
    };
    runOnPage('?utm_source=google&utm_medium=cpc&utm_campaign=fall-2027&utm_term=ms+in+usa');
    runOnPage('');
    runOnPage('?utm_source=mail');
    expect(landingUtm(window.sessionStorage)).toEqual({ ...noUtm, source: 'google', medium: 'cpc', campaign: 'fall-2027', term: 'ms in usa' });
    window.history.replaceState(null, '', '/');
  });

  it('gives five empty values when the visit had no campaign or storage holds junk', () => {
    expect(landingUtm(window.sessionStorage)).toEqual(noUtm);
    window.sessionStorage.setItem(utmStorageKey, '{not json');
    expect(landingUtm(window.sessionStorage)).toEqual(noUtm);
  });
});

describe('buildLeadPayload', () => {
  it('builds the documented contract with trimmed text, E.164 phone and an ISO time', () => {
    const payload = buildLeadPayload(
      { name: '  Asha Rao ', email: ' asha@example.com ', phone: '+919876543210', message: ' Fall 2027, MS in CS \n' },
      { id: leadId, topic: 'Study in the USA', page: '/contact-us', now: new Date(Date.UTC(2026, 10, 23, 9, 30)), locale: 'en-IN', utm: { ...noUtm, source: 'google' } },
    );
    expect(payload).toEqual<LeadPayload>({
      id: leadId,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      message: 'Fall 2027, MS in CS',
      topic: 'Study in the USA',
      page: '/contact-us',
      submittedAt: '2026-11-23T09:30:00.000Z',
      locale: 'en-IN',
      utm: { ...noUtm, source: 'google' },
      callLanguage: 'English',
    });
    expect(Object.keys(payload)).toEqual(['id', 'name', 'email', 'phone', 'message', 'topic', 'page', 'submittedAt', 'locale', 'utm', 'callLanguage']);
  });

  it('carries the language chosen for the call, and English where none was read', () => {
    const values = { name: 'A', email: 'a@b.co', phone: '+14155550123', message: 'Hi' };
    const context = { id: leadId, topic: 'General Enquiry', page: '/contact-us', now: new Date(0), locale: 'en', utm: noUtm };
    expect(buildLeadPayload(values, { ...context, callLanguage: 'Tamil' }).callLanguage).toBe('Tamil');
    expect(buildLeadPayload(values, { ...context, callLanguage: '' }).callLanguage).toBe('English');
    expect(buildLeadPayload(values, context).callLanguage).toBe('English');
  });

  it('carries a filled spam trap as _gotcha for the receiver to judge, and leaves it out when empty', () => {
    const values = { name: 'A', email: 'a@b.co', phone: '+14155550123', message: 'Hi' };
    const context = { id: leadId, topic: 'General Enquiry', page: '/contact-us', now: new Date(0), locale: 'en', utm: noUtm };
    expect(buildLeadPayload(values, { ...context, honeypot: ' http://spam ' })._gotcha).toBe('http://spam');
    expect(buildLeadPayload(values, { ...context, honeypot: '  ' })).not.toHaveProperty('_gotcha');
  });

  it('carries the office the visitor chose, and no office key when they chose none', () => {
    const values = { name: 'A', email: 'a@b.co', phone: '+14155550123', message: 'Hi' };
    const context = { id: leadId, topic: 'General Enquiry', page: '/contact-us', now: new Date(0), locale: 'en', utm: noUtm };
    expect(buildLeadPayload(values, { ...context, office: 'Hyderabad' }).office).toBe('Hyderabad');
    expect(buildLeadPayload(values, { ...context, office: '' })).not.toHaveProperty('office');
  });
});

describe('sendLead', () => {
  const payload = buildLeadPayload(
    { name: 'A', email: 'a@b.c', phone: '+14155550123', message: 'Hi' },
    { id: leadId, topic: 'General Enquiry', page: '/contact-us', now: new Date(0), locale: 'en', utm: noUtm },
  );
  // The receiver's answer as fetch reports it: only its status matters to sendLead.
  const answer = (status: number) => jest.fn(async () => ({ ok: status >= 200 && status < 300, status }) as Response);

  it('POSTs the JSON with Accept: application/json and counts a 2xx as sent', async () => {
    const fetchImpl = answer(201);
    await expect(sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl })).resolves.toBe('sent');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://x.example/lead');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('adds the id as the Idempotency-Key header where the build opts in', async () => {
    const fetchImpl = answer(200);
    await expect(sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl, idempotencyHeader: true })).resolves.toBe('sent');
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': leadId });
  });

  it.each([400, 404, 429, 500, 503])('counts a %i as failed', async (status) => {
    await expect(sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl: answer(status) })).resolves.toBe('failed');
  });

  it('counts a network error as unconfirmed: the request may have arrived before the connection broke', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl })).resolves.toBe('unconfirmed');
  });

  it('gives up after the timeout, and not a moment before', async () => {
    jest.useFakeTimers();
    try {
      let aborted = false;
      const fetchImpl = jest.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      );
      const result = sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl });
      jest.advanceTimersByTime(14999);
      expect(aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(result).resolves.toBe('unconfirmed');
      expect(aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends text/plain to Google Apps Script, which cannot answer a CORS preflight', () => {
    expect(leadContentType('https://script.google.com/macros/s/abc/exec')).toBe('text/plain;charset=utf-8');
    expect(leadContentType('https://hooks.zapier.com/hooks/catch/1/2')).toBe('application/json');
  });

  it('by default sends no header that a receiver allowing only Content-Type would refuse', () => {
    // Accept is CORS-safelisted (no preflight names it); Content-Type is the one header to allow.
    for (const endpoint of ['https://formspree.io/f/x', 'https://hooks.zapier.com/hooks/catch/1/2', 'https://script.google.com/macros/s/abc/exec']) {
      const names = Object.keys(leadHeaders(endpoint, leadId)).map((name) => name.toLowerCase());
      expect(names).toEqual(['content-type', 'accept']);
    }
  });

  it('sends the id as Idempotency-Key only where the build opts in, and never to Apps Script, where the header would need the preflight it cannot answer', () => {
    expect(leadHeaders('https://formspree.io/f/x', leadId, true)['Idempotency-Key']).toBe(leadId);
    expect(leadHeaders('https://formspree.io/f/x', leadId, false)).not.toHaveProperty('Idempotency-Key');
    expect(leadHeaders('https://script.google.com/macros/s/abc/exec', leadId, true)).toEqual({ 'Content-Type': 'text/plain;charset=utf-8', Accept: 'application/json' });
  });
});

describe('holdEarlySubmitScript', () => {
  function page() {
    document.body.innerHTML = `<form ${leadFormAttributes.form}><input name="name" value="Asha"><button>Send</button></form><form id="other"><button>Go</button></form>`;
    const [form, other] = [...document.forms] as [HTMLFormElement, HTMLFormElement];
    return { form, other };
  }
  const later = jest.fn();
  beforeAll(() => {
    // The script runs once per page, in <head>, before anything else listens; then React listens.
    new Function(holdEarlySubmitScript)();
    document.addEventListener('submit', later, true);
  });
  beforeEach(() => later.mockClear());

  it('holds a Send on a lead form whose script has not run: no native submit, no other listener, marked queued', () => {
    const { form } = page();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(later).not.toHaveBeenCalled();
    expect(form.hasAttribute(leadFormAttributes.queued)).toBe(true);
  });

  it('lets the submit through once the form’s script is ready, and leaves other forms alone', () => {
    const { form, other } = page();
    form.setAttribute(leadFormAttributes.ready, '');
    for (const target of [form, other]) {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(target.hasAttribute(leadFormAttributes.queued)).toBe(false);
    }
    expect(later).toHaveBeenCalledTimes(2);
  });
});
