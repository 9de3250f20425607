import type { DestinationCosts, DestinationRecord } from '../types';
import { checked, checked27Nov, unconfirmed } from './review';

const costs = {
  currency: 'GBP',
  // One range for undergraduate and postgraduate courses alike, as Study UK gives it.
  tuition: [{ label: 'Tuition', level: 'any', min: 10000, max: 38000, period: 'year', source: 'ukCosts', ...unconfirmed }],
  living: [
    { label: 'Courses outside London', min: 1136, max: 1136, period: 'month', source: 'ukMoney', ...unconfirmed },
    { label: 'Courses in London', min: 1483, max: 1483, period: 'month', source: 'ukMoney', ...unconfirmed },
  ],
  livingNote: 'The money GOV.UK asks Student visa applicants to show for each month (for up to 9 months); the estimate counts it for every month of study.',
  visa: [{ label: 'Student visa application fee', min: 524, max: 524, period: 'once', source: 'ukStudentVisa', ...unconfirmed, since: '2025-04-09' }],
  health: [
    { label: 'Immigration health surcharge', min: 776, max: 776, period: 'year', source: 'ukHealthSurcharge', ...unconfirmed, since: '2024-02-06' },
  ],
  healthNote:
    'Paid up front for the whole visa, which runs a few months past the course (half the yearly amount for a part-year of six months or less); the estimate counts it for the months of study.',
} satisfies DestinationCosts;

const tuition = costs.tuition[0]!;
const visaFee = costs.visa[0]!;
const surcharge = costs.health[0]!;

export const uk = {
  name: 'UK',
  fullName: 'the United Kingdom',
  flag: 'GB',
  news: 'uk',
  faq: 'United Kingdom',
  bannerTitle: 'Study In UK',
  summary:
    'Shorter degrees at about 260 higher-education providers, a September main intake and the Graduate visa to work after you finish.',
  metaDescription:
    'Study in the UK: English requirements, about 260 providers, September, January and May intakes, the Graduate visa and tuition ranges.',
  why: {
    intro: [
      'The United Kingdom is home to some of the world’s oldest universities and a wide range of modern ones. Many taught master’s programmes are shorter than in other countries, which can lower the total cost of your degree and time away from work.',
      'After graduating, eligible students can switch to the Graduate visa to work or look for work. Its length is changing for applications from 1 January 2027, so plan your timeline with the current rules in mind.',
    ],
    points: [
      {
        title: 'Shorter programmes',
        text: 'Many taught master’s degrees are designed to be completed in a shorter time than elsewhere, saving tuition and living costs.',
      },
      {
        title: 'Wide choice of providers',
        text: 'About 260 higher-education providers offer courses from research-led universities to specialist institutions.',
      },
      {
        title: 'Post-study work',
        text: 'The Graduate visa currently gives 2 years (3 for PhD graduates); for applications from 1 January 2027 the 2-year period becomes 18 months.',
      },
      {
        title: 'Multiple intakes',
        text: 'September is the main intake, with January and a few May starts for students who need more time.',
      },
    ],
  },
  about: {
    intro:
      'Universities set their own English requirements; the typical scores below are standard entry levels such as Lancaster’s (IELTS 6.5, TOEFL iBT 87, PTE 58), and some courses ask for more. For the Student visa itself, degree-level study needs English at CEFR level B2.',
    stats: [
      // Lancaster's own page states all three: IELTS 6.5 overall (5.5 in each element), confirmed on 26 November 2026;
      // TOEFL iBT 87 and PTE Academic 58, confirmed on 27 November 2026. Exeter's higher 90 and 67 are one university's, not typical.
      { title: 'Minimum IELTS Score', number: 6.5, decimals: 1, icon: 'languages', source: 'ukUniversityEnglish', ...checked },
      { title: 'Higher-Education Providers (approx.)', number: 260, icon: 'building', source: 'ukNumbers', ...unconfirmed },
      { title: 'Typical TOEFL Score', number: 87, icon: 'book-open', source: 'ukUniversityEnglish', ...checked27Nov },
      { title: 'Typical PTE Score', number: 58, icon: 'target', source: 'ukUniversityEnglish', ...checked27Nov },
    ],
  },
  englishTests: [
    { test: 'IELTS Academic', score: '6.5 overall', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical university requirement (e.g. Lancaster’s standard entry level)', source: 'ukUniversityEnglish', ...checked },
    { test: 'TOEFL iBT', score: '87 total', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical university requirement (e.g. Lancaster’s standard entry level)', source: 'ukUniversityEnglish', ...checked27Nov },
    { test: 'PTE Academic', score: '58 overall', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical university requirement (e.g. Lancaster’s standard entry level)', source: 'ukUniversityEnglish', ...checked27Nov },
  ],
  universities: [
    {
      name: 'University of Oxford',
      logo: '/images/destinations/uk/university-of-oxford.svg',
      blurb:
        'One of the world’s oldest universities, with a collegiate system and tutorial teaching across the humanities, sciences and social sciences.',
    },
    {
      name: 'University of Cambridge',
      logo: '/images/destinations/uk/university-of-cambridge.svg',
      blurb:
        'A collegiate research university known for mathematics, natural sciences, engineering and a long record of scientific discovery.',
    },
    {
      name: 'Imperial College London',
      logo: '/images/destinations/uk/imperial-college-london.svg',
      blurb:
        'A London university focused on science, engineering, medicine and business, with strong links to industry.',
    },
    {
      name: 'University College London (UCL)',
      logo: '/images/destinations/uk/university-college-london.svg',
      blurb:
        'A large multidisciplinary university in central London, offering programmes from architecture and law to engineering and life sciences.',
    },
  ],
  intakes: [
    {
      intakeImg: '/images/intakes/autumn.svg',
      intakeName: 'Autumn',
      date: 'September',
      intakeSubtext:
        'The main intake, when almost every programme starts. Apply early, because popular courses fill up and your CAS and visa take time.',
    },
    {
      intakeImg: '/images/intakes/spring.svg',
      intakeName: 'Spring',
      date: 'January',
      intakeSubtext:
        'A second intake for a good number of programmes, useful if your results or test scores arrive late.',
    },
    {
      intakeImg: '/images/intakes/summer.svg',
      intakeName: 'Summer',
      date: 'May',
      intakeSubtext: 'A small intake offered by a few universities for selected courses; check availability early.',
    },
  ],
  tips: [
    {
      step: 'Step 01',
      title: 'Shortlist by course',
      description:
        'Compare course modules, teaching style and total cost rather than the university name alone, and check each course’s entry requirements.',
      vectorIcon: 'search',
    },
    {
      step: 'Step 02',
      title: 'Meet the English requirement',
      description:
        'Aim for the score your university asks for (often IELTS 6.5 for postgraduate study) and remember the visa needs CEFR B2 for degree-level study.',
      vectorIcon: 'languages',
    },
    {
      step: 'Step 03',
      title: 'Plan your funds',
      description:
        'Budget for tuition, living costs and visa charges, and keep your financial documents ready in the form GOV.UK asks for.',
      vectorIcon: 'wallet',
    },
    {
      step: 'Step 04',
      title: 'Apply early for September',
      description:
        'Apply well before the main intake so you have time to accept your offer, receive your CAS and apply for the Student visa.',
      vectorIcon: 'calendar',
    },
  ],
  facts: [
    {
      label: 'Student visa',
      value: 'Student visa, sponsored by your university through a CAS',
      source: 'ukStudentVisa', ...unconfirmed,
    },
    // Study UK states that the academic year starts in September or October and that some courses offer other start
    // dates; no official page names January and May, so the figure stays not yet confirmed.
    { label: 'Intakes', value: 'September (main), January, May (few)', source: 'ukStudyModes', ...unconfirmed },
    {
      label: 'English tests',
      value:
        'Universities set their own scores (a typical entry level is above); for degree-level study the Student visa needs English at CEFR level B2',
      source: 'ukEnglish', ...unconfirmed,
    },
    {
      label: 'Institutions',
      value: 'About 260 higher-education providers (HESA, 2022–23)',
      source: 'ukNumbers', ...unconfirmed,
    },
    {
      label: 'Post-study work',
      value: 'Graduate visa: 2 years (PhD: 3); 18 months for applications from 1 January 2027',
      source: 'ukGraduateVisa', ...unconfirmed,
    },
    {
      label: 'Dependants',
      value:
        'On a taught master’s course that started on or after 1 January 2024 you cannot bring a partner or children on your Student visa; only PhD, other doctoral and research-based postgraduate students (or government-sponsored students) can',
      source: 'ukFamily',
      ...unconfirmed,
    },
    {
      label: 'Visa fees',
      value: ['Student visa application fee ', { amount: visaFee }, ' from outside the UK, plus the immigration health surcharge of ', { amount: surcharge }, ' a year, paid up front'],
      source: 'ukStudentVisa',
      ...unconfirmed,
    },
    { label: 'Tuition (indicative)', value: ['About ', { amount: tuition, style: 'thousands' }, ' a year'], source: 'ukCosts', ...unconfirmed },
  ],
  changes: [
    {
      date: '2027-01-01',
      change: 'Graduate visas applied for from this date last 18 months (2 years before; 3 years after a PhD, unchanged).',
      meaning: 'If you finish a one-year master’s in late 2026, applying by 31 December 2026 still gives 2 years; later applications get 18 months.',
      source: 'ukGraduateVisa',
      ...unconfirmed,
    },
    {
      date: '2025-04-09',
      change: ['The Student visa application fee from outside the UK rose to ', { amount: visaFee }, '.'],
      meaning: 'Budget for it with the health surcharge when you get your CAS; the estimate below uses it.',
      source: 'ukStudentVisa',
      ...unconfirmed,
    },
    {
      date: '2024-02-06',
      change: ['The immigration health surcharge for students rose to ', { amount: surcharge }, ' a year.'],
      meaning: 'It is paid up front for the whole visa, which runs a few months past your course: about £1,164 for a one-year master’s.',
      source: 'ukHealthSurcharge',
      ...unconfirmed,
    },
    {
      date: '2024-01-01',
      change: 'Students on taught postgraduate courses starting from this date can no longer bring dependants.',
      meaning: 'A one-year taught master’s means coming alone; a partner or children can come only with a PhD or research-based degree.',
      source: 'ukFamily',
      ...unconfirmed,
    },
  ],
  usefulLinks: [
    { label: 'GOV.UK: Student visa', source: 'ukStudentVisa' },
    { label: 'GOV.UK: Graduate visa', source: 'ukGraduateVisa' },
    { label: 'GOV.UK: Student visa, your partner and children', source: 'ukFamily' },
    { label: 'Study UK (British Council): cost of studying', source: 'ukCosts' },
  ],
  costs,
  lastReviewed: '2026-11-26',
} satisfies DestinationRecord;
