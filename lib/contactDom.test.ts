import { changedChoices, choiceNames, minorName, phoneCountryName, readChoices, readPhoneField, resetChoices, typedBeforeHydration } from './contactDom';

/** A form as the server draws it: empty fields, the spec's "+1" and US in the phone field. */
function drawnForm() {
  document.body.innerHTML = `
    <form>
      <input name="name" value=""><input name="email" value="">
      <select name="${phoneCountryName}"><option value="ZZ">International</option><option value="US" selected>United States</option><option value="GB">United Kingdom</option></select>
      <input name="phone" type="tel" value="+1">
      <select name="topic"><option value="" selected>General Enquiry</option><option value="visa-support">Visa Support</option></select>
      <textarea name="message"></textarea>
      <input name="${minorName}" type="checkbox"><input name="guardian" value="">
    </form>`;
  const form = document.querySelector('form')!;
  const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value);
  return { form, set };
}

describe('typedBeforeHydration', () => {
  it('reads the text fields typed into, the topic picked and the under-18 tick', () => {
    const { form, set } = drawnForm();
    set('name', 'Asha Rao');
    set('message', '  ');
    set('topic', 'visa-support');
    (form.elements.namedItem(minorName) as HTMLInputElement).checked = true;
    expect(typedBeforeHydration(form)).toEqual({ values: { name: 'Asha Rao' }, topic: 'visa-support', minor: true });
  });

  it('leaves the phone number to the phone field', () => {
    const { form, set } = drawnForm();
    set('phone', '+1 202 555 0123');
    expect(typedBeforeHydration(form)).toEqual({ values: {}, topic: null, minor: false });
  });
});

describe('readPhoneField', () => {
  it('is untouched as drawn, on the browser’s country', () => {
    const { form } = drawnForm();
    expect(readPhoneField(form, 'IN')).toEqual({ text: '+1', prefill: '+1', country: 'IN', touched: false, focused: false, selectedAll: false });
  });

  it('reads a number typed over the calling code, and whether the field has focus', () => {
    const { form, set } = drawnForm();
    set('phone', '+1 98765 43210');
    (form.elements.namedItem('phone') as HTMLInputElement).focus();
    expect(readPhoneField(form, 'IN')).toEqual({ text: '+1 98765 43210', prefill: '+1', country: 'IN', touched: true, focused: true, selectedAll: false });
    // Ctrl+A: the next key replaces it all.
    (form.elements.namedItem('phone') as HTMLInputElement).select();
    expect(readPhoneField(form, 'IN')?.selectedAll).toBe(true);
  });

  it('takes a country the visitor picked as theirs, but not the one the page drew', () => {
    const { form, set } = drawnForm();
    set(phoneCountryName, 'GB');
    expect(readPhoneField(form, 'IN')).toEqual(expect.objectContaining({ country: 'GB', touched: true }));
    set(phoneCountryName, 'US');
    expect(readPhoneField(form, 'IN')).toEqual(expect.objectContaining({ country: 'IN', touched: false }));
  });

  it('is null for a form without a phone field', () => {
    document.body.innerHTML = '<form><input name="name"></form>';
    expect(readPhoneField(document.querySelector('form')!, 'IN')).toBeNull();
  });
});

describe('the form’s plain choices (nearest office, language for the call)', () => {
  function choicesForm() {
    document.body.innerHTML = `
      <form>
        <select name="${choiceNames.office}"><option value="" selected>No preference</option><option value="Hyderabad">Hyderabad</option></select>
        <select name="${choiceNames.callLanguage}"><option value="English" selected>English</option><option value="Kannada">ಕನ್ನಡ (Kannada)</option></select>
      </form>`;
    return document.querySelector('form')!;
  }

  it('reads every value, but counts as changed only what differs from its default', () => {
    const form = choicesForm();
    expect(readChoices(form)).toEqual({ office: '', callLanguage: 'English' });
    expect(changedChoices(form)).toEqual({});
    (form.elements.namedItem(choiceNames.callLanguage) as HTMLSelectElement).value = 'Kannada';
    expect(readChoices(form)).toEqual({ office: '', callLanguage: 'Kannada' });
    expect(changedChoices(form)).toEqual({ callLanguage: 'Kannada' });
  });

  it('goes back to the defaults for the next enquiry, and reads nothing without a form', () => {
    const form = choicesForm();
    (form.elements.namedItem(choiceNames.office) as HTMLSelectElement).value = 'Hyderabad';
    (form.elements.namedItem(choiceNames.callLanguage) as HTMLSelectElement).value = 'Kannada';
    resetChoices(form);
    expect(readChoices(form)).toEqual({ office: '', callLanguage: 'English' });
    expect(readChoices(null)).toEqual({ office: '', callLanguage: '' });
    expect(changedChoices(null)).toEqual({});
  });
});
