import type { StudyEvent } from './types';

/** Home "06 Study abroad events" row (spec §3: eight events, all in 2024). */
export const events: StudyEvent[] = [
  {
    name: 'UK University Fair 2024',
    date: '2024-01-20',
    pic: '/images/events/uk-university-fair-2024.svg',
    location: 'Bengaluru — The Lalit Ashok, Kumara Krupa Road',
    summary:
      'Students met admissions teams from UK universities to discuss September and January intakes, course choices and scholarships in one afternoon.',
  },
  {
    name: 'Canada Study Permit Webinar',
    date: '2024-02-17',
    pic: '/images/events/canada-study-permit-webinar.svg',
    location: 'Online',
    summary:
      'Our visa team walked through the Canadian study permit checklist, proof-of-funds documents and the new Post-Graduation Work Permit rules for master’s graduates.',
  },
  {
    name: 'IELTS Masterclass',
    date: '2024-03-09',
    pic: '/images/events/ielts-masterclass.svg',
    location: 'Bengaluru — Aspire Overseas head branch, Marathahalli',
    summary:
      'A hands-on session on IELTS Writing Task 2 and Speaking, with live feedback from our trainers on sample answers written by attendees.',
  },
  {
    name: 'Australia Education Expo',
    date: '2024-04-13',
    pic: '/images/events/australia-education-expo.svg',
    location: 'Hyderabad — Aspire Overseas branch, Jubilee Hills',
    summary:
      'Representatives of Australian universities answered questions on the February and July intakes, course fees and the Subclass 500 student visa.',
  },
  {
    name: 'Study in Germany: APS and Blocked Account Webinar',
    date: '2024-06-22',
    pic: '/images/events/study-in-germany-webinar.svg',
    location: 'Online',
    summary:
      'A step-by-step guide for Indian applicants to the APS certificate, opening a blocked account and applying for the German national (D) visa.',
  },
  {
    name: 'USA Fall 2025 Application Workshop',
    date: '2024-08-10',
    pic: '/images/events/usa-fall-2025-application-workshop.svg',
    location: 'Bengaluru — Aspire Overseas head branch, Marathahalli',
    summary:
      'Students planning for Fall 2025 built their university shortlists and started their statements of purpose with our counsellors in small groups.',
  },
  {
    name: 'New Zealand Study Information Session',
    date: '2024-09-21',
    pic: '/images/events/new-zealand-information-session.svg',
    location: 'Hyderabad — Aspire Overseas branch, Jubilee Hills',
    summary:
      'An evening session on studying in New Zealand covering its universities, the February and July intakes, and student visa funds requirements.',
  },
  {
    name: 'Scholarships and Education Loans Seminar',
    date: '2024-11-16',
    pic: '/images/events/scholarships-and-loans-seminar.svg',
    location: 'Bengaluru — Aspire Overseas head branch, Marathahalli',
    summary:
      'Parents and students learnt how to find merit scholarships, compare secured and unsecured education loans and prepare documents for the bank.',
  },
];
