import type { EventPlace, StudyEvent } from './types';
import { site } from './site';

// Our own branches host most events (addresses as on the contact page).
const headBranch: EventPlace = {
  kind: 'venue',
  name: 'Aspire Overseas head branch',
  street: site.address.street,
  city: site.address.locality,
  region: site.address.region,
  postalCode: site.address.postalCode,
  countryCode: site.address.countryCode,
};
const hyderabadBranch: EventPlace = {
  kind: 'venue',
  name: 'Aspire Overseas Hyderabad branch',
  street: '3rd Floor, Plot 1271, Road No. 36, Jubilee Hills',
  city: 'Hyderabad',
  region: 'Telangana',
  postalCode: '500033',
  countryCode: 'IN',
};
const lalitAshok: EventPlace = {
  kind: 'venue',
  name: 'The Lalit Ashok',
  street: 'Kumara Krupa Road, High Grounds',
  city: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560001',
  countryCode: 'IN',
};
/** Webinars run on Zoom; the link to join is sent after registering on our counselling form. */
const webinar = (topic: string): EventPlace => ({
  kind: 'online',
  platform: 'Zoom webinar',
  url: `${site.url}/contact-us?topic=${encodeURIComponent(topic)}#contact-form`,
});

/**
 * Home "06 Study abroad events". The spec's eight 2024 events stay as the record of past events;
 * upcoming events are added as they are planned. The page orders them by the build date: upcoming
 * first (soonest first), then past ones (latest first) marked "Past event".
 */
export const events: StudyEvent[] = [
  // Upcoming (planned in November 2026).
  {
    sample: true,
    name: 'UK January 2027 Intake Webinar',
    date: '2026-12-05',
    endDate: '2026-12-05',
    startTime: '16:00',
    endTime: '17:30',
    pic: '/images/events/uk-university-fair-2024.svg',
    place: webinar('event-uk-january-2027'),
    summary:
      'Still time for January: which UK universities take late applications, the CAS and Student visa timeline, and how to show funds before you fly.',
  },
  {
    sample: true,
    name: 'USA Fall 2027 Application Workshop',
    date: '2026-12-12',
    endDate: '2026-12-12',
    startTime: '10:30',
    endTime: '13:30',
    pic: '/images/events/usa-fall-2025-application-workshop.svg',
    place: headBranch,
    summary:
      'Build your Fall 2027 university shortlist, plan test dates around application deadlines and start your statement of purpose with a counsellor.',
  },
  {
    sample: true,
    name: 'Canada and Australia Education Fair',
    date: '2027-01-16',
    endDate: '2027-01-17',
    startTime: '11:00',
    endTime: '17:00',
    pic: '/images/events/australia-education-expo.svg',
    place: hyderabadBranch,
    summary:
      'Two days with admissions staff from Canadian and Australian universities: courses, fees, scholarships and the study permit and Subclass 500 visa.',
  },
  {
    sample: true,
    name: 'IELTS and PTE Free Mock Test Day',
    date: '2027-01-30',
    endDate: '2027-01-30',
    startTime: '09:30',
    endTime: '13:30',
    pic: '/images/events/ielts-masterclass.svg',
    place: headBranch,
    summary:
      'Sit a full timed IELTS or PTE mock test under exam conditions and get your band estimate and a study plan from our trainers the same day.',
  },
  {
    sample: true,
    name: 'Study in Germany: Winter 2027 Application Webinar',
    date: '2027-02-13',
    endDate: '2027-02-13',
    startTime: '16:00',
    endTime: '17:30',
    pic: '/images/events/study-in-germany-webinar.svg',
    place: webinar('event-germany-winter-2027'),
    summary:
      'Deadlines for the winter semester 2027/28, uni-assist and direct applications, the APS certificate and the blocked account, step by step.',
  },
  {
    sample: true,
    name: 'Scholarships and Education Loans Seminar 2027',
    date: '2027-02-27',
    endDate: '2027-02-27',
    startTime: '10:30',
    endTime: '12:30',
    pic: '/images/events/scholarships-and-loans-seminar.svg',
    place: lalitAshok,
    summary:
      'For students and parents planning Fall 2027: merit scholarships worth applying for, secured and unsecured education loans, and the bank paperwork.',
  },
  // Past (spec §3: eight events in 2024).
  {
    sample: true,
    name: 'UK University Fair 2024',
    date: '2024-01-20',
    endDate: '2024-01-20',
    startTime: '11:00',
    endTime: '17:00',
    pic: '/images/events/uk-university-fair-2024.svg',
    place: lalitAshok,
    summary:
      'Students met admissions teams from UK universities to discuss September and January intakes, course choices and scholarships in one afternoon.',
  },
  {
    sample: true,
    name: 'Canada Study Permit Webinar',
    date: '2024-02-17',
    endDate: '2024-02-17',
    startTime: '16:00',
    endTime: '17:30',
    pic: '/images/events/canada-study-permit-webinar.svg',
    place: webinar('canada-study-permit-webinar'),
    summary:
      'Our visa team walked through the Canadian study permit checklist, proof-of-funds documents and the new Post-Graduation Work Permit rules for master’s graduates.',
  },
  {
    sample: true,
    name: 'IELTS Masterclass',
    date: '2024-03-09',
    endDate: '2024-03-09',
    startTime: '10:00',
    endTime: '13:00',
    pic: '/images/events/ielts-masterclass.svg',
    place: headBranch,
    summary:
      'A hands-on session on IELTS Writing Task 2 and Speaking, with live feedback from our trainers on sample answers written by attendees.',
  },
  {
    sample: true,
    name: 'Australia Education Expo',
    date: '2024-04-13',
    endDate: '2024-04-13',
    startTime: '11:00',
    endTime: '16:00',
    pic: '/images/events/australia-education-expo.svg',
    place: hyderabadBranch,
    summary:
      'Representatives of Australian universities answered questions on the February and July intakes, course fees and the Subclass 500 student visa.',
  },
  {
    sample: true,
    name: 'Study in Germany: APS and Blocked Account Webinar',
    date: '2024-06-22',
    endDate: '2024-06-22',
    startTime: '16:00',
    endTime: '17:30',
    pic: '/images/events/study-in-germany-webinar.svg',
    place: webinar('germany-aps-webinar'),
    summary:
      'A step-by-step guide for Indian applicants to the APS certificate, opening a blocked account and applying for the German national (D) visa.',
  },
  {
    sample: true,
    name: 'USA Fall 2025 Application Workshop',
    date: '2024-08-10',
    endDate: '2024-08-10',
    startTime: '10:30',
    endTime: '13:30',
    pic: '/images/events/usa-fall-2025-application-workshop.svg',
    place: headBranch,
    summary:
      'Students planning for Fall 2025 built their university shortlists and started their statements of purpose with our counsellors in small groups.',
  },
  {
    sample: true,
    name: 'New Zealand Study Information Session',
    date: '2024-09-21',
    endDate: '2024-09-21',
    startTime: '17:30',
    endTime: '19:30',
    pic: '/images/events/new-zealand-information-session.svg',
    place: hyderabadBranch,
    summary:
      'An evening session on studying in New Zealand covering its universities, the February and July intakes, and student visa funds requirements.',
  },
  {
    sample: true,
    name: 'Scholarships and Education Loans Seminar',
    date: '2024-11-16',
    endDate: '2024-11-16',
    startTime: '10:30',
    endTime: '12:30',
    pic: '/images/events/scholarships-and-loans-seminar.svg',
    place: headBranch,
    summary:
      'Parents and students learnt how to find merit scholarships, compare secured and unsecured education loans and prepare documents for the bank.',
  },
];
