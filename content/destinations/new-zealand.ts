import type { DestinationCosts, DestinationRecord } from '../types';
import { checked, unconfirmed } from './review';

const costs = {
  currency: 'NZD',
  tuition: [
    { label: 'Undergraduate', level: 'undergraduate', min: 22000, max: 35000, period: 'year', source: 'studyWithNz', ...unconfirmed },
    { label: 'Master’s', level: 'postgraduate', min: 26000, max: 37000, period: 'year', source: 'studyWithNz', ...unconfirmed },
  ],
  // Confirmed on immigration.govt.nz (student fund requirements) on 26 November 2026.
  living: [{ label: 'Living-cost funds', min: 20000, max: 20000, period: 'year', source: 'nzFunds', ...checked }],
  livingNote: 'The funds Immigration New Zealand asks you to show for each year of study, on top of tuition.',
  visa: [{ label: 'Fee Paying Student Visa (from)', min: 850, max: 850, period: 'once', source: 'nzStudentVisa', ...unconfirmed }],
  health: {
    none: true,
    why: 'You must have insurance acceptable to your education provider, but insurers set its price, so it is not in the estimate.',
  },
} satisfies DestinationCosts;

const undergraduate = costs.tuition[0]!;
const masters = costs.tuition[1]!;
const funds = costs.living[0]!;
const visaFee = costs.visa[0]!;

export const newZealand = {
  name: 'New Zealand',
  fullName: 'New Zealand',
  flag: 'NZ',
  news: 'newzealand',
  faq: 'New Zealand',
  bannerTitle: 'Study In New Zealand',
  summary:
    'Eight universities, February and July intakes, and a 3-year post-study work visa after a master’s or PhD.',
  metaDescription:
    'Study in New Zealand: 8 universities, February and July intakes, the student visa’s living-cost funds, English scores and post-study work rules.',
  why: {
    intro: [
      'New Zealand has eight universities, each with its own strengths, in welcoming cities that are easy to get around. Teaching encourages independent thinking and practical research.',
      ['Master’s and PhD graduates can get a 3-year post-study work visa. For the student visa you must show living-cost funds of ', { amount: funds }, ' for each year of study, on top of your tuition.'],
    ],
    points: [
      {
        title: 'Eight universities',
        text: 'A small, well-regarded university sector, from Auckland in the north to Otago in the south.',
      },
      {
        title: 'Post-study work',
        text: 'A master’s or PhD leads to 3 years; for level 8 and below, the visa matches the length of your study.',
      },
      {
        title: 'Two intakes',
        text: 'Semester 1 starts in February and Semester 2 in July, so you can plan around your results.',
      },
      {
        title: 'Quality of life',
        text: 'Outdoor lifestyle, welcoming communities and cities that are easy to get around.',
      },
    ],
  },
  about: {
    intro:
      'English scores below are the University of Auckland’s postgraduate requirement (IELTS 6.5 with no band below 6.0, or TOEFL 90); other universities and programmes may differ.',
    stats: [
      { title: 'Universities', number: 8, icon: 'building', source: 'studyWithNz', ...unconfirmed },
      { title: 'Minimum IELTS Score', number: 6.5, decimals: 1, icon: 'languages', source: 'nzAucklandEnglish', ...unconfirmed },
      { title: 'Living-Cost Funds (NZD / year)', number: funds.min, icon: 'wallet', source: 'nzFunds', ...checked },
      { title: 'Post-Study Work, Master’s/PhD (years)', number: 3, icon: 'briefcase', source: 'nzStayingToWork', ...checked },
    ],
  },
  englishTests: [
    { test: 'IELTS Academic', score: '6.5 overall, no band below 6.0', purpose: 'admission', kind: 'one university', basis: 'University of Auckland, postgraduate', source: 'nzAucklandEnglish', ...unconfirmed },
    { test: 'TOEFL iBT', score: '90, with 21 in writing', purpose: 'admission', kind: 'one university', basis: 'University of Auckland, postgraduate', source: 'nzAucklandEnglish', ...unconfirmed },
    {
      test: 'PTE Academic',
      score: '58, no communicative skill below 50',
      purpose: 'admission',
      kind: 'one university',
      basis: 'Victoria University of Wellington, postgraduate',
      source: 'nzWellingtonEnglish',
      ...checked,
    },
    {
      test: 'Duolingo English Test',
      score: '120, no subscore below 105',
      purpose: 'admission',
      kind: 'one university',
      basis: 'Victoria University of Wellington, postgraduate',
      source: 'nzWellingtonEnglish',
      ...checked,
    },
  ],
  universities: [
    {
      name: 'University of Auckland',
      logo: '/images/destinations/new-zealand/university-of-auckland.svg',
      blurb:
        'New Zealand’s largest university, in its largest city, with a broad range of programmes in engineering, business, science and the arts.',
    },
    {
      name: 'University of Otago',
      logo: '/images/destinations/new-zealand/university-of-otago.svg',
      blurb:
        'New Zealand’s oldest university, in Dunedin, known for health sciences, the sciences and a lively student town.',
    },
    {
      name: 'Victoria University of Wellington',
      logo: '/images/destinations/new-zealand/victoria-university-of-wellington.svg',
      blurb:
        'A university in the capital, Wellington, known for law, public policy, the humanities and the creative industries.',
    },
    {
      name: 'University of Canterbury',
      logo: '/images/destinations/new-zealand/university-of-canterbury.svg',
      blurb:
        'A university in Christchurch known for engineering, forestry and the sciences, with a spacious campus.',
    },
  ],
  intakes: [
    {
      intakeImg: '/images/intakes/semester-1.svg',
      intakeName: 'Semester 1',
      date: 'February',
      intakeSubtext: 'The main intake, when most programmes start. Apply early to leave time for your student visa.',
    },
    {
      intakeImg: '/images/intakes/semester-2.svg',
      intakeName: 'Semester 2',
      date: 'July',
      intakeSubtext: 'The second intake, available for many programmes; useful if you need more time to prepare.',
    },
  ],
  tips: [
    {
      step: 'Step 01',
      title: 'Choose February or July',
      description:
        'Pick your intake early and check that your programme starts then, so offers and visa timing line up.',
      vectorIcon: 'calendar',
    },
    {
      step: 'Step 02',
      title: 'Show genuine funds',
      description:
        ['Prepare evidence of ', { amount: funds }, ' a year for living costs, plus tuition, from a source Immigration New Zealand can verify.'],
      vectorIcon: 'wallet',
    },
    {
      step: 'Step 03',
      title: 'Check band scores',
      description:
        'Look at the minimum for each section, not just the overall score; for example Auckland asks for no IELTS band below 6.0 for postgraduate study.',
      vectorIcon: 'languages',
    },
    {
      step: 'Step 04',
      title: 'Plan your post-study path',
      description:
        'Choose your qualification level with post-study work in mind: a master’s or PhD leads to a 3-year visa.',
      vectorIcon: 'briefcase',
    },
  ],
  facts: [
    { label: 'Student visa', value: ['Student visa; funds of ', { amount: funds }, ' a year for living costs'], source: 'nzFunds', ...checked },
    { label: 'Intakes', value: 'February (Semester 1), July (Semester 2)', source: 'studyWithNz', ...unconfirmed },
    {
      label: 'English tests',
      value: 'IELTS 6.5 (no band below 6.0), TOEFL 90 (University of Auckland, postgraduate)',
      source: 'nzAucklandEnglish', ...unconfirmed,
    },
    { label: 'Institutions', value: '8 universities', source: 'studyWithNz', ...unconfirmed },
    {
      label: 'Visa fees',
      value: ['Fee Paying Student Visa from ', { amount: visaFee }, ', depending on where and how you apply'],
      source: 'nzStudentVisa',
      ...unconfirmed,
    },
    {
      label: 'Post-study work',
      value: 'Master’s/PhD: 3 years; level 8 and below: the length of your study',
      source: 'nzStayingToWork', ...checked,
    },
    {
      label: 'Tuition (indicative)',
      value: [{ amount: undergraduate, style: 'thousands' }, ' a year for undergraduate, ', { amount: masters, style: 'thousands' }, ' for master’s'],
      source: 'studyWithNz', ...unconfirmed,
    },
  ],
  // No rule change was confirmed from an official page since our last review; the one entry records the check.
  changes: [
    {
      date: '2026-11-26',
      change: ['Checked, no change: student visa living-cost funds for tertiary study are ', { amount: funds }, ' for each year (NZD 1,667 a month for study shorter than a year).'],
      meaning: 'Show this on top of tuition and a ticket home, from a source Immigration New Zealand can confirm; an education loan counts only from the banks it accepts.',
      source: 'nzFunds',
      ...checked,
    },
  ],
  usefulLinks: [
    { label: 'Immigration New Zealand: Fee Paying Student Visa', source: 'nzStudentVisa' },
    { label: 'Immigration New Zealand: student fund requirements', source: 'nzFunds' },
    { label: 'Immigration New Zealand: Post Study Work Visa', source: 'nzPostStudy' },
    { label: 'Study with New Zealand (Education New Zealand)', source: 'studyWithNz' },
  ],
  costs,
  lastReviewed: '2026-11-26',
} satisfies DestinationRecord;
