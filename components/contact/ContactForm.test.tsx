import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from './ContactForm';
import { phoneCountryList } from '@/lib/phoneCountries';
import { contactDraftKey } from '@/lib/contact';
import { leadFormAttributes } from '@/lib/lead';
import { cleanTopic, topicLabel } from '@/content/contactTopics';
import { timing } from '@/content/timing';
import { siteContactTopics } from '@/lib/testing';

const topics = siteContactTopics;

const messages = {
  name: 'Please enter Full Name.',
  email: 'Please enter Email address.',
  phone: 'Please Enter Mobile Number.',
  message: 'Please enter your Message.',
};

const field = {
  name: () => screen.getByLabelText('Full Name'),
  email: () => screen.getByLabelText('Email address'),
  phone: () => screen.getByLabelText('Mobile Number'),
  message: () => screen.getByLabelText('Message', { exact: true }),
  topic: () => screen.getByLabelText('Topic') as HTMLSelectElement,
};

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="form-title">Send Us a Message</h2>
      <ContactForm labelledBy="form-title" topics={topics} phoneCountries={phoneCountryList} />
    </>,
  );
  return user;
}

/** The error text linked to a field through aria-describedby. */
function describedText(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

// Each test types a whole form key by key, as a visitor does: seconds in jsdom on a busy 2-core machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/contact-us');
});

describe('contact topics', () => {
  it('names known and unknown topics readably and drops anything that is not a slug', () => {
    expect(topicLabel('appointment')).toBe('Book an Appointment');
    expect(topicLabel('study-in-usa', topics)).toBe('Study in the USA');
    expect(topicLabel('pre-departure-orientation')).toBe('Pre Departure Orientation');
    expect(topicLabel('ielts')).toBe('IELTS');
    expect(cleanTopic(' Visa-Support ')).toBe('visa-support');
    expect(cleanTopic('<script>')).toBe('');
    expect(cleanTopic(null)).toBe('');
  });
});

describe('ContactForm', () => {
  it('labels every field, with autocomplete hints and an email input', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(form).toHaveAttribute('novalidate');
    // A submit before the script runs must not put personal data in the URL.
    expect(form).toHaveAttribute('method', 'post');
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.message().tagName).toBe('TEXTAREA');
    for (const get of [field.name, field.email, field.phone, field.message]) {
      expect(get()).not.toHaveAttribute('aria-invalid');
    }
  });

  it('flags every empty field with its exact message, linked by aria-describedby, and focuses the first', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const [key, text] of Object.entries(messages) as [keyof typeof messages, string][]) {
      const el = field[key]();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(el).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(el)).toBe(text);
    }
    expect(field.name()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to the first invalid field in form order', async () => {
    const user = renderForm();
    await user.type(field.name(), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByText(messages.name)).not.toBeInTheDocument();
    expect(field.email()).toHaveFocus();

    await user.type(field.email(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field.phone()).toHaveFocus();
  });

  it('clears only the edited field’s error on each edit', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await user.type(field.message(), 'H');
    expect(screen.queryByText(messages.message)).not.toBeInTheDocument();
    expect(field.message()).not.toHaveAttribute('aria-invalid');
    expect(field.message()).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText(messages.name)).toBeInTheDocument();
    expect(screen.getByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.phone)).toBeInTheDocument();

    await user.type(field.phone(), '2');
    expect(screen.queryByText(messages.phone)).not.toBeInTheDocument();
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(messages.name)).toBeInTheDocument();
  });

  it('logs a complete message, shows the success dialog, clears the form and the draft, and returns focus', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const user = renderForm();
    await user.type(field.name(), 'Asha Rao');
    await user.type(field.email(), 'asha@example.com');
    await user.type(field.phone(), '2025550123');
    await user.type(field.message(), 'I would like to study in Canada.');
    await waitFor(() => expect(window.sessionStorage.getItem(contactDraftKey)).not.toBeNull());

    const submit = screen.getByRole('button', { name: 'Send Message' });
    // The dialog's settle time is measured on performance.now: held still, so a busy machine cannot
    // make the test's second Enter come "late".
    const opened = performance.now();
    const clock = jest.spyOn(performance, 'now').mockReturnValue(opened);
    await user.click(submit);

    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[1]).toEqual(
      expect.objectContaining({
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+12025550123',
        message: 'I would like to study in Canada.',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Thank you for your message. We will get back to you soon!');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByText(messages.name)).not.toBeInTheDocument();

    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    // Sent at once, before the pause that saves a draft: nothing is saved afterwards either.
    await new Promise((resolve) => setTimeout(resolve, timing.draftSaveMs + 50));
    expect((field.phone() as HTMLInputElement).value.replace(/\D/g, '')).toBe('1');
    expect(window.sessionStorage.getItem(contactDraftKey)).toBeNull();

    // A second Enter right after the submit lands on the focused Close button: the dialog stays.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();

    // A moment later, Close is a choice.
    clock.mockReturnValue(opened + timing.dialogSettleMs);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();
    clock.mockRestore();
    info.mockRestore();
  });

  it('saves a draft in this tab’s sessionStorage (never localStorage, which every tab shares) as the visitor types', async () => {
    const user = renderForm();
    await user.type(field.name(), 'Asha');
    await user.type(field.message(), 'Draft text');
    await waitFor(() => expect(window.sessionStorage.getItem(contactDraftKey)).toContain('Draft text'));
    const saved = JSON.parse(window.sessionStorage.getItem(contactDraftKey) ?? '{}') as { values?: Record<string, string> };
    expect(saved.values).toEqual(expect.objectContaining({ name: 'Asha', message: 'Draft text' }));
    expect(window.localStorage.getItem(contactDraftKey)).toBeNull();
  });

  it('restores an unsent draft from sessionStorage', async () => {
    window.sessionStorage.setItem(
      contactDraftKey,
      JSON.stringify({
        values: { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210', message: 'Loans for Germany?' },
        topic: 'loan-assistance',
      }),
    );
    renderForm();
    await waitFor(() => expect(field.name()).toHaveValue('Ravi Kumar'));
    expect(field.email()).toHaveValue('ravi@example.com');
    expect(field.message()).toHaveValue('Loans for Germany?');
    expect((field.phone() as HTMLInputElement).value.replace(/\D/g, '')).toBe('919876543210');
    expect(field.topic().value).toBe('loan-assistance');
  });

  it('ignores a broken draft', () => {
    window.sessionStorage.setItem(contactDraftKey, '{not json');
    renderForm();
    expect(field.name()).toHaveValue('');
  });

  it('prefills the topic from ?topic=, also for topics it does not list', async () => {
    window.history.replaceState(null, '', '/contact-us?topic=study-in-usa');
    const { unmount } = render(<ContactForm topics={topics} phoneCountries={phoneCountryList} />);
    await waitFor(() => expect(field.topic().value).toBe('study-in-usa'));
    expect(field.topic().selectedOptions[0]?.textContent).toBe('Study in the USA');
    unmount();

    window.history.replaceState(null, '', '/contact-us?topic=mock-interviews');
    render(<ContactForm topics={topics} phoneCountries={phoneCountryList} />);
    await waitFor(() => expect(field.topic().value).toBe('mock-interviews'));
    expect(field.topic().selectedOptions[0]?.textContent).toBe('Mock Interviews');
  });

  it('saves the draft once typing pauses, not on every key, and at once when the page is hidden', () => {
    jest.useFakeTimers();
    try {
      const save = jest.spyOn(Storage.prototype, 'setItem');
      renderForm();
      const message = field.message();
      for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
        fireEvent.change(message, { target: { value: text } });
        act(() => jest.advanceTimersByTime(timing.draftSaveMs - 1));
      }
      expect(save).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(save).toHaveBeenCalledTimes(1);
      fireEvent.change(message, { target: { value: 'Hello there' } });
      window.dispatchEvent(new Event('pagehide'));
      expect(save).toHaveBeenCalledTimes(2);
      expect(window.sessionStorage.getItem(contactDraftKey)).toContain('Hello there');
      save.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('limits each field’s length and shows the message’s count near its limit', () => {
    renderForm();
    expect(field.name()).toHaveAttribute('maxlength', '100');
    expect(field.email()).toHaveAttribute('maxlength', '254');
    expect(field.message()).toHaveAttribute('maxlength', '5000');
    fireEvent.change(field.message(), { target: { value: 'x'.repeat(4499) } });
    expect(screen.queryByText(/of 5,000 characters/)).not.toBeInTheDocument();
    fireEvent.change(field.message(), { target: { value: 'x'.repeat(4600) } });
    expect(screen.getByText('4,600 of 5,000 characters')).toBeInTheDocument();
    expect(describedText(field.message())).toContain('4,600 of 5,000 characters');
  });

  it('says so when a paste is longer than the room left, as the browser keeps only what fits', () => {
    renderForm();
    const paste = (text: string) => fireEvent.paste(field.message(), { clipboardData: { getData: () => text } });
    paste('x'.repeat(120));
    expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
    fireEvent.change(field.message(), { target: { value: 'x'.repeat(4990) } });
    paste('y'.repeat(20));
    // What the browser then does: the first 10 characters go in.
    fireEvent.change(field.message(), { target: { value: 'x'.repeat(4990) + 'y'.repeat(10) } });
    const note = screen.getByText(/^Only the first 5,000 characters fit/);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('Only the first 5,000 characters fit: the end of what you pasted was not added. Shorten it, or send the rest in a second message.');
    fireEvent.change(field.message(), { target: { value: 'x'.repeat(4000) } });
    expect(screen.queryByText(/was not added/)).not.toBeInTheDocument();
  });

  it('validates natively (required, type=email) until its script runs, then by itself', () => {
    const html = renderToString(<ContactForm topics={topics} phoneCountries={phoneCountryList} />);
    expect(html).not.toMatch(/novalidate/i);
    expect(html.match(/ required=""/g)?.length).toBeGreaterThanOrEqual(4);
    // The phone field shows its calling code: only a number with digits of its own passes.
    const server = document.createElement('div');
    server.innerHTML = html;
    const pattern = new RegExp(`^(?:${server.querySelector('input[name="phone"]')?.getAttribute('pattern')})$`);
    expect(pattern.test('+1')).toBe(false);
    expect(pattern.test('+91 98765 43210')).toBe(true);
    renderForm();
    expect(document.querySelector('form')!.noValidate).toBe(true);
  });

  describe('a Send tapped before the script ran', () => {
    let hydrated: { unmount(): void } | null = null;
    afterEach(() => {
      act(() => hydrated?.unmount());
      document.body.innerHTML = '';
    });

    /** The server's HTML, typed into and sent as a visitor would before hydration, then hydrated. */
    async function sendBeforeHydration(typed: { name: string; email: string; phone: string; message: string }) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactForm topics={topics} phoneCountries={phoneCountryList} />);
      document.body.appendChild(container);
      const form = container.querySelector('form')!;
      const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value);
      set('name', typed.name);
      set('email', typed.email);
      set('phone', typed.phone);
      set('message', typed.message);
      // What the inline <head> script (lib/lead.ts holdEarlySubmit) does with the tap.
      form.setAttribute(leadFormAttributes.queued, '');
      const info = jest.spyOn(console, 'info').mockImplementation(() => {});
      await act(async () => {
        hydrated = hydrateRoot(container, <ContactForm topics={topics} phoneCountries={phoneCountryList} />);
      });
      return { form, info };
    }

    it('is sent the moment the script runs, with every word typed before', async () => {
      const { form, info } = await sendBeforeHydration({ name: 'Asha Rao', email: 'asha@example.com', phone: '+1 202 555 0123', message: 'Fall 2027.' });
      await screen.findByRole('dialog', { name: 'Success!' });
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.com', phone: '+12025550123', message: 'Fall 2027.' }));
      expect(form).toHaveAttribute(leadFormAttributes.ready);
      expect(form).not.toHaveAttribute(leadFormAttributes.queued);
      info.mockRestore();
    });

    it('shows what is missing instead, keeping what was typed', async () => {
      const { info } = await sendBeforeHydration({ name: 'Asha Rao', email: '', phone: '', message: 'Fall 2027.' });
      await waitFor(() => expect(screen.getByText(messages.email)).toBeInTheDocument());
      expect(info).not.toHaveBeenCalled();
      expect(field.name()).toHaveValue('Asha Rao');
      expect(field.message()).toHaveValue('Fall 2027.');
      info.mockRestore();
    });
  });
});
