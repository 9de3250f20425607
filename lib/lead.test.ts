import {
  buildLeadPayload,
  landingUtm,
  leadContentType,
  looksLikeBot,
  parseLeadEndpoint,
  rememberLandingUtm,
  rememberLandingUtmScript,
  sendLead,
  utmFromSearch,
  utmStorageKey,
  type LeadPayload,
} from './lead';

const noUtm = { source: '', medium: '', campaign: '', term: '', content: '' };

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
      { topic: 'Study in the USA', page: '/contact-us', now: new Date(Date.UTC(2026, 10, 23, 9, 30)), locale: 'en-IN', utm: { ...noUtm, source: 'google' } },
    );
    expect(payload).toEqual<LeadPayload>({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      message: 'Fall 2027, MS in CS',
      topic: 'Study in the USA',
      page: '/contact-us',
      submittedAt: '2026-11-23T09:30:00.000Z',
      locale: 'en-IN',
      utm: { ...noUtm, source: 'google' },
    });
    expect(Object.keys(payload)).toEqual(['name', 'email', 'phone', 'message', 'topic', 'page', 'submittedAt', 'locale', 'utm']);
  });
});

describe('sendLead', () => {
  const payload = buildLeadPayload(
    { name: 'A', email: 'a@b.c', phone: '+14155550123', message: 'Hi' },
    { topic: 'General Enquiry', page: '/contact-us', now: new Date(0), locale: 'en', utm: noUtm },
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

  it.each([400, 404, 429, 500, 503])('counts a %i as failed', async (status) => {
    await expect(sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl: answer(status) })).resolves.toBe('failed');
  });

  it('counts a network error as failed', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendLead('https://x.example/lead', payload, { timeoutMs: 15000, fetchImpl })).resolves.toBe('failed');
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
      await expect(result).resolves.toBe('failed');
      expect(aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends text/plain to Google Apps Script, which cannot answer a CORS preflight', () => {
    expect(leadContentType('https://script.google.com/macros/s/abc/exec')).toBe('text/plain;charset=utf-8');
    expect(leadContentType('https://hooks.zapier.com/hooks/catch/1/2')).toBe('application/json');
  });
});

describe('looksLikeBot', () => {
  const base = { honeypot: '', startedAt: 1000, now: 1000 + 5000, minFillMs: 3000, hadPriorInput: false };
  it('passes a person who took their time', () => expect(looksLikeBot(base)).toBe(false));
  it('catches a filled honeypot', () => expect(looksLikeBot({ ...base, honeypot: 'http://spam' })).toBe(true));
  it('catches a submit faster than the minimum fill time, at the boundary too', () => {
    expect(looksLikeBot({ ...base, now: 1000 + 2999 })).toBe(true);
    expect(looksLikeBot({ ...base, now: 1000 + 3000 })).toBe(false);
  });
  it('lets a restored draft or pre-script typing be sent at once', () =>
    expect(looksLikeBot({ ...base, now: 1001, hadPriorInput: true })).toBe(false));
});
