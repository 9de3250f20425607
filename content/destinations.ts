import type { EnglishTest, CostFigure, CoveredCountry, Destination, DestinationCosts, FaqCountry, NewsCountry } from './types';
import type { TopicOption } from './contactTopics';
import { formatNumber, slugify } from '@/lib/format';
import { formatMoney, thousands } from '@/lib/money';
import { sourceUrls } from './sources';

/**
 * The six study-abroad destinations (/study-abroad/{slug}), in the navigation's order.
 *
 * The USA page's figures are the customer's (spec §2, §9). Every other figure comes from
 * shared/guides/destinations.md, with the official page beside it in `facts` so the next review is
 * quick. Rules change often: when a figure is updated, update `lastReviewed` too.
 */

const LAST_REVIEWED = '2026-11-01';

/** The official pages behind the figures (content/sources.ts), by key. */
const src = sourceUrls;

/** When the cost estimator's added figures (visa fees, living costs, health surcharge) were checked. */
const COSTS_CHECKED = '2026-11-24';

/**
 * Each destination's cost figures, once: the estimator reads them, and the texts below that state a
 * figure format it from here. `one(figure)` is a single amount (min = max).
 */
const usaCosts = {
  currency: 'USD',
  tuition: {
    own: true,
    why: 'Tuition varies by university: each US university states its own yearly cost of attendance, and your I-20 shows the figure for your programme.',
  },
  living: {
    own: true,
    why: 'There is no single official figure: your university’s cost of attendance (on your I-20) includes its estimate of living costs.',
  },
  visa: [
    { label: 'F-1 visa application fee', min: 185, max: 185, period: 'once', source: 'usVisaFee', asOf: COSTS_CHECKED, since: '2023-05-30' },
  ],
  visaNote: 'The SEVIS I-901 fee is paid separately to the Department of Homeland Security before the interview; check the current amount on Study in the States.',
  health: {
    none: true,
    why: 'The US sets no national health-cover charge for students: most universities require their own student health plan, priced in their cost of attendance.',
  },
} satisfies DestinationCosts;

const ukCosts = {
  currency: 'GBP',
  tuition: [{ label: 'Tuition', min: 10000, max: 38000, period: 'year', source: 'ukCosts', asOf: LAST_REVIEWED }],
  living: [
    { label: 'Courses outside London', min: 1136, max: 1136, period: 'month', source: 'ukMoney', asOf: COSTS_CHECKED },
    { label: 'Courses in London', min: 1483, max: 1483, period: 'month', source: 'ukMoney', asOf: COSTS_CHECKED },
  ],
  livingNote: 'The money GOV.UK asks Student visa applicants to show for each month (for up to 9 months); the estimate counts it for every month of study.',
  visa: [{ label: 'Student visa application fee', min: 524, max: 524, period: 'once', source: 'ukVisaFee', asOf: COSTS_CHECKED, since: '2025-04-09' }],
  health: [
    { label: 'Immigration health surcharge', min: 776, max: 776, period: 'year', source: 'ukHealthSurcharge', asOf: COSTS_CHECKED, since: '2024-02-06' },
  ],
  healthNote:
    'Paid up front for the whole visa, which runs a few months past the course (half the yearly amount for a part-year of six months or less); the estimate counts it for the months of study.',
} satisfies DestinationCosts;

const canadaCosts = {
  currency: 'CAD',
  tuition: [
    { label: 'Undergraduate (average)', min: 41746, max: 41746, period: 'year', source: 'caTuition', asOf: LAST_REVIEWED },
    { label: 'Graduate (average)', min: 24028, max: 24028, period: 'year', source: 'caTuition', asOf: LAST_REVIEWED },
  ],
  living: [{ label: 'Proof of funds', min: 22895, max: 22895, period: 'year', source: 'caFunds', asOf: LAST_REVIEWED, since: '2025-09-01' }],
  livingNote: 'IRCC’s proof-of-funds amount for one student, on top of tuition and travel.',
  visa: [
    { label: 'Study permit fee', min: 150, max: 150, period: 'once', source: 'caFees', asOf: COSTS_CHECKED },
    { label: 'Biometrics fee', min: 85, max: 85, period: 'once', source: 'caFees', asOf: COSTS_CHECKED },
  ],
  health: {
    none: true,
    why: 'Health cover depends on the province: some include international students in the provincial plan, others require your university’s insurance, so its cost is not in the estimate.',
  },
} satisfies DestinationCosts;

const australiaCosts = {
  currency: 'AUD',
  tuition: [
    { label: 'Undergraduate', min: 20000, max: 45000, period: 'year', source: 'studyAustralia', asOf: LAST_REVIEWED },
    { label: 'Master’s', min: 22000, max: 50000, period: 'year', source: 'studyAustralia', asOf: LAST_REVIEWED },
  ],
  living: [{ label: 'Living costs', min: 29710, max: 29710, period: 'year', source: 'auLivingCosts', asOf: COSTS_CHECKED, since: '2024-05-10' }],
  livingNote: 'The yearly living-cost amount Home Affairs asks Student visa applicants to show.',
  visa: [{ label: 'Student visa application fee', min: 2000, max: 2000, period: 'once', source: 'auStudentVisa', asOf: LAST_REVIEWED, since: '2025-07-01' }],
  health: {
    none: true,
    why: 'Overseas Student Health Cover (OSHC) is required for your whole stay, but insurers set its price, so it is not in the estimate; ask for a quote with your offer.',
  },
} satisfies DestinationCosts;

const europeCosts = {
  currency: 'EUR',
  tuition: [
    { label: 'Public universities (semester fee)', min: 150, max: 350, period: 'semester', source: 'daadCosts', asOf: LAST_REVIEWED },
    { label: 'Baden-Württemberg (non-EU students)', min: 1500, max: 1500, period: 'semester', source: 'daadCosts', asOf: LAST_REVIEWED },
    { label: 'TUM (non-EU students)', min: 2000, max: 6000, period: 'semester', source: 'daadCosts', asOf: LAST_REVIEWED },
  ],
  living: [{ label: 'Blocked account', min: 11904, max: 11904, period: 'year', source: 'deStudentVisa', asOf: LAST_REVIEWED }],
  livingNote: 'The yearly amount a German student visa usually asks you to hold in a blocked account.',
  visa: [{ label: 'National (D) visa fee', min: 75, max: 75, period: 'once', source: 'deVisaFee', asOf: COSTS_CHECKED }],
  health: {
    none: true,
    why: 'Health insurance is compulsory to enrol, but the insurers set the contribution each year, so it is not in the estimate; ask your insurer for the current student rate.',
  },
} satisfies DestinationCosts;

const newZealandCosts = {
  currency: 'NZD',
  tuition: [
    { label: 'Undergraduate', min: 22000, max: 35000, period: 'year', source: 'studyWithNz', asOf: LAST_REVIEWED },
    { label: 'Master’s', min: 26000, max: 37000, period: 'year', source: 'studyWithNz', asOf: LAST_REVIEWED },
  ],
  living: [{ label: 'Living-cost funds', min: 20000, max: 20000, period: 'year', source: 'nzFunds', asOf: LAST_REVIEWED }],
  livingNote: 'The funds Immigration New Zealand asks you to show for each year of study, on top of tuition.',
  visa: [{ label: 'Fee Paying Student Visa (from)', min: 850, max: 850, period: 'once', source: 'nzStudentVisa', asOf: COSTS_CHECKED }],
  health: {
    none: true,
    why: 'You must have insurance acceptable to your education provider, but insurers set its price, so it is not in the estimate.',
  },
} satisfies DestinationCosts;

/** A single figure's amount (its min; min = max). */
const one = (figure: CostFigure) => figure.min;
/** "£10k–£38k", "AUD 20k–45k": a tuition range in thousands. */
const kRange = (f: CostFigure, prefix: string, repeat = false) => `${prefix}${thousands(f.min)}–${repeat ? prefix : ''}${thousands(f.max)}`;

/** "€150–350", "€1,500": euro amounts as the Germany texts write them (the symbol once). */
const euroRange = (f: CostFigure) => `€${formatNumber(f.min)}${f.max === f.min ? '' : `–${formatNumber(f.max)}`}`;

const [ukTuition] = ukCosts.tuition;
const [caUndergraduate, caGraduate] = canadaCosts.tuition;
const [caFunds] = canadaCosts.living;
const [auUndergraduate, auMasters] = australiaCosts.tuition;
const [auVisa] = australiaCosts.visa;
const [deSemesterFee, deBadenWuerttemberg, deTum] = europeCosts.tuition;
const [deBlocked] = europeCosts.living;
const [nzUndergraduate, nzMasters] = newZealandCosts.tuition;
const [nzFunds] = newZealandCosts.living;

/**
 * One record per destination, keyed by its slug (/study-abroad/{slug}): the keys make the
 * `DestinationSlug` type, so adding a destination is adding a record here.
 */
const records = {
  usa: {
    name: 'USA',
    fullName: 'the United States',
    flag: 'US',
    news: 'usa',
    faq: 'United States',
    bannerTitle: 'Study In USA',
    summary:
      'Thousands of universities, flexible degrees and three intakes a year (Fall, Spring and Summer) for almost any subject you want to study.',
    metaDescription:
      'Study in the USA: typical English scores, top universities, Fall, Spring and Summer intakes and admission tips for Indian students.',
    why: {
      intro: [
        'The United States has the widest choice of universities anywhere, from large public research universities to small liberal-arts colleges. Indian students go there for engineering, computer science, business, data science, health sciences and much more, and can often shape their degree around their interests.',
        'Admission is holistic: universities look at your academic record, test scores, statement of purpose, recommendations and finances together. Start early, shortlist carefully and plan your F-1 student visa alongside your applications.',
      ],
      points: [
        {
          title: 'Choice at every level',
          text: 'Public and private universities, research institutes and colleges offer programmes in almost every field, so you can match a course to your goals and budget.',
        },
        {
          title: 'Flexible curriculum',
          text: 'Many programmes let you combine a major with electives or a minor, and many undergraduate programmes let you declare your major after you have started.',
        },
        {
          title: 'Research and industry links',
          text: 'Universities work closely with industry and research labs, giving students access to projects, internships and strong alumni networks.',
        },
        {
          title: 'Three intakes a year',
          text: 'Fall (September) is the main intake, with Spring (January) and Summer (May) as options if you need more time to prepare.',
        },
      ],
    },
    about: {
      intro:
        'English requirements vary by university and programme. The scores below are typical minimums; many competitive programmes ask for more, so always check the admission page of each programme on your shortlist.',
      stats: [
        { title: 'Minimum IELTS Score', number: 6.5, decimals: 1, icon: 'languages' },
        { title: 'Total Universities', number: 5400, icon: 'building' },
        { title: 'Minimum TOEFL Score', number: 80, icon: 'book-open' },
        { title: 'Minimum PTE Score', number: 50, icon: 'target' },
      ],
    },
    englishTests: [
      { test: 'IELTS Academic', score: '6.5 overall', purpose: 'admission', basis: 'Typical minimum at US universities', sourceUrl: src.educationUsa, asOf: LAST_REVIEWED },
      { test: 'TOEFL iBT', score: '80', purpose: 'admission', basis: 'Typical minimum at US universities', sourceUrl: src.educationUsa, asOf: LAST_REVIEWED },
      { test: 'PTE Academic', score: '50', purpose: 'admission', basis: 'Typical minimum at US universities', sourceUrl: src.educationUsa, asOf: LAST_REVIEWED },
      {
        test: 'Duolingo English Test',
        score: 'Minimum set by each university',
        purpose: 'admission',
        basis: 'Accepted by many US universities; check each programme',
        sourceUrl: src.educationUsa,
        asOf: LAST_REVIEWED,
      },
    ],
    universities: [
      {
        name: 'University of California',
        logo: '/images/destinations/usa/university-of-california.svg',
        blurb:
          'A public university system with campuses across California, including UC Berkeley, UCLA and UC San Diego, known for research in engineering, the sciences and the arts.',
      },
      {
        name: 'Stanford University',
        logo: '/images/destinations/usa/stanford-university.svg',
        blurb:
          'A private research university in Silicon Valley, known for engineering, computer science, business and a strong culture of entrepreneurship.',
      },
      {
        name: 'MIT (Massachusetts Institute of Technology)',
        logo: '/images/destinations/usa/mit.svg',
        blurb:
          'A private research university in Cambridge, Massachusetts, respected worldwide for engineering, computer science, physics and hands-on research.',
      },
      {
        name: 'Caltech (California Institute of Technology)',
        logo: '/images/destinations/usa/caltech.svg',
        blurb:
          'A small private research institute in Pasadena, California, focused on science and engineering, which manages NASA’s Jet Propulsion Laboratory.',
      },
    ],
    intakes: [
      {
        intakeImg: '/images/intakes/fall.svg',
        intakeName: 'Fall',
        date: 'September',
        intakeSubtext:
          'The main intake, with the widest choice of programmes and the most funding opportunities. Deadlines fall many months earlier, so start preparing a year ahead.',
      },
      {
        intakeImg: '/images/intakes/spring.svg',
        intakeName: 'Spring',
        date: 'January',
        intakeSubtext:
          'A good second option if you need more time for tests or documents. Fewer programmes open for Spring, so check availability early.',
      },
      {
        intakeImg: '/images/intakes/summer.svg',
        intakeName: 'Summer',
        date: 'May',
        intakeSubtext:
          'A smaller intake offered by selected universities and programmes, often for specific courses. Confirm that your programme accepts Summer starters.',
      },
    ],
    tips: [
      {
        step: 'Step 01',
        title: 'Solid Application',
        description:
          'Present a consistent story across your statement of purpose, résumé and recommendations, and back it with transcripts and test scores that meet each programme’s requirements.',
        vectorIcon: 'file-text',
      },
      {
        step: 'Step 02',
        title: 'Early Preparation',
        description:
          'Start about a year before your intake: book English and aptitude tests early so you have time to retake them, and gather documents before deadlines approach.',
        vectorIcon: 'calendar',
      },
      {
        step: 'Step 03',
        title: 'Do the research',
        description:
          'Compare programmes by curriculum, faculty, location, total cost and outcomes, and build a balanced shortlist of ambitious, realistic and safe choices.',
        vectorIcon: 'search',
      },
      {
        step: 'Step 04',
        title: 'Consult Experts',
        description:
          'Talk to an experienced counsellor about your shortlist, funding and F-1 visa preparation; a second view often catches gaps before you submit.',
        vectorIcon: 'users',
      },
    ],
    facts: [
      {
        label: 'Student visa',
        value: 'F-1 student visa; current fees and steps are on travel.state.gov',
        sourceUrl: src.usStudentVisa,
      },
      { label: 'Intakes', value: 'Fall (September), Spring (January), Summer (May)', sourceUrl: src.educationUsa },
      {
        label: 'English tests',
        value: 'Typical minimums: IELTS 6.5, TOEFL 80, PTE 50; varies by university',
        sourceUrl: src.educationUsa,
      },
      { label: 'Institutions', value: '5,400 universities', sourceUrl: src.educationUsa },
      {
        label: 'Post-study work',
        value: 'Varies by programme and visa status; check EducationUSA and your university’s international office',
        sourceUrl: src.educationUsa,
      },
      { label: 'Tuition (indicative)', value: 'Varies by university', sourceUrl: src.educationUsaFinance },
    ],
    usefulLinks: [
      { label: 'EducationUSA (U.S. Department of State)', href: src.educationUsa },
      { label: 'U.S. student visas (travel.state.gov)', href: src.usStudentVisa },
      { label: 'Study in the States (Department of Homeland Security)', href: src.studyInTheStates },
    ],
    costs: usaCosts,
    lastReviewed: LAST_REVIEWED,
  },
  uk: {
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
        { title: 'Minimum IELTS Score', number: 6.5, decimals: 1, icon: 'languages', sourceUrl: src.ukUniversityEnglish },
        { title: 'Higher-Education Providers (approx.)', number: 260, icon: 'building', sourceUrl: src.ukNumbers },
        { title: 'Typical TOEFL Score', number: 87, display: '87–90', icon: 'book-open', sourceUrl: src.ukUniversityEnglish },
        { title: 'Typical PTE Score', number: 58, display: '58–67', icon: 'target', sourceUrl: src.ukUniversityEnglish },
      ],
    },
    englishTests: [
      { test: 'IELTS Academic', score: '6.5 overall', purpose: 'admission', basis: 'Typical university requirement (e.g. Lancaster’s standard entry level)', sourceUrl: src.ukUniversityEnglish, asOf: LAST_REVIEWED },
      { test: 'TOEFL iBT', score: '87–90', purpose: 'admission', basis: 'Typical university requirement (e.g. Lancaster’s standard entry level)', sourceUrl: src.ukUniversityEnglish, asOf: LAST_REVIEWED },
      { test: 'PTE Academic', score: '58–67', purpose: 'admission', basis: 'Typical university requirement (e.g. Lancaster’s standard entry level)', sourceUrl: src.ukUniversityEnglish, asOf: LAST_REVIEWED },
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
        sourceUrl: src.ukStudentVisa,
      },
      { label: 'Intakes', value: 'September (main), January, May (few)', sourceUrl: src.ukStudentVisa },
      {
        label: 'English tests',
        value:
          'Typical postgraduate: IELTS 6.5, TOEFL 87–90, PTE 58–67 (e.g. Lancaster, Exeter); the visa needs CEFR B2',
        sourceUrl: src.ukEnglish,
      },
      {
        label: 'Institutions',
        value: 'About 260 higher-education providers (HESA, 2022–23)',
        sourceUrl: src.ukNumbers,
      },
      {
        label: 'Post-study work',
        value: 'Graduate visa: 2 years (PhD: 3); 18 months for applications from 1 January 2027',
        sourceUrl: src.ukGraduateVisa,
      },
      { label: 'Tuition (indicative)', value: `About ${kRange(ukTuition!, '£', true)} a year`, sourceUrl: src.ukCosts },
    ],
    usefulLinks: [
      { label: 'GOV.UK: Student visa', href: src.ukStudentVisa },
      { label: 'GOV.UK: Graduate visa', href: src.ukGraduateVisa },
      { label: 'UCAS: undergraduate applications', href: src.ucas },
      { label: 'Study UK (British Council): cost of studying', href: src.ukCosts },
    ],
    costs: ukCosts,
    lastReviewed: LAST_REVIEWED,
  },
  canada: {
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
        'Each university sets its own English requirement (the University of Toronto asks graduate applicants for IELTS Academic 7.0 or TOEFL iBT 93), and the post-graduation work permit needs CLB 7 for university graduates (CLB 5 for college graduates), for example IELTS General Training 6.0 in each skill. Plan your budget around the study permit’s proof of funds, which IRCC updates from time to time.',
      stats: [
        { title: 'Proof of Funds (CAD / year)', number: one(caFunds!), icon: 'wallet', sourceUrl: src.caFunds },
        { title: 'PGWP Length (up to, years)', number: 3, icon: 'briefcase', sourceUrl: src.caPgwp },
        { title: 'PGWP English Level, University Graduates (CLB)', number: 7, icon: 'languages', sourceUrl: src.caPgwpEligibility },
        { title: 'Avg. Graduate Tuition (CAD, 2025/26)', number: one(caGraduate!), icon: 'graduation-cap', sourceUrl: src.caTuition },
      ],
    },
    englishTests: [
      {
        test: 'IELTS Academic',
        score: '7.0 overall, no band below 6.5',
        purpose: 'admission',
        basis: 'University of Toronto, graduate programmes',
        sourceUrl: src.caTorontoEnglish,
        asOf: LAST_REVIEWED,
      },
      {
        test: 'TOEFL iBT',
        score: '93, with 22 in writing and in speaking',
        purpose: 'admission',
        basis: 'University of Toronto, graduate programmes',
        sourceUrl: src.caTorontoEnglish,
        asOf: LAST_REVIEWED,
      },
      {
        test: 'IELTS General Training',
        score: '6.0 in each skill (CLB\u00a07)',
        purpose: 'post-study work',
        basis: 'Post-graduation work permit, university graduates',
        sourceUrl: src.caLanguageTests,
        asOf: LAST_REVIEWED,
      },
      {
        test: 'CELPIP-General',
        score: '7 in each skill (CLB\u00a07)',
        purpose: 'post-study work',
        basis: 'Post-graduation work permit, university graduates',
        sourceUrl: src.caLanguageTests,
        asOf: LAST_REVIEWED,
      },
      {
        test: 'PTE Core',
        score: 'Reading 60, writing 69, listening 60, speaking 68 (CLB\u00a07)',
        purpose: 'post-study work',
        basis: 'Post-graduation work permit, university graduates',
        sourceUrl: src.caLanguageTests,
        asOf: LAST_REVIEWED,
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
          `Show first-year tuition and travel costs plus the living-cost amount IRCC sets (${formatMoney(one(caFunds!), 'CAD')} a year for applications from 1 September 2025).`,
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
        value: `Study permit; proof of funds ${formatMoney(one(caFunds!), 'CAD')} a year (plus tuition and travel) from 1 September 2025`,
        sourceUrl: src.caFunds,
      },
      { label: 'Intakes', value: 'September (main), January, May', sourceUrl: src.eduCanada },
      {
        label: 'English tests',
        value:
          'Set by each university (University of Toronto, graduate: IELTS Academic 7.0 or TOEFL iBT 93); the PGWP needs CLB 7 for university graduates (from 1 November 2024), e.g. IELTS General Training 6.0 or CELPIP-General 7 in each skill',
        sourceUrl: src.caPgwpEligibility,
      },
      { label: 'Institutions', value: 'Hundreds of public universities and colleges', sourceUrl: src.eduCanada },
      {
        label: 'Post-study work',
        value: 'PGWP up to 3 years; a master’s programme of 8 months or more gets 3 years (from 15 February 2024)',
        sourceUrl: src.caPgwp,
      },
      {
        label: 'Tuition (indicative)',
        value: `Average for international students, 2025/26: undergraduate ${formatMoney(one(caUndergraduate!), 'CAD')}, graduate ${formatMoney(one(caGraduate!), 'CAD')} a year`,
        sourceUrl: src.caTuition,
      },
    ],
    usefulLinks: [
      { label: 'IRCC: Study permit', href: src.caStudyPermit },
      { label: 'IRCC: Proof of financial support', href: src.caFunds },
      { label: 'IRCC: Post-graduation work permit', href: src.caPgwp },
      { label: 'EduCanada: plan your studies', href: src.eduCanada },
    ],
    costs: canadaCosts,
    lastReviewed: LAST_REVIEWED,
  },
  australia: {
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
        `Under the Australia–India Economic Cooperation and Trade Agreement (AI-ECTA), Indian graduates get longer post-study work on the Temporary Graduate visa (subclass 485) than many other nationals. Factor in the student visa fee, which is ${formatMoney(one(auVisa!), 'AUD')} from 1 July 2025.`,
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
        { title: 'Universities', number: 43, icon: 'building', sourceUrl: src.auUniversities },
        { title: 'Visa Minimum IELTS Score', number: 6.0, decimals: 1, icon: 'languages', sourceUrl: src.auEnglish },
        { title: 'Student Visa Fee (AUD)', number: one(auVisa!), icon: 'ticket', sourceUrl: src.auStudentVisa },
        { title: 'Post-Study Work, Indian Master’s (years)', number: 3, icon: 'briefcase', sourceUrl: src.auGraduateVisa },
      ],
    },
    englishTests: [
      { test: 'IELTS Academic', score: '6.0 overall', purpose: 'visa', basis: 'Student visa minimum, tests taken from 7 August 2025', sourceUrl: src.auEnglish, asOf: LAST_REVIEWED },
      { test: 'PTE Academic', score: '47 overall', purpose: 'visa', basis: 'Student visa minimum, tests taken from 7 August 2025', sourceUrl: src.auEnglish, asOf: LAST_REVIEWED },
      { test: 'TOEFL iBT', score: '67 total', purpose: 'visa', basis: 'Student visa minimum, tests taken from 7 August 2025', sourceUrl: src.auEnglish, asOf: LAST_REVIEWED },
      { test: 'CELPIP-General', score: '7 overall', purpose: 'visa', basis: 'Student visa minimum, tests taken from 7 August 2025', sourceUrl: src.auEnglish, asOf: LAST_REVIEWED },
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
          `Plan for tuition, living costs and the ${formatMoney(one(auVisa!), 'AUD')} student visa fee (from 1 July 2025) before you accept an offer.`,
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
        value: `Student visa (subclass 500); application fee ${formatMoney(one(auVisa!), 'AUD')} from 1 July 2025`,
        sourceUrl: src.auStudentVisa,
      },
      { label: 'Intakes', value: 'February/March (main), July', sourceUrl: src.studyAustralia },
      {
        label: 'English tests',
        value: 'Student visa minimum, tests taken from 7 August 2025: IELTS 6.0, PTE Academic 47, TOEFL iBT 67, CELPIP-General 7',
        sourceUrl: src.auEnglish,
      },
      { label: 'Institutions', value: '43 universities', sourceUrl: src.auUniversities },
      {
        label: 'Post-study work',
        value:
          'Subclass 485 (from 1 July 2024): bachelor’s and coursework master’s 2 years, research 3; Indian nationals under AI-ECTA: bachelor’s 2, master’s 3, PhD 4',
        sourceUrl: src.auGraduateVisa,
      },
      {
        label: 'Tuition (indicative)',
        value: `${kRange(auUndergraduate!, 'AUD ')} a year for undergraduate, ${kRange(auMasters!, 'AUD ')} for master’s`,
        sourceUrl: src.studyAustralia,
      },
    ],
    usefulLinks: [
      { label: 'Home Affairs: Student visa (subclass 500)', href: src.auStudentVisa },
      { label: 'Home Affairs: Temporary Graduate visa (subclass 485)', href: src.auGraduateVisa },
      { label: 'Study Australia (Australian Government)', href: src.studyAustralia },
    ],
    costs: australiaCosts,
    lastReviewed: LAST_REVIEWED,
  },
  europe: {
    name: 'Europe',
    fullName: 'Europe',
    flag: 'EU',
    news: 'eu',
    faq: 'European Countries',
    alsoCovers: [{ name: 'Germany', flag: 'DE', news: 'germany', faq: 'Germany' }],
    bannerTitle: 'Study In Europe',
    summary:
      'No tuition at most public universities in Germany, about 400 German institutions and up to 18 months to find work after graduating.',
    metaDescription:
      'Study in Europe, with Germany as the lead example: public university fees, APS, blocked account, intakes and post-study work.',
    why: {
      intro: [
        'Europe offers high-quality, often low-cost higher education, and a growing number of programmes are taught in English. Germany is the most popular choice for Indian students: most public universities charge no tuition, only a semester fee.',
        'Each country sets its own admission and visa rules, so this page uses Germany as the lead example. Indian applicants to German universities need an APS certificate and usually a blocked account before they can apply for the national (D) student visa.',
      ],
      points: [
        {
          title: 'Low or no tuition',
          text: `Most German public universities charge no tuition, only a semester fee of about ${euroRange(deSemesterFee!)}. Non-EU students pay tuition in Baden-Württemberg (${euroRange(deBadenWuerttemberg!)} a semester) and at TUM (since winter 2024/25, usually €2,000–3,000 a semester for a bachelor’s, €4,000–6,000 for a master’s).`,
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
          sourceUrl: src.researchInGermany,
        },
        {
          title: 'Semester Fee at Public Universities (€)',
          number: deSemesterFee!.min,
          display: `${deSemesterFee!.min}–${deSemesterFee!.max}`,
          icon: 'wallet',
          sourceUrl: src.daadCosts,
        },
        { title: 'Blocked Account (€ / year)', number: 11904, icon: 'piggy-bank', sourceUrl: src.deStudentVisa },
        { title: 'Job-Search Period After Graduating (up to, months)', number: 18, icon: 'briefcase', sourceUrl: src.deStudentVisa },
      ],
    },
    englishTests: [
      { test: 'IELTS Academic', score: '6.5 overall', purpose: 'admission', basis: 'Typical for English-taught programmes in Germany (B2)', sourceUrl: src.daadLanguage, asOf: LAST_REVIEWED },
      { test: 'PTE Academic', score: '59', purpose: 'admission', basis: 'Typical for English-taught programmes in Germany (B2)', sourceUrl: src.daadLanguage, asOf: LAST_REVIEWED },
      { test: 'TOEFL iBT', score: '88', purpose: 'admission', basis: 'Technical University of Munich, English-taught programmes', sourceUrl: src.tumEnglish, asOf: LAST_REVIEWED },
    ],
    universities: [
      {
        name: 'Technical University of Munich (TUM)',
        logo: '/images/destinations/europe/technical-university-of-munich.svg',
        blurb:
          `A leading technical university in Bavaria, known for engineering, computer science, natural sciences and close ties to industry; students from outside the EU who start from winter 2024/25 pay tuition (usually ${euroRange(deTum!)} a semester).`,
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
          `For a German student visa you usually show funds in a blocked account (${euroRange(deBlocked!)} a year); arrange it before your visa appointment.`,
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
        value:
          `Germany: national (D) visa; APS certificate required for Indian applicants since 1 November 2022; blocked account ${euroRange(deBlocked!)} a year`,
        sourceUrl: src.deStudentVisa,
      },
      {
        label: 'Intakes',
        value: 'Winter semester (October; apply by about 15 July), summer semester (April; apply by about 15 January)',
        sourceUrl: src.daad,
      },
      {
        label: 'English tests',
        value: 'Usually B2 in the teaching language; e.g. IELTS 6.5 / PTE 59',
        sourceUrl: src.daadLanguage,
      },
      {
        label: 'Institutions',
        value: 'About 400 higher-education institutions (120 universities, 210 universities of applied sciences)',
        sourceUrl: src.researchInGermany,
      },
      {
        label: 'Post-study work',
        value: 'Up to 18 months to look for work after graduating',
        sourceUrl: src.deStudentVisa,
      },
      {
        label: 'Tuition (indicative)',
        value:
          `Most public universities: no tuition, a ${euroRange(deSemesterFee!)} semester fee; non-EU students pay ${euroRange(deBadenWuerttemberg!)} per semester in Baden-Württemberg and ${euroRange(deTum!)} per semester at TUM`,
        sourceUrl: src.daadCosts,
      },
    ],
    usefulLinks: [
      { label: 'Make it in Germany: student visa', href: src.deStudentVisa },
      { label: 'DAAD: study in Germany', href: src.daad },
      { label: 'APS India: academic evaluation centre', href: src.aps },
    ],
    costs: europeCosts,
    lastReviewed: LAST_REVIEWED,
  },
  'new-zealand': {
    name: 'New Zealand',
    fullName: 'New Zealand',
    flag: 'NZ',
    news: 'newzealand',
    faq: 'New Zealand',
    bannerTitle: 'Study In New Zealand',
    summary:
      'Eight universities, February and July intakes, and a 3-year post-study work visa after a master’s or PhD.',
    metaDescription:
      `Study in New Zealand: 8 universities, February and July intakes, ${formatMoney(one(nzFunds!), 'NZD')} living-cost funds, English scores and post-study work rules.`,
    why: {
      intro: [
        'New Zealand has eight universities, each with its own strengths, in welcoming cities that are easy to get around. Teaching encourages independent thinking and practical research.',
        `Master’s and PhD graduates can get a 3-year post-study work visa. For the student visa you must show living-cost funds of ${formatMoney(one(nzFunds!), 'NZD')} for each year of study, on top of your tuition.`,
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
        { title: 'Universities', number: 8, icon: 'building', sourceUrl: src.studyWithNz },
        { title: 'Minimum IELTS Score', number: 6.5, decimals: 1, icon: 'languages', sourceUrl: src.nzAucklandEnglish },
        { title: 'Living-Cost Funds (NZD / year)', number: one(nzFunds!), icon: 'wallet', sourceUrl: src.nzFunds },
        { title: 'Post-Study Work, Master’s/PhD (years)', number: 3, icon: 'briefcase', sourceUrl: src.nzPostStudy },
      ],
    },
    englishTests: [
      { test: 'IELTS Academic', score: '6.5 overall, no band below 6.0', purpose: 'admission', basis: 'University of Auckland, postgraduate', sourceUrl: src.nzAucklandEnglish, asOf: LAST_REVIEWED },
      { test: 'TOEFL iBT', score: '90, with 21 in writing', purpose: 'admission', basis: 'University of Auckland, postgraduate', sourceUrl: src.nzAucklandEnglish, asOf: LAST_REVIEWED },
      {
        test: 'PTE Academic',
        score: '58, no communicative skill below 50',
        purpose: 'admission',
        basis: 'Victoria University of Wellington, postgraduate',
        sourceUrl: src.nzWellingtonEnglish,
        asOf: LAST_REVIEWED,
      },
      {
        test: 'Duolingo English Test',
        score: '120, no subscore below 105',
        purpose: 'admission',
        basis: 'Victoria University of Wellington, postgraduate',
        sourceUrl: src.nzWellingtonEnglish,
        asOf: LAST_REVIEWED,
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
          `Prepare evidence of ${formatMoney(one(nzFunds!), 'NZD')} a year for living costs, plus tuition, from a source Immigration New Zealand can verify.`,
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
      { label: 'Student visa', value: `Student visa; funds of ${formatMoney(one(nzFunds!), 'NZD')} a year for living costs`, sourceUrl: src.nzFunds },
      { label: 'Intakes', value: 'February (Semester 1), July (Semester 2)', sourceUrl: src.studyWithNz },
      {
        label: 'English tests',
        value: 'IELTS 6.5 (no band below 6.0), TOEFL 90 (University of Auckland, postgraduate)',
        sourceUrl: src.nzAucklandEnglish,
      },
      { label: 'Institutions', value: '8 universities', sourceUrl: src.studyWithNz },
      {
        label: 'Post-study work',
        value: 'Master’s/PhD: 3 years; level 8 and below: the length of your study',
        sourceUrl: src.nzPostStudy,
      },
      {
        label: 'Tuition (indicative)',
        value: `${kRange(nzUndergraduate!, 'NZD ')} a year for undergraduate, ${kRange(nzMasters!, 'NZD ')} for master’s`,
        sourceUrl: src.studyWithNz,
      },
    ],
    usefulLinks: [
      { label: 'Immigration New Zealand: Fee Paying Student Visa', href: src.nzStudentVisa },
      { label: 'Immigration New Zealand: student fund requirements', href: src.nzFunds },
      { label: 'Immigration New Zealand: Post Study Work Visa', href: src.nzPostStudy },
      { label: 'Study with New Zealand (Education New Zealand)', href: src.studyWithNz },
    ],
    costs: newZealandCosts,
    lastReviewed: LAST_REVIEWED,
  },
} satisfies Record<string, Omit<Destination, 'slug'>>;

export type DestinationSlug = keyof typeof records;

/** The destinations in the navigation's order (the records' order). */
export const destinations: Destination[] = Object.entries(records).map(([slug, record]) => ({
  slug: slug as DestinationSlug,
  ...record,
}));

/** The English tests set side by side (the compare page, the IELTS calculator), by the start of their record's name. */
export type EnglishTestFamily = 'IELTS' | 'TOEFL' | 'PTE';

/** A destination's typical score for a test: its first record of that test, the one its page leads with. */
export function typicalEnglishTest(d: Destination, family: EnglishTestFamily): EnglishTest | undefined {
  return d.englishTests.find((t) => t.test.startsWith(family));
}

export function findDestination(slug: string): Destination | undefined {
  return destinations.find((d) => d.slug === slug);
}

/** The static params of /study-abroad/[country]: one page per record. */
export function destinationParams(list: readonly Destination[] = destinations): { country: string }[] {
  return list.map((d) => ({ country: d.slug }));
}

/** A destination's short name ("USA"), for lists that link to its page by slug. */
export function destinationName(slug: DestinationSlug): string {
  const destination = findDestination(slug);
  if (!destination) throw new Error(`No destination "${slug}"`);
  return destination.name;
}

/** "the USA", "the UK", "Canada": countries whose full name takes "the" keep it in sentences. */
export function nameInSentence(d: Destination): string {
  return d.fullName.startsWith('the ') ? `the ${d.name}` : d.name;
}

/** The counselling topic a destination's page starts the form with. */
export const destinationTopic = (d: Destination) => `study-in-${d.slug}` as const;

/**
 * A country a guide covers, as the news, FAQ, flags and counselling topics know it: what a destination
 * also covers (Germany, in Europe's guide), then the destination itself, named as in a sentence.
 */
export interface Coverage extends CoveredCountry {
  destination: Destination;
  /** How a sentence names it: "the USA", "Germany". */
  inSentence: string;
  topic: `study-in-${string}`;
}

export function coverage(list: readonly Destination[] = destinations): Coverage[] {
  return list.flatMap((d) =>
    [
      ...(d.alsoCovers ?? []).map((c) => ({ ...c, inSentence: c.name, topic: `study-in-${slugify(c.name)}` as const })),
      { name: d.name, flag: d.flag, news: d.news, faq: d.faq, inSentence: nameInSentence(d), topic: destinationTopic(d) },
    ].map((c) => ({ ...c, destination: d })),
  );
}

export const coverageOfNews = (country: NewsCountry) => coverage().find((c) => c.news === country);
export const coverageOfFaq = (country: FaqCountry) => coverage().find((c) => c.faq === country);

/** The counselling form's destination topics ("Study in the USA"), one per covered country. */
export function destinationTopics(list: readonly Destination[] = destinations): TopicOption[] {
  return coverage(list).map((c) => ({ value: c.topic, label: `Study in ${c.inSentence}` }));
}
