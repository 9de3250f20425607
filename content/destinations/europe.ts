import type { DestinationCosts, DestinationRecord } from '../types';
import { checked, unconfirmed } from './review';

const costs = {
  currency: 'EUR',
  // The semester fee comes first: it is what most students at public universities pay, at either level.
  tuition: [
    { label: 'Public universities (semester fee)', level: 'any', min: 150, max: 350, period: 'semester', source: 'daadCosts', ...unconfirmed },
    { label: 'Baden-Württemberg (non-EU students)', level: 'any', min: 1500, max: 1500, period: 'semester', source: 'daadCosts', ...unconfirmed },
    // Confirmed on TUM's own tuition page on 26 November 2026: usually €2,000 or €3,000 (bachelor's), €4,000 or €6,000 (master's).
    { label: 'TUM bachelor’s (non-EU students)', level: 'undergraduate', min: 2000, max: 3000, period: 'semester', source: 'tumTuition', ...checked },
    { label: 'TUM master’s (non-EU students)', level: 'postgraduate', min: 4000, max: 6000, period: 'semester', source: 'tumTuition', ...checked },
  ],
  // Confirmed on the Federal Foreign Office's blocked-account page on 26 November 2026: €11,904 a year (€992 a month),
  // applied to student visa applications from 1 September 2024 after a transition.
  living: [{ label: 'Blocked account', min: 11904, max: 11904, period: 'year', source: 'deBlockedAccount', ...checked, since: '2024-09-01' }],
  livingNote: 'The yearly amount a German student visa usually asks you to hold in a blocked account.',
  visa: [{ label: 'National (D) visa fee', min: 75, max: 75, period: 'once', source: 'deVisaFee', ...unconfirmed }],
  health: {
    none: true,
    why: 'Health insurance is compulsory to enrol, but the insurers set the contribution each year, so it is not in the estimate; ask your insurer for the current student rate.',
  },
} satisfies DestinationCosts;

const semesterFee = costs.tuition[0]!;
const badenWuerttemberg = costs.tuition[1]!;
const tumBachelor = costs.tuition[2]!;
const tumMaster = costs.tuition[3]!;
const blocked = costs.living[0]!;
const visaFee = costs.visa[0]!;

/**
 * The Europe page is a guide to Germany, the European country most Indian students choose:
 * its title, menu label, lead and headings say so. The route stays /study-abroad/europe and the record
 * keeps the spec's "European Union" news tab and "European Countries" FAQ group (spec §2), which link here.
 */
export const europe = {
  name: 'Europe',
  pageName: 'Germany',
  menuLabel: 'Study in Europe: Germany guide',
  fullName: 'Germany',
  flag: 'EU',
  news: 'eu',
  faq: 'European Countries',
  alsoCovers: [{ name: 'Germany', slug: 'germany', flag: 'DE', news: 'germany', faq: 'Germany' }],
  bannerTitle: 'Study In Germany',
  summary:
    'Our Europe guide covers Germany, the European country most Indian students choose: no tuition at most public universities, about 400 institutions and up to 18 months to find work after graduating.',
  metaDescription:
    'Our Europe guide is a guide to Germany: public university fees, APS, the blocked account, intakes and post-study work for Indian students.',
  why: {
    intro: [
      'Europe offers high-quality, often low-cost higher education, and a growing number of programmes are taught in English. Germany is the most popular choice for Indian students: most public universities charge no tuition, only a semester fee.',
      'This guide covers Germany only: each European country sets its own admission and visa rules, so for Ireland, France, the Netherlands or elsewhere ask a counsellor. Indian applicants to German universities need an APS certificate and usually a blocked account before they can apply for the national (D) student visa.',
    ],
    points: [
      {
        title: 'Low or no tuition',
        text: [
          'Most German public universities charge no tuition, only a semester fee of about ',
          { amount: semesterFee, style: 'prefixOnce' },
          '. Non-EU students pay tuition in Baden-Württemberg (',
          { amount: badenWuerttemberg, style: 'prefixOnce' },
          ' a semester) and at TUM (since winter 2024/25, usually ',
          { amount: tumBachelor, style: 'prefixOnce' },
          ' a semester for a bachelor’s, ',
          { amount: tumMaster, style: 'prefixOnce' },
          ' for a master’s).',
        ],
      },
      {
        title: 'Strong in engineering and research',
        text: 'About 400 higher-education institutions, including research universities and practice-oriented universities of applied sciences.',
      },
      {
        title: 'Time to find a job',
        text: 'Graduates in Germany can stay up to 18 months to look for work after finishing their degree.',
      },
      {
        title: 'Two semesters to start',
        text: 'Most programmes start in the winter semester (October), and some in the summer semester (April).',
      },
    ],
  },
  about: {
    intro:
      'Figures below are for Germany. Programmes usually expect B2 in the teaching language; for English-taught programmes that often means scores such as IELTS 6.5 or PTE 59. Check each university’s page, because requirements differ by programme.',
    stats: [
      {
        title: 'Higher-Education Institutions in Germany (approx.)',
        number: 400,
        icon: 'building',
        source: 'researchInGermanyUniversities', ...checked,
      },
      {
        title: 'Semester Fee at Public Universities (€)',
        number: semesterFee.min,
        display: `${semesterFee.min}–${semesterFee.max}`,
        icon: 'wallet',
        source: 'daadCosts', ...unconfirmed,
      },
      { title: 'Blocked Account (€ / year)', number: blocked.min, icon: 'piggy-bank', source: 'deBlockedAccount', ...checked },
      { title: 'Job-Search Period After Graduating (up to, months)', number: 18, icon: 'briefcase', source: 'deStudentVisa', ...unconfirmed },
    ],
  },
  englishTests: [
    { test: 'IELTS Academic', score: '6.5 overall', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical for English-taught programmes in Germany (B2)', source: 'daadLanguage', ...unconfirmed },
    { test: 'PTE Academic', score: '59', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical for English-taught programmes in Germany (B2)', source: 'daadLanguage', ...unconfirmed },
    { test: 'TOEFL iBT', score: '88', purpose: 'admission', kind: 'one university', basis: 'Technical University of Munich, English-taught programmes', source: 'tumEnglish', ...unconfirmed },
  ],
  universities: [
    {
      name: 'Technical University of Munich (TUM)',
      logo: '/images/destinations/europe/technical-university-of-munich.svg',
      blurb:
        [
          'A leading technical university in Bavaria, known for engineering, computer science, natural sciences and close ties to industry; students from outside the EU who start from winter 2024/25 pay tuition (usually ',
          { amount: tumBachelor, style: 'prefixOnce' },
          ' a semester for a bachelor’s, ',
          { amount: tumMaster, style: 'prefixOnce' },
          ' for a master’s).',
        ],
    },
    {
      name: 'LMU Munich',
      logo: '/images/destinations/europe/lmu-munich.svg',
      blurb:
        'Ludwig-Maximilians-Universität, a large research university in Munich with a wide range of subjects from physics to economics.',
    },
    {
      name: 'Heidelberg University',
      logo: '/images/destinations/europe/heidelberg-university.svg',
      blurb:
        'Germany’s oldest university, in Baden-Württemberg, known for medicine, life sciences and the humanities; note the state’s tuition fee for non-EU students.',
    },
    {
      name: 'RWTH Aachen University',
      logo: '/images/destinations/europe/rwth-aachen-university.svg',
      blurb:
        'A technical university in western Germany, known for mechanical, electrical and production engineering and applied research.',
    },
  ],
  intakes: [
    {
      intakeImg: '/images/intakes/winter-semester.svg',
      intakeName: 'Winter Semester',
      date: 'October',
      intakeSubtext:
        'The main intake, with the most programmes. Applications usually close around 15 July, and some programmes set earlier deadlines.',
    },
    {
      intakeImg: '/images/intakes/summer-semester.svg',
      intakeName: 'Summer Semester',
      date: 'April',
      intakeSubtext:
        'A smaller intake for selected programmes. Applications usually close around 15 January; check each programme.',
    },
  ],
  tips: [
    {
      step: 'Step 01',
      title: 'Get your APS certificate',
      description:
        'Indian applicants to German universities need an APS certificate (required since 1 November 2022), so apply for it before your university applications.',
      vectorIcon: 'badge-check',
    },
    {
      step: 'Step 02',
      title: 'Check the teaching language',
      description:
        'Confirm whether your programme is taught in English or German and what level it expects, usually B2 in the teaching language.',
      vectorIcon: 'languages',
    },
    {
      step: 'Step 03',
      title: 'Plan your blocked account',
      description:
        ['For a German student visa you usually show funds in a blocked account (', { amount: blocked, style: 'prefixOnce' }, ' a year); arrange it before your visa appointment.'],
      vectorIcon: 'piggy-bank',
    },
    {
      step: 'Step 04',
      title: 'Mind the deadlines',
      description:
        'Winter-semester applications usually close around 15 July and summer-semester ones around 15 January, with many earlier.',
      vectorIcon: 'calendar',
    },
  ],
  facts: [
    {
      label: 'Student visa',
      value: ['Germany: national (D) visa; blocked account ', { amount: blocked, style: 'prefixOnce' }, ' a year'],
      source: 'deBlockedAccount', ...checked,
    },
    {
      label: 'APS certificate',
      value: 'Indian applicants need an APS certificate, which verifies their academic documents, before applying for the student visa (since 1 November 2022)',
      source: 'deApsVisaNotice',
      ...checked,
    },
    {
      label: 'Intakes',
      value: 'Winter semester (October; apply by about 15 July), summer semester (April; apply by about 15 January)',
      source: 'daad', ...unconfirmed,
    },
    {
      label: 'English tests',
      value: 'Usually B2 in the teaching language; e.g. IELTS 6.5 / PTE 59',
      source: 'daadLanguage', ...unconfirmed,
    },
    {
      label: 'Institutions',
      value: 'About 400 higher-education institutions (120 universities, 210 universities of applied sciences)',
      source: 'researchInGermanyUniversities', ...checked,
    },
    {
      label: 'Visa fees',
      value: ['National (D) visa fee ', { amount: visaFee }, ', paid at the visa appointment'],
      source: 'deVisaFee',
      ...unconfirmed,
    },
    {
      label: 'Post-study work',
      value: 'Up to 18 months to look for work after graduating',
      source: 'deStudentVisa', ...unconfirmed,
    },
    {
      label: 'Tuition (indicative)',
      value: [
        'Most public universities: no tuition, a ',
        { amount: semesterFee, style: 'prefixOnce' },
        ' semester fee; non-EU students pay ',
        { amount: badenWuerttemberg, style: 'prefixOnce' },
        ' per semester in Baden-Württemberg and, at TUM, ',
        { amount: tumBachelor, style: 'prefixOnce' },
        ' (bachelor’s) or ',
        { amount: tumMaster, style: 'prefixOnce' },
        ' (master’s) per semester',
      ],
      source: 'daadCosts', ...unconfirmed,
    },
  ],
  changes: [
    {
      date: '2024-10-01',
      change: 'TUM charges tuition to students from outside the EU who start from the 2024/25 winter semester.',
      meaning: ['Budget usually ', { amount: tumBachelor, style: 'prefixOnce' }, ' a semester for a bachelor’s and ', { amount: tumMaster, style: 'prefixOnce' }, ' for a master’s at TUM.'],
      source: 'tumTuition',
      ...checked,
    },
    {
      // The Federal Foreign Office gives €11,904 as the yearly amount from 1 January 2025 and applies it to student
      // visa applications from 1 September 2024, after a transition (checked 26 November 2026); this entry said 1 January 2025.
      date: '2024-09-01',
      change: ['The blocked account for a student visa rose to ', { amount: blocked }, ' a year (€992 a month), for student visa applications from 1 September 2024.'],
      meaning: 'Transfer the full year’s amount before your visa appointment; an older, smaller deposit is not enough.',
      source: 'deBlockedAccount',
      ...checked,
    },
    {
      date: '2022-11-01',
      change: 'Indian applicants need an APS certificate before applying for a German student visa.',
      meaning: 'Apply to APS India first: it takes weeks, and the visa appointment needs the certificate.',
      source: 'deApsVisaNotice',
      ...checked,
    },
  ],
  usefulLinks: [
    { label: 'Make it in Germany: student visa', source: 'deStudentVisa' },
    { label: 'DAAD: study in Germany', source: 'daad' },
    { label: 'APS India: academic evaluation centre', source: 'aps' },
  ],
  costs,
  lastReviewed: '2026-11-26',
} satisfies DestinationRecord;
