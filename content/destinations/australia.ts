import type { DestinationCosts, DestinationRecord } from '../types';
import { unconfirmed } from './review';

const costs = {
  currency: 'AUD',
  tuition: [
    { label: 'Undergraduate', level: 'undergraduate', min: 20000, max: 45000, period: 'year', source: 'studyAustralia', ...unconfirmed },
    { label: 'Master’s', level: 'postgraduate', min: 22000, max: 50000, period: 'year', source: 'studyAustralia', ...unconfirmed },
  ],
  living: [{ label: 'Living costs', min: 29710, max: 29710, period: 'year', source: 'auStudentVisa', ...unconfirmed, since: '2024-05-10' }],
  livingNote: 'The yearly living-cost amount Home Affairs asks Student visa applicants to show.',
  visa: [{ label: 'Student visa application fee', min: 2000, max: 2000, period: 'once', source: 'auStudentVisa', ...unconfirmed, since: '2025-07-01' }],
  health: {
    none: true,
    why: 'Overseas Student Health Cover (OSHC) is required for your whole stay, but insurers set its price, so it is not in the estimate; ask for a quote with your offer.',
  },
} satisfies DestinationCosts;

const undergraduate = costs.tuition[0]!;
const masters = costs.tuition[1]!;
const visaFee = costs.visa[0]!;
const living = costs.living[0]!;

export const australia = {
  name: 'Australia',
  fullName: 'Australia',
  flag: 'AU',
  news: 'australia',
  faq: 'Australia',
  bannerTitle: 'Study In Australia',
  summary:
    '43 universities, February and July intakes, and a Temporary Graduate visa that gives Indian master’s graduates 3 years.',
  metaDescription:
    'Study in Australia: 43 universities, February and July intakes, student visa English minimums and fee, subclass 485 rules and tuition.',
  why: {
    intro: [
      'Australia combines 43 universities with a relaxed lifestyle, a warm climate in most cities and a large Indian community. Universities are known for applied, industry-linked teaching in engineering, IT, business, health and the sciences.',
      [
        'Under the Australia–India Economic Cooperation and Trade Agreement (AI-ECTA), Indian graduates get longer post-study work on the Temporary Graduate visa (subclass 485) than many other nationals. Factor in the student visa fee, which is ',
        { amount: visaFee },
        ' from 1 July 2025, and the Genuine Student requirement your application must meet.',
      ],
    ],
    points: [
      {
        title: '43 universities',
        text: 'Choose from research-intensive universities in the big cities to smaller campuses in regional areas.',
      },
      {
        title: 'Post-study work for Indian graduates',
        text: 'Under AI-ECTA, Indian nationals can get 2 years after a bachelor’s, 3 after a master’s and 4 after a PhD on the subclass 485 visa.',
      },
      {
        title: 'Two main intakes',
        text: 'February/March is the main intake and July the second, so you can choose the start that suits your preparation.',
      },
      {
        title: 'Practical teaching',
        text: 'Many courses include projects, placements or industry input, helping you build experience while you study.',
      },
    ],
  },
  about: {
    intro:
      'The IELTS score below is the student visa minimum for tests taken from 7 August 2025 (Home Affairs); the tests and scores that meet it are listed below. Universities set their own, often higher, requirements for each course.',
    stats: [
      { title: 'Universities', number: 43, icon: 'building', source: 'auUniversities', ...unconfirmed },
      { title: 'Visa Minimum IELTS Score', number: 6.0, decimals: 1, icon: 'languages', source: 'auEnglish', ...unconfirmed },
      { title: 'Student Visa Fee (AUD)', number: visaFee.min, icon: 'ticket', source: 'auStudentVisa', ...unconfirmed },
      { title: 'Post-Study Work, Indian Master’s (years)', number: 3, icon: 'briefcase', source: 'auGraduateVisa', ...unconfirmed },
    ],
  },
  englishTests: [
    { test: 'IELTS Academic', score: '6.0 overall', purpose: 'visa', kind: 'visa minimum', basis: 'Student visa minimum, tests taken from 7 August 2025', source: 'auEnglish', ...unconfirmed },
    { test: 'PTE Academic', score: '47 overall', purpose: 'visa', kind: 'visa minimum', basis: 'Student visa minimum, tests taken from 7 August 2025', source: 'auEnglish', ...unconfirmed },
    { test: 'TOEFL iBT', score: '67 total', purpose: 'visa', kind: 'visa minimum', basis: 'Student visa minimum, tests taken from 7 August 2025', source: 'auEnglish', ...unconfirmed },
    { test: 'CELPIP-General', score: '7 overall', purpose: 'visa', kind: 'visa minimum', basis: 'Student visa minimum, tests taken from 7 August 2025', source: 'auEnglish', ...unconfirmed },
  ],
  universities: [
    {
      name: 'University of Melbourne',
      logo: '/images/destinations/australia/university-of-melbourne.svg',
      blurb:
        'A research university in the centre of Melbourne, with a broad undergraduate model and strong graduate schools in law, business and engineering.',
    },
    {
      name: 'University of Sydney',
      logo: '/images/destinations/australia/university-of-sydney.svg',
      blurb:
        'Australia’s first university, offering a wide range of programmes from medicine and law to engineering and architecture.',
    },
    {
      name: 'Australian National University',
      logo: '/images/destinations/australia/australian-national-university.svg',
      blurb:
        'A research-intensive university in Canberra, known for public policy, international relations, the sciences and computing.',
    },
    {
      name: 'UNSW Sydney',
      logo: '/images/destinations/australia/unsw-sydney.svg',
      blurb:
        'The University of New South Wales, in Sydney, known for engineering, computer science, business and research with industry partners.',
    },
  ],
  intakes: [
    {
      intakeImg: '/images/intakes/semester-1.svg',
      intakeName: 'Semester 1',
      date: 'February',
      intakeSubtext:
        'The main intake (some universities start in early March), with the widest choice of courses and scholarships.',
    },
    {
      intakeImg: '/images/intakes/semester-2.svg',
      intakeName: 'Semester 2',
      date: 'July',
      intakeSubtext: 'The second intake, offered for many courses; a good option if you need more time to prepare.',
    },
  ],
  tips: [
    {
      step: 'Step 01',
      title: 'Pick your intake early',
      description:
        'Decide between February and July early, so that offers, your confirmation of enrolment and your visa fit your timeline.',
      vectorIcon: 'calendar',
    },
    {
      step: 'Step 02',
      title: 'Meet the English rules',
      description:
        'Meet both your university’s requirement and the visa minimum (for tests taken from 7 August 2025: IELTS 6.0, PTE Academic 47 or TOEFL iBT 67); the university’s is usually the higher one.',
      vectorIcon: 'languages',
    },
    {
      step: 'Step 03',
      title: 'Budget for fees and the visa',
      description:
        ['Plan for tuition, living costs and the ', { amount: visaFee }, ' student visa fee (from 1 July 2025) before you accept an offer.'],
      vectorIcon: 'wallet',
    },
    {
      step: 'Step 04',
      title: 'Plan for post-study work',
      description:
        'Choose a course that meets the subclass 485 requirements, so you can stay on to work after you graduate.',
      vectorIcon: 'briefcase',
    },
  ],
  facts: [
    {
      label: 'Student visa',
      value: ['Student visa (subclass 500); application fee ', { amount: visaFee }, ' from 1 July 2025'],
      source: 'auStudentVisa', ...unconfirmed,
    },
    {
      label: 'Genuine Student requirement',
      value:
        'Student visa applications lodged from 23 March 2024 must meet the Genuine Student requirement (it replaced the Genuine Temporary Entrant requirement): you answer targeted questions about your circumstances, your course and why Australia, and back the answers with documents',
      source: 'auGenuineStudent',
      ...unconfirmed,
    },
    { label: 'Intakes', value: 'February/March (main), July', source: 'studyAustralia', ...unconfirmed },
    {
      label: 'English tests',
      value: 'Student visa minimum, tests taken from 7 August 2025: IELTS 6.0, PTE Academic 47, TOEFL iBT 67, CELPIP-General 7',
      source: 'auEnglish', ...unconfirmed,
    },
    { label: 'Institutions', value: '43 universities', source: 'auUniversities', ...unconfirmed },
    {
      label: 'Visa fees',
      value: ['Student visa application fee ', { amount: visaFee }, ' (from 1 July 2025); Overseas Student Health Cover is priced by insurers'],
      source: 'auStudentVisa',
      ...unconfirmed,
    },
    {
      label: 'Post-study work',
      value:
        'Subclass 485 (from 1 July 2024): bachelor’s and coursework master’s 2 years, research 3; Indian nationals under AI-ECTA: bachelor’s 2, master’s 3, PhD 4',
      source: 'auGraduateVisa', ...unconfirmed,
    },
    {
      label: 'Tuition (indicative)',
      value: [{ amount: undergraduate, style: 'thousands' }, ' a year for undergraduate, ', { amount: masters, style: 'thousands' }, ' for master’s'],
      source: 'studyAustralia', ...unconfirmed,
    },
  ],
  changes: [
    {
      date: '2025-08-07',
      change: 'New student visa English minimums for tests taken from this date: IELTS 6.0, PTE Academic 47, TOEFL iBT 67, CELPIP-General 7.',
      meaning: 'Check that your test and score meet the visa minimum as well as your university’s (usually higher) requirement.',
      source: 'auEnglish',
      ...unconfirmed,
    },
    {
      date: '2025-07-01',
      change: ['The student visa application fee rose to ', { amount: visaFee }, '.'],
      meaning: 'Budget for it with health cover (OSHC) before you accept an offer; the estimate below includes it.',
      source: 'auStudentVisa',
      ...unconfirmed,
    },
    {
      date: '2024-07-01',
      change: 'The Temporary Graduate visa (subclass 485) changed: 2 years after a bachelor’s or coursework master’s, 3 after research; Indian nationals keep longer stays under AI-ECTA.',
      meaning: 'As an Indian master’s graduate you can plan on 3 years of post-study work (4 after a PhD).',
      source: 'auGraduateVisa',
      ...unconfirmed,
    },
    {
      date: '2024-05-10',
      change: ['The living-cost funds a student visa applicant must show rose to ', { amount: living }, ' a year.'],
      meaning: 'Show this on top of tuition and travel when you apply; the estimate below uses it.',
      source: 'auStudentVisa',
      ...unconfirmed,
    },
    {
      date: '2024-03-23',
      change: 'The Genuine Student requirement replaced the Genuine Temporary Entrant (GTE) statement.',
      meaning: 'Instead of a 300-word statement you answer targeted questions, with evidence of your circumstances, course choice and finances.',
      source: 'auGenuineStudent',
      ...unconfirmed,
    },
  ],
  usefulLinks: [
    { label: 'Home Affairs: Student visa (subclass 500)', source: 'auStudentVisa' },
    { label: 'Home Affairs: Genuine Student requirement', source: 'auGenuineStudent' },
    { label: 'Home Affairs: Temporary Graduate visa (subclass 485)', source: 'auGraduateVisa' },
    { label: 'Study Australia (Australian Government)', source: 'studyAustralia' },
  ],
  costs,
  lastReviewed: '2026-11-26',
} satisfies DestinationRecord;
