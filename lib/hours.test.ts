import { offices } from '@/content/offices';
import { clockTime, officeHours } from './hours';

describe('office hours', () => {
  it('writes times the Indian way and runs of days as ranges', () => {
    expect(clockTime('09:30')).toBe('9:30 am');
    expect(clockTime('18:30')).toBe('6:30 pm');
    expect(clockTime('12:00')).toBe('12 pm');
    expect(officeHours({ openingHours: [{ days: ['Saturday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:30', closes: '18:30' }] })).toBe(
      'Mon–Sat, 9:30 am – 6:30 pm',
    );
    expect(officeHours({ openingHours: [{ days: ['Monday', 'Wednesday'], opens: '10:00', closes: '13:00' }] })).toBe('Mon, Wed, 10 am – 1 pm');
  });

  it('gives every office its hours', () => {
    for (const office of offices) expect(officeHours(office)).toMatch(/^\w{3}.*\d (am|pm)$/);
  });
});
