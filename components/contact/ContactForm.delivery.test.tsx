import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';
import { phoneCountryList } from '@/lib/phoneCountries';
import { honeypotName } from './useContactForm';
import { contactDraftKey, parseDraft } from '@/lib/contact';
import en from '@/content/i18n/en.json';
import { timing } from '@/content/timing';
import { phoneText } from '@/lib/format';
import { utmStorageKey, type LeadPayload } from '@/lib/lead';
import { tick, siteContactTopics } from '@/lib/testing';

const topics = siteContactTopics;

const endpoint = 'https://leads.example/hook';
const failureText = 'Your message could not be sent.';
const unconfirmedText = 'We could not confirm that your message arrived.';

const field = {
  name: () => screen.getByLabelText('Full Name') as HTMLInputElement,
  email: () => screen.getByLabelText('Email address') as HTMLInputElement,
  phone: () => screen.getByLabelText('Mobile Number') as HTMLInputElement,
  message: () => screen.getByLabelText('Message', { exact: true }) as HTMLTextAreaElement,
  topic: () => screen.getByLabelText('Topic') as HTMLSelectElement,
};

type Answer = { ok: boolean; status: number };
let fetchMock: jest.Mock<Promise<Answer>, [string, RequestInit]>;

// Each test types a whole form key by key, as a visitor does: seconds in jsdom on a busy 2-core machine.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T09:30:00.000Z') });
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/contact-us?topic=study-in-usa');
  fetchMock = jest.fn();
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
});

afterEach(() => {
  jest.useRealTimers();
});

/** A form filled key by key, as a visitor types. */
async function fillForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <h2 id="t">Send Us a Message</h2>
      <ContactForm labelledBy="t" endpoint={endpoint} topics={topics} phoneCountries={phoneCountryList} />
    </>,
  );
  await waitFor(() => expect(field.topic().value).toBe('study-in-usa'));
  await user.type(field.name(), ' Asha Rao');
  await user.type(field.email(), 'asha@example.com');
  await user.type(field.phone(), '2025550123');
  await user.type(field.message(), 'MS in Computer Science, Fall 2027.');
  return { user, form: screen.getByRole('form', { name: 'Send Us a Message' }), submit: screen.getByRole('button', { name: 'Send Message' }) };
}

/** The ids of every send so far, in order. */
const sentIds = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(init.body as string) as LeadPayload).id);

const answered = (status: number) => Promise.resolve({ ok: status >= 200 && status < 300, status });
function deferred() {
  let resolve!: (answer: Answer) => void;
  const promise = new Promise<Answer>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function expectValuesKept() {
  expect(field.name()).toHaveValue(' Asha Rao');
  expect(field.email()).toHaveValue('asha@example.com');
  expect(field.phone().value.replace(/\D/g, '')).toBe('12025550123');
  expect(field.message()).toHaveValue('MS in Computer Science, Fall 2027.');
  expect(field.topic().value).toBe('study-in-usa');
}

describe('ContactForm delivery (NEXT_PUBLIC_LEAD_ENDPOINT set)', () => {
  it('shows Sending… on a disabled button with the form aria-busy, then the success dialog only after a 2xx', async () => {
    window.sessionStorage.setItem(utmStorageKey, JSON.stringify({ source: 'google', medium: 'cpc', campaign: 'fall-2027', term: '', content: '' }));
    const answer = deferred();
    fetchMock.mockReturnValueOnce(answer.promise);
    const { user, form, submit } = await fillForm();

    const sentAt = new Date().toISOString();
    await user.click(submit);
    expect(submit).toHaveTextContent('Sending…');
    expect(submit).toBeDisabled();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    const sent = JSON.parse(init.body as string) as LeadPayload;
    // The id goes in the body only: no custom header, so a receiver allowing only Content-Type takes it.
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(sent).toEqual<LeadPayload>({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as unknown as string,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+12025550123',
      message: 'MS in Computer Science, Fall 2027.',
      topic: 'Study in the USA',
      page: '/contact-us',
      submittedAt: sentAt,
      locale: navigator.language,
      utm: { source: 'google', medium: 'cpc', campaign: 'fall-2027', term: '', content: '' },
      callLanguage: 'English',
    });

    await act(async () => answer.resolve({ ok: true, status: 200 }));
    expect(screen.getByRole('dialog', { name: 'Success!' })).toHaveTextContent('Thank you for your message. We will get back to you soon!');
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(submit).toHaveTextContent('Send Message');
    expect(field.name()).toHaveValue('');
    expect(window.sessionStorage.getItem(contactDraftKey)).toBeNull();
  });

  it.each([
    ['a 500 answer', () => answered(500), failureText],
    ['a 404 answer', () => answered(404), failureText],
    ['a network error (the lead may have arrived before the connection broke)', () => Promise.reject(new TypeError('Failed to fetch')), unconfirmedText],
  ])('after %s: an alert with phone and e-mail, every value kept, and sending again works under the same id', async (_label, failure, text) => {
    fetchMock.mockImplementationOnce(failure).mockImplementationOnce(() => answered(200));
    const { user, form, submit } = await fillForm();

    await user.click(submit);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(text));
    expect(alert).toHaveTextContent('Everything you typed is still in the form');
    // The number is written with no-break spaces (phoneText), so it never wraps.
    expect(screen.getByRole('link', { name: phoneText('+91 80 4718 2200') })).toHaveAttribute('href', 'tel:+918047182200');
    expect(screen.getByRole('link', { name: 'info@aspireoverseas.in' })).toHaveAttribute('href', 'mailto:info@aspireoverseas.in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expectValuesKept();
    expect(window.sessionStorage.getItem(contactDraftKey)).not.toBeNull();

    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = sentIds();
    expect(second).toBe(first);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('after 15 s without an answer says delivery is unconfirmed and that sending again is safe, keeping every value', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { user, submit } = await fillForm();
    await user.click(submit);
    tick(timing.leadTimeoutMs - 1);
    expect(submit).toHaveTextContent('Sending…');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unconfirmedText));
    expect(screen.getByRole('alert')).toHaveTextContent('sending it again is safe: we will receive it only once');
    expectValuesKept();
  });

  it('keeps one id per enquiry: across a retry and a reload, a new one after an edit and after a delivered lead', async () => {
    fetchMock.mockImplementation(() => answered(500));
    const { user, submit } = await fillForm();
    await user.click(submit);
    await screen.findByText(failureText);
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // The draft carries the id, so the same words sent after a reload are the same enquiry.
    expect(parseDraft(window.sessionStorage.getItem(contactDraftKey))?.submission?.id).toBe(sentIds()[0]);
    // An edit makes it a new enquiry.
    await user.type(field.message(), ' Or Spring 2028.');
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    fetchMock.mockImplementation(() => answered(200));
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Success!' });
    const ids = sentIds();
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).toBe(ids[2]);
    expect(fetchMock.mock.calls.map(([, init]) => init.headers)).toEqual(ids.map(() => ({ 'Content-Type': 'application/json', Accept: 'application/json' })));
    expect(window.sessionStorage.getItem(contactDraftKey)).toBeNull();
  });

  it('a reload mid-send sends the same words under the same id', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const { user, submit } = await fillForm();
    await user.click(submit);
    const firstId = sentIds()[0];
    cleanup();
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => answered(200));
    render(<ContactForm endpoint={endpoint} topics={topics} phoneCountries={phoneCountryList} />);
    await waitFor(() => expect(field.name()).toHaveValue(' Asha Rao'));
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(sentIds()).toEqual([firstId]);
  });

  it('sends once for a double click and a second Enter', async () => {
    const answer = deferred();
    fetchMock.mockReturnValue(answer.promise);
    const { user, submit } = await fillForm();
    await user.dblClick(submit);
    fireEvent.submit(screen.getByRole('form', { name: 'Send Us a Message' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve({ ok: true, status: 200 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a filled spam trap still sends, flagged as _gotcha for the receiver, and success waits for its answer', async () => {
    const answer = deferred();
    fetchMock.mockReturnValueOnce(answer.promise);
    const { user, submit } = await fillForm();
    const trap = document.querySelector<HTMLInputElement>(`input[name="${honeypotName}"]`)!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await user.click(submit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual(expect.objectContaining({ _gotcha: 'https://spam.example', name: 'Asha Rao' }));
    await act(async () => answer.resolve({ ok: true, status: 200 }));
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
  });

  it('a form filled by autofill (whole values, no keystrokes) and sent at once is delivered', async () => {
    fetchMock.mockImplementation(() => answered(200));
    render(<ContactForm endpoint={endpoint} topics={topics} phoneCountries={phoneCountryList} />);
    await waitFor(() => expect(field.topic().value).toBe('study-in-usa'));
    fireEvent.change(field.name(), { target: { value: 'Meera Iyer' } });
    fireEvent.change(field.email(), { target: { value: 'meera@example.com' } });
    fireEvent.change(field.phone(), { target: { value: '+14155552671' } });
    fireEvent.change(field.message(), { target: { value: 'MBA in the USA.' } });
    fireEvent.submit(document.querySelector('form')!);
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual(
      expect.objectContaining({ name: 'Meera Iyer', email: 'meera@example.com', phone: '+14155552671', message: 'MBA in the USA.' }),
    );
  });

  it('a visitor under 18 gives a parent’s or guardian’s contact, which travels in the lead; unticked, nothing of it does', async () => {
    fetchMock.mockImplementation(() => answered(200));
    const { user, submit } = await fillForm();
    const guardian = () => screen.getByLabelText('Parent’s or guardian’s mobile number or e-mail');
    await user.click(screen.getByRole('checkbox', { name: 'I am under 18' }));
    await user.click(submit);
    expect(screen.getByText(en.contact.errors.guardianMissing)).toBeInTheDocument();
    expect(guardian()).toHaveAttribute('aria-invalid', 'true');
    expect(guardian()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(guardian(), '98450 12345');
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual(expect.objectContaining({ minor: true, guardian: '98450 12345', name: 'Asha Rao' }));
    // The form is clean again: the tick too.
    expect(screen.getByRole('checkbox', { name: 'I am under 18' })).not.toBeChecked();
  });

  it('the office the visitor chose travels in the lead, and the form starts on “No preference” again', async () => {
    fetchMock.mockImplementation(() => answered(200));
    const { user, submit } = await fillForm();
    const office = () => screen.getByLabelText('Nearest office (optional)') as HTMLSelectElement;
    expect(office().value).toBe('');
    await user.selectOptions(office(), 'Hyderabad');
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual(expect.objectContaining({ office: 'Hyderabad', name: 'Asha Rao' }));
    expect(office().value).toBe('');
  });

  it('an address that cannot be one is flagged and nothing is sent', async () => {
    const { user, submit } = await fillForm();
    await user.clear(field.email());
    await user.type(field.email(), 'meera.example.com');
    await user.click(submit);
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field.email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts to the endpoint without a script: the form’s action, with a way back', () => {
    render(<ContactForm endpoint={endpoint} topics={topics} phoneCountries={phoneCountryList} />);
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', endpoint);
    expect(document.querySelector<HTMLInputElement>('input[name="_redirect"]')?.value).toBe('https://www.aspireoverseas.in/contact-us#lead-sent');
  });
});
