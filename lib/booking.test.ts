import { bookingCampaignScript, bookingHref, parseBookingUrl } from './booking';
import { utmStorageKey } from './lead';

describe('parseBookingUrl', () => {
  it('takes an https booking page and nothing else', () => {
    expect(parseBookingUrl(' https://cal.com/aspire/consultation ')).toBe('https://cal.com/aspire/consultation');
    expect(parseBookingUrl('http://calendly.com/aspire')).toBeNull();
    expect(parseBookingUrl('javascript:alert(1)')).toBeNull();
    expect(parseBookingUrl('')).toBeNull();
    expect(parseBookingUrl(undefined)).toBeNull();
  });
});

describe('bookingHref', () => {
  const base = 'https://calendly.com/aspire/30min?month=2026-12';

  it('adds the remembered campaign as utm_* parameters, keeping the page’s own', () => {
    const saved = JSON.stringify({ source: 'google', medium: 'cpc', campaign: 'fall 2027', term: '', content: '' });
    expect(bookingHref(base, saved)).toBe('https://calendly.com/aspire/30min?month=2026-12&utm_source=google&utm_medium=cpc&utm_campaign=fall+2027');
  });

  it('leaves the address alone without a campaign or with an unreadable one', () => {
    expect(bookingHref(base, null)).toBe(base);
    expect(bookingHref(base, '{not json')).toBe(base);
  });
});

describe('bookingCampaignScript', () => {
  it('points a booking link at the page with the campaign as it is tapped, every time from the bare address', () => {
    document.body.innerHTML = '<a href="https://cal.com/aspire" data-booking="https://cal.com/aspire">Book Appointment</a>';
    const link = document.querySelector('a')!;
    // Runs the inline script as the browser would.
    new Function(bookingCampaignScript)();
    window.sessionStorage.setItem(utmStorageKey, JSON.stringify({ source: 'newsletter', medium: 'email', campaign: 'dec', term: '', content: '' }));
    link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(link.getAttribute('href')).toBe('https://cal.com/aspire?utm_source=newsletter&utm_medium=email&utm_campaign=dec');
    window.sessionStorage.setItem(utmStorageKey, JSON.stringify({ source: 'ig' }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(link.getAttribute('href')).toBe('https://cal.com/aspire?utm_source=ig');
  });
});
