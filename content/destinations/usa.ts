import type { DestinationCosts, DestinationRecord } from '../types';
import { checked, unconfirmed } from './review';

const costs = {
  currency: 'USD',
  tuition: {
    own: true,
    why: 'Tuition varies by university: each US university states its own yearly cost of attendance, and your I-20 shows the figure for your programme.',
  },
  living: {
    own: true,
    why: 'There is no single official figure: your university’s cost of attendance (on your I-20) includes its estimate of living costs.',
  },
  // No typical range, on purpose: no official source in these records gives a national tuition or
  // living figure for international students (EducationUSA sends students to each university's own cost
  // of attendance), and a range of our own making would read as a fact. Not yet confirmed, like the
  // "Varies by university" fact that cites the same page.
  noTypicalRange: {
    why: 'US universities set their own tuition, and living costs depend on the city: EducationUSA gives no national figure and points you to each university’s cost of attendance, which your I-20 states.',
    short: 'Each university states its own cost of attendance',
    source: 'educationUsaFinance',
    ...unconfirmed,
  },
  visa: [
    // The Federal Register rule said 30 May 2023; the Department of State then set 17 June 2023 (its announcement).
    { label: 'F-1 visa application fee', min: 185, max: 185, period: 'once', source: 'usVisaFeeIncrease', ...checked, since: '2023-06-17' },
    // Paid to the Department of Homeland Security before the interview: part of what the visa costs.
    { label: 'SEVIS I-901 fee', min: 350, max: 350, period: 'once', source: 'usSevisFeeIce', ...checked, since: '2019-06-24' },
  ],
  visaNote: 'Both are paid before the visa interview: the application fee to the Department of State, the I-901 fee to the Department of Homeland Security.',
  health: {
    none: true,
    why: 'The US sets no national health-cover charge for students: most universities require their own student health plan, priced in their cost of attendance.',
  },
} satisfies DestinationCosts;

/** What the spec's English minimums are: a typical university requirement, not a visa rule. */
const typical = 'Typical university requirement, not a visa rule; each university sets its own';

const visaFee = costs.visa[0]!;
const sevisFee = costs.visa[1]!;

export const usa = {
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
      // The spec's four cards and titles (§2, §9); the notes say what each figure is.
      { title: 'Minimum IELTS Score', number: 6.5, decimals: 1, icon: 'languages', note: typical, source: 'educationUsa', ...unconfirmed },
      { title: 'Total Universities', number: 5400, icon: 'building', note: 'Universities and colleges of every kind; no official count confirmed', source: 'educationUsa', ...unconfirmed },
      { title: 'Minimum TOEFL Score', number: 80, icon: 'book-open', note: typical, source: 'educationUsa', ...unconfirmed },
      { title: 'Minimum PTE Score', number: 50, icon: 'target', note: typical, source: 'educationUsa', ...unconfirmed },
    ],
  },
  englishTests: [
    { test: 'IELTS Academic', score: '6.5 overall', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical minimum at US universities', source: 'educationUsa', ...unconfirmed },
    { test: 'TOEFL iBT', score: '80', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical minimum at US universities', source: 'educationUsa', ...unconfirmed },
    { test: 'PTE Academic', score: '50', purpose: 'admission', kind: 'typical university requirement', basis: 'Typical minimum at US universities', source: 'educationUsa', ...unconfirmed },
    {
      test: 'Duolingo English Test',
      score: 'Minimum set by each university',
      purpose: 'admission',
      kind: 'typical university requirement',
      basis: 'Accepted by many US universities; check each programme',
      source: 'educationUsa',
      ...unconfirmed,
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
      source: 'usStudentVisa', ...unconfirmed,
    },
    { label: 'Intakes', value: 'Fall (September), Spring (January), Summer (May)', source: 'educationUsa', ...unconfirmed },
    {
      label: 'English tests',
      value: 'Typical university requirements (not visa rules): IELTS 6.5, TOEFL 80, PTE 50; each university sets its own',
      source: 'educationUsa', ...unconfirmed,
    },
    { label: 'Institutions', value: '5,400 universities and colleges (no official count confirmed)', source: 'educationUsa', ...unconfirmed },
    {
      label: 'Visa fees',
      value: ['F-1 visa application fee ', { amount: visaFee }, ' and SEVIS I-901 fee ', { amount: sevisFee }, ', both paid before the interview'],
      source: 'usVisaFeeIncrease',
      ...checked,
    },
    {
      label: 'Post-study work',
      value:
        'Optional Practical Training (OPT): up to 12 months of work in your field of study for each higher degree level, with a work permit (EAD) from USCIS',
      source: 'usOpt',
      ...unconfirmed,
    },
    {
      label: 'STEM OPT extension',
      value:
        'Graduates of a designated STEM degree can add 24 months to OPT (up to 36 months in all), working for an employer enrolled in E-Verify',
      source: 'usStemOpt',
      ...unconfirmed,
    },
    { label: 'Tuition (indicative)', value: 'Varies by university', source: 'educationUsaFinance', ...unconfirmed },
  ],
  changes: [
    {
      date: '2025-09-06',
      change: 'Visa applicants, students included, should book their interview at a US embassy or consulate in their country of nationality or residence.',
      meaning: 'Book your F-1 interview in India: booked in another country, the visa is likely to be harder to get and the fee is not refunded. Apply early, as Indian appointments fill up.',
      source: 'usVisaNews',
      ...unconfirmed,
    },
    {
      date: '2025-09-02',
      change: 'Interview waivers were narrowed: most visa applicants, including students renewing an F-1 visa, now have an in-person interview.',
      meaning: 'Plan for an interview even if you have held a US visa before, and allow for the waiting time for an appointment.',
      source: 'usVisaNews',
      ...unconfirmed,
    },
    {
      date: '2025-06-18',
      change: 'F, M and J visa applicants are asked to set all their social media profiles to public, so that consular officers can review them.',
      meaning: 'Before your interview, make every account you list on your DS-160 public; a private profile can delay or stop your visa.',
      source: 'usVisaNews',
      ...unconfirmed,
    },
    {
      date: '2023-06-17',
      change: ['The student (F-1) visa application fee rose to ', { amount: visaFee }, ' (from USD 160).'],
      meaning: ['Pay ', { amount: visaFee }, ' before you book your interview; the estimate below includes it.'],
      source: 'usVisaFeeIncrease',
      ...checked,
    },
    {
      date: '2019-06-24',
      change: ['The SEVIS I-901 fee for F-1 students rose to ', { amount: sevisFee }, '.'],
      meaning: 'Pay it online before your visa interview, on top of the visa application fee; the estimate below includes it.',
      source: 'usSevisFeeIce',
      ...checked,
    },
    {
      date: '2016-05-10',
      change: 'The STEM OPT extension became 24 months (it was 17).',
      meaning: 'A designated STEM degree can mean up to 36 months of work in the US after graduating: check the STEM list before you choose a programme.',
      source: 'usStemOpt',
      ...unconfirmed,
    },
  ],
  usefulLinks: [
    { label: 'EducationUSA (U.S. Department of State)', source: 'educationUsa' },
    { label: 'U.S. student visas (travel.state.gov)', source: 'usStudentVisa' },
    { label: 'Current U.S. visa fees (travel.state.gov)', source: 'usVisaFee' },
    { label: 'Study in the States (Department of Homeland Security)', source: 'studyInTheStates' },
  ],
  costs,
  lastReviewed: '2026-11-26',
} satisfies DestinationRecord;
