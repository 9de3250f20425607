import type { DestinationCosts, DestinationRecord } from '../types';
import { checked, unconfirmed } from './review';

const costs = {
  currency: 'CAD',
  tuition: [
    { label: 'Undergraduate (average)', level: 'undergraduate', min: 41746, max: 41746, period: 'year', source: 'caTuition', ...unconfirmed },
    { label: 'Graduate (average)', level: 'postgraduate', min: 24028, max: 24028, period: 'year', source: 'caTuition', ...unconfirmed },
  ],
  // Confirmed on IRCC's proof-of-financial-support page on 26 November 2026 (one person, outside Quebec, applications from 1 September 2025).
  living: [{ label: 'Proof of funds', min: 22895, max: 22895, period: 'year', source: 'caFunds', ...checked, since: '2025-09-01' }],
  livingNote: 'IRCC’s proof-of-funds amount for one student, on top of tuition and travel.',
  visa: [
    // Both confirmed on IRCC's fee page on 26 November 2026.
    { label: 'Study permit fee', min: 150, max: 150, period: 'once', source: 'caFees', ...checked },
    { label: 'Biometrics fee', min: 85, max: 85, period: 'once', source: 'caFees', ...checked },
  ],
  health: {
    none: true,
    why: 'Health cover depends on the province: some include international students in the provincial plan, others require your university’s insurance, so its cost is not in the estimate.',
  },
} satisfies DestinationCosts;

const undergraduate = costs.tuition[0]!;
const graduate = costs.tuition[1]!;
const funds = costs.living[0]!;
const permitFee = costs.visa[0]!;
const biometricsFee = costs.visa[1]!;

export const canada = {
  name: 'Canada',
  fullName: 'Canada',
  flag: 'CA',
  news: 'canada',
  faq: 'Canada',
  bannerTitle: 'Study In Canada',
  summary:
    'Hundreds of public universities and colleges, three intakes a year and a post-graduation work permit of up to 3 years.',
  metaDescription:
    'Study in Canada: study permit proof of funds, September, January and May intakes, PGWP rules, English tests and tuition for Indian students.',
  why: {
    intro: [
      'Canada offers hundreds of public universities and colleges, with programmes ranging from research degrees to practical, career-focused diplomas. Its cities are diverse and welcoming, and many have large Indian communities.',
      'The rules have changed a lot recently: the proof of funds for a study permit went up from 1 September 2025, and the post-graduation work permit (PGWP) now has a language requirement. Plan with the current figures below and check the official IRCC pages before you apply.',
    ],
    points: [
      {
        title: 'Public institutions',
        text: 'Most students study at publicly funded universities and colleges, with programmes across engineering, business, computing and health.',
      },
      {
        title: 'Work after graduating',
        text: 'The PGWP can last up to 3 years, and a master’s programme of 8 months or more gets 3 years.',
      },
      {
        title: 'Three intakes',
        text: 'September is the main intake, with January and May starts in many programmes.',
      },
      {
        title: 'Clear official guidance',
        text: 'IRCC publishes the study permit and PGWP rules online, so you can check every requirement at the source.',
      },
    ],
  },
  about: {
    intro:
      'Each university sets its own English requirement, and the post-graduation work permit needs CLB 7 for university graduates (CLB 5 for college graduates). Plan your budget around the study permit’s proof of funds, which IRCC updates from time to time.',
    stats: [
      { title: 'Proof of Funds (CAD / year)', number: funds.min, icon: 'wallet', source: 'caFunds', ...checked },
      { title: 'PGWP Length (up to, years)', number: 3, icon: 'briefcase', source: 'caPgwp', ...unconfirmed },
      { title: 'PGWP English Level, University Graduates (CLB)', number: 7, icon: 'languages', source: 'caPgwpEligibility', ...unconfirmed },
      { title: 'Avg. Graduate Tuition (CAD, 2025/26)', number: graduate.min, icon: 'graduation-cap', source: 'caTuition', ...unconfirmed },
    ],
  },
  englishTests: [
    {
      test: 'IELTS Academic',
      score: '7.0 overall, no band below 6.5',
      purpose: 'admission',
      kind: 'one university',
      basis: 'University of Toronto, graduate programmes',
      source: 'caTorontoEceEnglish',
      ...checked,
    },
    {
      test: 'TOEFL iBT',
      score: '93, with 22 in writing and in speaking',
      purpose: 'admission',
      kind: 'one university',
      basis: 'University of Toronto, graduate programmes',
      source: 'caTorontoEceEnglish',
      ...checked,
    },
    {
      test: 'IELTS General Training',
      score: '6.0 in each skill (CLB\u00a07)',
      purpose: 'post-study work',
      kind: 'work permit minimum',
      basis: 'Post-graduation work permit, university graduates',
      source: 'caLanguageTests',
      ...unconfirmed,
    },
    {
      test: 'CELPIP-General',
      score: '7 in each skill (CLB\u00a07)',
      purpose: 'post-study work',
      kind: 'work permit minimum',
      basis: 'Post-graduation work permit, university graduates',
      source: 'caLanguageTests',
      ...unconfirmed,
    },
    {
      test: 'PTE Core',
      score: 'Reading 60, writing 69, listening 60, speaking 68 (CLB\u00a07)',
      purpose: 'post-study work',
      kind: 'work permit minimum',
      basis: 'Post-graduation work permit, university graduates',
      source: 'caLanguageTests',
      ...unconfirmed,
    },
  ],
  universities: [
    {
      name: 'University of Toronto',
      logo: '/images/destinations/canada/university-of-toronto.svg',
      blurb:
        'A research university in downtown Toronto, with strengths in engineering, computer science, medicine and business.',
    },
    {
      name: 'University of British Columbia',
      logo: '/images/destinations/canada/university-of-british-columbia.svg',
      blurb:
        'A research university with campuses in Vancouver and the Okanagan, known for sciences, forestry, engineering and sustainability.',
    },
    {
      name: 'McGill University',
      logo: '/images/destinations/canada/mcgill-university.svg',
      blurb:
        'An English-language research university in Montreal, respected for medicine, law, engineering and the sciences.',
    },
    {
      name: 'University of Waterloo',
      logo: '/images/destinations/canada/university-of-waterloo.svg',
      blurb:
        'An Ontario university known for engineering, mathematics and computer science, and for its co-operative education programmes with industry.',
    },
  ],
  intakes: [
    {
      intakeImg: '/images/intakes/fall.svg',
      intakeName: 'Fall',
      date: 'September',
      intakeSubtext:
        'The main intake, with the largest choice of programmes and scholarships. Apply early to leave time for your study permit.',
    },
    {
      intakeImg: '/images/intakes/winter.svg',
      intakeName: 'Winter',
      date: 'January',
      intakeSubtext: 'Many universities and colleges also admit students in January, a useful second chance.',
    },
    {
      intakeImg: '/images/intakes/summer.svg',
      intakeName: 'Summer',
      date: 'May',
      intakeSubtext: 'A smaller intake, mostly at colleges and for selected programmes; check availability early.',
    },
  ],
  tips: [
    {
      step: 'Step 01',
      title: 'Choose a PGWP-eligible programme',
      description:
        'If you plan to work after graduating, confirm that your institution and programme lead to a post-graduation work permit before you accept an offer.',
      vectorIcon: 'search',
    },
    {
      step: 'Step 02',
      title: 'Prepare your proof of funds',
      description:
        ['Show first-year tuition and travel costs plus the living-cost amount IRCC sets (', { amount: funds }, ' a year for applications from 1 September 2025).'],
      vectorIcon: 'wallet',
    },
    {
      step: 'Step 03',
      title: 'Plan your English test',
      description:
        'Meet your university’s requirement now, and keep in mind the PGWP needs CLB 7 for university graduates from an accepted test.',
      vectorIcon: 'languages',
    },
    {
      step: 'Step 04',
      title: 'Apply early',
      description:
        'Study permit processing takes time, so apply for your programme early and submit a complete permit application as soon as you have your acceptance.',
      vectorIcon: 'calendar',
    },
  ],
  facts: [
    {
      label: 'Student visa',
      value: ['Study permit; proof of funds ', { amount: funds }, ' a year (plus tuition and travel) from 1 September 2025'],
      source: 'caFunds', ...checked,
    },
    {
      label: 'Study permit cap and PAL/TAL',
      value:
        'IRCC caps new study permits each year (2026: 155,000 for new students). Undergraduate and college applicants need a provincial or territorial attestation letter (PAL/TAL) from their province or territory; from 1 January 2026, master’s and doctoral students at public institutions need none and are outside the cap (IRCC announcement, 25 November 2025)',
      // No stored copy of IRCC's page states the 2026 rule: it stays not yet confirmed until one does.
      source: 'caPal',
      ...unconfirmed,
    },
    { label: 'Intakes', value: 'September (main), January, May', source: 'eduCanada', ...unconfirmed },
    {
      label: 'English tests',
      value:
        'Set by each university (University of Toronto, graduate: IELTS Academic 7.0 or TOEFL iBT 93); the PGWP needs CLB 7 for university graduates (from 1 November 2024), e.g. IELTS General Training 6.0 or CELPIP-General 7 in each skill',
      source: 'caPgwpEligibility', ...unconfirmed,
    },
    { label: 'Institutions', value: 'Hundreds of public universities and colleges', source: 'eduCanada', ...unconfirmed },
    {
      label: 'Visa fees',
      value: ['Study permit fee ', { amount: permitFee }, ' and biometrics fee ', { amount: biometricsFee }],
      source: 'caFees',
      ...checked,
    },
    {
      label: 'Post-study work',
      value: 'PGWP up to 3 years; a master’s programme of 8 months or more gets 3 years (from 15 February 2024)',
      source: 'caPgwp', ...unconfirmed,
    },
    {
      label: 'Tuition (indicative)',
      value: ['Average for international students, 2025/26: undergraduate ', { amount: undergraduate }, ', graduate ', { amount: graduate }, ' a year'],
      source: 'caTuition', ...unconfirmed,
    },
  ],
  changes: [
    {
      date: '2026-01-01',
      change:
        'Master’s and doctoral students at public designated learning institutions no longer need a PAL/TAL and are outside the study permit cap; the 2026 cap is 155,000 new study permits (IRCC announcement, 25 November 2025).',
      meaning: 'Applying for a master’s or PhD at a public university or college: no PAL/TAL. Applying for a bachelor’s, diploma or certificate: you still need one, so ask your school for it with your offer.',
      source: 'caPal',
      ...unconfirmed,
    },
    {
      date: '2025-09-01',
      change: ['Proof of funds for a study permit rose to ', { amount: funds }, ' a year for one person (from CAD 20,635).'],
      meaning: 'Show it on top of first-year tuition and travel.',
      source: 'caFunds',
      ...checked,
    },
    {
      date: '2024-11-01',
      change: 'Post-graduation work permit applicants need CLB 7 (university graduates) or CLB 5 (college graduates).',
      meaning: 'Plan an IELTS General Training, CELPIP or PTE Core test before you graduate.',
      source: 'caPgwpEligibility',
      ...unconfirmed,
    },
    {
      date: '2024-02-15',
      change: 'Graduates of a master’s programme of 8 months or more can get a 3-year post-graduation work permit.',
      meaning: 'A one-year master’s can lead to 3 years of work in Canada, if PGWP-eligible.',
      source: 'caPgwp',
      ...unconfirmed,
    },
    {
      date: '2024-01-22',
      change: 'A national cap on study permit applications began; most applications needed a PAL/TAL.',
      meaning: 'Until 2026 this included master’s and doctoral students; see the entry above for who needs one now. An application without a required PAL/TAL is returned.',
      source: 'caPal',
      ...unconfirmed,
    },
  ],
  usefulLinks: [
    { label: 'IRCC: Study permit', source: 'caStudyPermit' },
    { label: 'IRCC: Proof of financial support', source: 'caFunds' },
    { label: 'IRCC: Provincial or territorial attestation letter', source: 'caPal' },
    { label: 'IRCC: Post-graduation work permit', source: 'caPgwp' },
  ],
  costs,
  lastReviewed: '2026-11-26',
} satisfies DestinationRecord;
