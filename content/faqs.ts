import type { CountryFaq, Faq, FaqCountry } from './types';

/**
 * Home FAQ accordion (spec §2: five entries that claim a free 30-day trial and a free 30-minute
 * onboarding call). Both claims are kept, made true of this business: the trial is of the test-prep
 * classes and the call is the first counselling call.
 */
export const homeFaqs: Faq[] = [
  {
    question: 'Do you charge a fee for counselling?',
    answer:
      'No. Counselling, university shortlisting and application processing are free for every country we cover. You pay only third-party costs, directly to the organisations that charge them: university application fees (where no waiver applies), English-test fees and visa fees.',
  },
  {
    question: 'Which countries can you help me study in?',
    answer:
      'We guide students to the USA, the UK, Canada, Australia, New Zealand, Germany and other European countries, and work with 400+ universities across 40+ countries. Your counsellor will compare destinations for your course, budget and career plans before you decide.',
  },
  {
    question: 'How long does the whole process take?',
    answer:
      'It depends on the country, the intake and how ready your test scores and documents are. We suggest starting about a year before your intended intake so there is time for an English test, applications, offers, loan paperwork and the visa without rushing; your counsellor will give you a dated plan at the first meeting.',
  },
  {
    question: 'Is there a free trial of your test-prep classes?',
    answer:
      'Yes. Every student gets a 30-day free trial: 30 days of free access to our IELTS, PTE and TOEFL practice classes, in weekday or weekend batches, including mock tests with trainer feedback. There is no payment and no obligation to continue.',
  },
  {
    question: 'Do you offer a free first call?',
    answer:
      'Yes. Book a free 30-minute onboarding call with a counsellor, by phone or video, to talk through your goals, academic background and budget. You will come away with suggested countries, a first list of universities and your next steps.',
  },
];

/** FAQ page side list, in the spec's order (its "UStates" reads "United States"). */
export const faqCountries: FaqCountry[] = [
  'United States',
  'United Kingdom',
  'European Countries',
  'Germany',
  'Canada',
  'Australia',
  'New Zealand',
];

export const defaultFaqCountry: FaqCountry = 'Australia';

/**
 * FAQ page questions. Figures come only from the destination facts guide; where it has none the answer
 * says the figure varies and names the official source. A destination's cost figure is named, not
 * typed ({{canada: Proof of funds}}), so it reads the same as the destination page (lib/faqText.ts).
 */
export const countryFaqs: CountryFaq[] = [
  // United States
  {
    country: 'United States',
    question: 'What English test scores do I need to study in the USA?',
    answer:
      'Each university sets its own requirement. As a guide, many accept a minimum IELTS score of 6.5, a TOEFL score of 80 or a PTE score of 50, but competitive programmes often ask for more, so always check the admission page of each programme you apply to.',
  },
  {
    country: 'United States',
    question: 'When are the intakes in the USA?',
    answer:
      'US universities admit students in Fall (September), Spring (January) and Summer (May). Not every programme offers every intake, so we check the intakes for each course on your shortlist and plan your applications backwards from their deadlines.',
  },
  {
    country: 'United States',
    question: 'How many universities are there in the USA?',
    answer:
      'There are about 5,400 universities and colleges in the USA, from large research universities to small liberal-arts and community colleges. We shortlist them by your course, budget, academic profile and career goals.',
  },
  {
    country: 'United States',
    question: 'How much money do I need to show for a US student visa?',
    answer:
      'It varies by university: each university states its own estimated cost of attendance, and you must show funds to cover at least your first year. Check the figure on your university’s international admissions page, and see EducationUSA (educationusa.state.gov), the U.S. Department of State’s advising network, for the visa steps.',
  },
  // United Kingdom
  {
    country: 'United Kingdom',
    question: 'Which visa do I need to study in the UK?',
    answer:
      'You need a Student visa. For the visa you must show English at CEFR level B2 for degree-level study, and your university sets its own score on top of that. Apply only after you have an unconditional offer, and check the current requirements on gov.uk.',
  },
  {
    country: 'United Kingdom',
    question: 'What IELTS, TOEFL or PTE score do UK universities ask for?',
    answer:
      'Typical postgraduate requirements at universities such as Lancaster and Exeter are IELTS 6.5, TOEFL 87–90 or PTE 58–67. Requirements vary by university and course, so we confirm the exact score for each programme on your shortlist.',
  },
  {
    country: 'United Kingdom',
    question: 'When are the UK intakes?',
    answer:
      'September is the main intake, with the widest choice of courses. Many universities also have a January intake, and a few offer May starts for some programmes.',
  },
  {
    country: 'United Kingdom',
    question: 'Can I work in the UK after my degree?',
    answer:
      'Yes. The Graduate visa currently lets you stay and work for 2 years after your degree (3 years after a PhD). For applications made from 1 January 2027 it drops to 18 months, so check gov.uk for the rules that will apply to you.',
  },
  {
    country: 'United Kingdom',
    question: 'How much does it cost to study in the UK?',
    answer:
      'Indicative tuition for international students is about {{uk: Tuition}} a year, depending on the university and course. Living costs and the funds you must show for the visa are set by UKVI; see gov.uk for the current amounts.',
  },
  // European Countries
  {
    country: 'European Countries',
    question: 'Do I need to speak the local language to study in Europe?',
    answer:
      'Not always. Universities usually ask for B2 level in the language the course is taught in. For English-taught programmes that is often around IELTS 6.5 or PTE 59, for example in Germany, but it varies by university and country.',
  },
  {
    country: 'European Countries',
    question: 'Is there one visa for studying anywhere in Europe?',
    answer:
      'No. Each country issues its own student visa or residence permit; Germany, for example, issues a national (D) visa. Check the official study and immigration portal of the country you choose, and we will prepare your file to its checklist.',
  },
  {
    country: 'European Countries',
    question: 'Is it true that studying in Europe can be free?',
    answer:
      'In some countries, yes. Most of Germany’s public universities charge no tuition, only a semester fee of about {{europe: Public universities (semester fee) | prefixOnce}}; non-EU students pay tuition in Baden-Württemberg ({{europe: Baden-Württemberg (non-EU students) | prefixOnce}} a semester) and at TUM ({{europe: TUM (non-EU students) | prefixOnce}} a semester). Fees in other European countries vary by country and university.',
  },
  {
    country: 'European Countries',
    question: 'Can I stay and work in Europe after graduating?',
    answer:
      'Rules differ by country. In Germany, graduates can stay for up to 18 months to look for work. For other countries, check the official immigration portal of the country concerned.',
  },
  // Germany
  {
    country: 'Germany',
    question: 'What is the APS certificate and do I need it?',
    answer:
      'Yes. Since 1 November 2022, Indian applicants need an APS certificate, which verifies your academic documents, before applying for a German student visa. Apply early through aps-india.de, as it must be ready before your visa appointment.',
  },
  {
    country: 'Germany',
    question: 'How much do I need in a blocked account?',
    answer:
      'The blocked account must hold {{europe: Blocked account | prefixOnce}} for one year. The amount is revised from time to time, so confirm the current figure on the German missions’ and make-it-in-germany.com pages before you transfer funds.',
  },
  {
    country: 'Germany',
    question: 'Do German universities charge tuition fees?',
    answer:
      'Most public universities charge no tuition, only a semester fee of about {{europe: Public universities (semester fee) | prefixOnce}}. There are two exceptions for non-EU students: Baden-Württemberg charges {{europe: Baden-Württemberg (non-EU students) | prefixOnce}} per semester, and the Technical University of Munich (TUM) charges those starting from winter 2024/25 usually €2,000–3,000 per semester for a bachelor’s and €4,000–6,000 for a master’s (tum.de, as of November 2026). Private universities set their own fees.',
  },
  {
    country: 'Germany',
    question: 'When are the intakes and deadlines in Germany?',
    answer:
      'The winter semester starts in October, with applications usually due by about 15 July. The summer semester starts in April, with applications usually due by about 15 January. Deadlines vary by university, so check each course page or daad.de.',
  },
  {
    country: 'Germany',
    question: 'Can I work in Germany after my studies?',
    answer:
      'Yes. After graduating you can stay for up to 18 months to look for work. See make-it-in-germany.com for the current conditions.',
  },
  // Canada
  {
    country: 'Canada',
    question: 'How much money do I need to show for a Canadian study permit?',
    answer:
      'For applications from 1 September 2025, proof of funds is {{canada: Proof of funds}} a year. IRCC also expects you to show your first-year tuition and travel costs, so check canada.ca for the current amounts before you apply.',
  },
  {
    country: 'Canada',
    question: 'What English score do I need for Canada?',
    answer:
      'Each university sets its own score; for example, the University of Toronto asks graduate applicants for IELTS Academic 7.0 or TOEFL iBT 93. If you plan to apply for a Post-Graduation Work Permit, university graduates also need CLB 7 in English or French (from 1 November 2024).',
  },
  {
    country: 'Canada',
    question: 'How long can I work in Canada after graduating?',
    answer:
      'The Post-Graduation Work Permit (PGWP) can be valid for up to 3 years. Since 15 February 2024, graduates of master’s programmes of at least 8 months can get a 3-year permit. Check IRCC on canada.ca for the rules that apply to your programme.',
  },
  {
    country: 'Canada',
    question: 'When are the intakes in Canada?',
    answer:
      'September is the main intake. January is the second, and some colleges and universities also offer May starts for selected programmes.',
  },
  {
    country: 'Canada',
    question: 'How much is tuition in Canada?',
    answer:
      'Average tuition for international students in 2025/26 is about {{canada: Undergraduate (average)}} a year for undergraduate and {{canada: Graduate (average)}} for graduate programmes. Fees vary widely by university and course, so we compare them for your shortlist.',
  },
  // Australia
  {
    country: 'Australia',
    question: 'Which visa do I need to study in Australia, and what does it cost?',
    answer:
      'You need a Student visa (subclass 500). The visa application fee is {{australia: Student visa application fee}} for applications from 1 July 2025. You apply online after receiving your Confirmation of Enrolment; check immi.homeaffairs.gov.au for the current fee and checklist.',
  },
  {
    country: 'Australia',
    question: 'What English score do I need for an Australian student visa?',
    answer:
      'For tests taken from 7 August 2025 the visa minimum is IELTS 6.0, PTE Academic 47, TOEFL iBT 67 or CELPIP-General 7 (immi.homeaffairs.gov.au, as of 1 November 2026). Universities often ask for more than the visa minimum, so check your course’s requirement too.',
  },
  {
    country: 'Australia',
    question: 'When are the intakes in Australia?',
    answer:
      'The main intake is February/March (Semester 1), and the second is July (Semester 2). Some universities offer extra intakes for selected courses.',
  },
  {
    country: 'Australia',
    question: 'Can I work in Australia after my studies?',
    answer:
      'Yes, on a Temporary Graduate visa (subclass 485). From 1 July 2024 it is 2 years for bachelor’s and coursework master’s graduates and 3 years for research degrees. Indian nationals get longer stays under the Australia–India ECTA: 2 years after a bachelor’s, 3 after a master’s and 4 after a PhD.',
  },
  {
    country: 'Australia',
    question: 'How much does it cost to study in Australia?',
    answer:
      'Indicative tuition is about {{australia: Undergraduate | thousands}} a year for undergraduate and {{australia: Master’s | thousands}} for master’s programmes, across Australia’s 43 universities. Fees vary by university and course.',
  },
  // New Zealand
  {
    country: 'New Zealand',
    question: 'How much money do I need to show for a New Zealand student visa?',
    answer:
      'You need to show {{new-zealand: Living-cost funds}} for each year of study to cover living costs, in addition to your tuition. Check immigration.govt.nz for the current amount and the accepted forms of evidence.',
  },
  {
    country: 'New Zealand',
    question: 'What English score do I need for New Zealand?',
    answer:
      'The University of Auckland, for example, asks postgraduate students for IELTS 6.5 with no band below 6.0, or TOEFL 90. Requirements vary by university and course.',
  },
  {
    country: 'New Zealand',
    question: 'When are the intakes in New Zealand?',
    answer:
      'There are two main intakes: February (Semester 1) and July (Semester 2). New Zealand has 8 universities, and we help you compare them for your course.',
  },
  {
    country: 'New Zealand',
    question: 'Can I work in New Zealand after my degree?',
    answer:
      'Yes. Master’s and PhD graduates can get a post-study work visa for 3 years. For qualifications at level 8 and below, the visa usually matches the length of your study. See immigration.govt.nz for the conditions.',
  },
  {
    country: 'New Zealand',
    question: 'How much is tuition in New Zealand?',
    answer:
      'Indicative tuition is about {{new-zealand: Undergraduate | thousands}} a year for undergraduate and {{new-zealand: Master’s | thousands}} for master’s programmes, depending on the university and course.',
  },
];
