import type { Route } from 'next';
import type { IconName, Service } from './types';
import { servicePagePath, trainingPath } from './paths';

export type ServiceKind = 'service' | 'training';

/** Where a service or free training lives; the routes and the sitemap agree on this. */
export function servicePath(service: Service, kind: ServiceKind): Route {
  return kind === 'training' ? trainingPath(service.slug) : servicePagePath(service.slug);
}

/** The banner heading and page title; free trainings share their short names with the test pages. */
export function serviceHeading(service: Service, kind: ServiceKind): string {
  return kind === 'training' ? `Free ${service.title} Training` : service.title;
}

/** "Our Services" pages, in the spec's navigation order: /services/{slug}. */
export const services: Service[] = [
  {
    slug: 'career-counselling',
    title: 'Career Counselling',
    summary: 'Find the course, country and career path that fit your strengths, budget and long-term goals.',
    icon: 'compass',
    intro: [
      'Choosing what to study abroad is a career decision as much as an academic one. Our counsellors look at your marks, work experience, interests and budget, and help you compare courses by the jobs and further study they lead to.',
      'You get honest advice on which countries and universities suit your profile, what each option will cost, and what you can do now to strengthen your application.',
    ],
    includes: [
      'A one-to-one profile assessment of your academics, test scores and experience',
      'Course and career mapping for your interests and strengths',
      'Country comparison covering costs, intakes and post-study work options',
      'A balanced shortlist of ambitious, realistic and safe universities',
      'A dated action plan for tests, applications and visa',
    ],
    steps: [
      { title: 'Tell us about yourself', text: 'Share your academic record, test scores, budget and goals in a free counselling session.' },
      { title: 'Explore your options', text: 'We compare courses, countries and universities with you, including costs and career outcomes.' },
      { title: 'Agree a shortlist', text: 'You finalise a shortlist and a timeline that works back from your chosen intake.' },
    ],
    topic: 'career-counselling',
    tools: ['/study-abroad/compare'],
  },
  {
    slug: 'test-preparation',
    title: 'Test Preparation',
    summary: 'Trainer-led IELTS, PTE and TOEFL coaching with mock tests and personal feedback on every module.',
    icon: 'book-open',
    intro: [
      'Most universities and visa authorities abroad ask for an English test score, and the right score can open more course options and scholarships. Our trainers prepare you for IELTS, PTE and TOEFL with a focus on the sections where you lose the most marks.',
      'Classes run in weekday and weekend batches at our branches and online, so you can prepare alongside college or work. New students can try the classes free for 30 days.',
    ],
    includes: [
      'A diagnostic test to find your starting level and target score',
      'Module-wise classes for listening, reading, writing and speaking',
      'Full-length mock tests under exam conditions',
      'Individual feedback on writing tasks and speaking practice',
      'Help choosing the right test and booking your test date',
    ],
    steps: [
      { title: 'Take a diagnostic test', text: 'We assess your current level and agree a target score for your chosen universities.' },
      { title: 'Join a batch', text: 'Pick a weekday or weekend batch for IELTS, PTE or TOEFL, in person or online.' },
      { title: 'Practise with mock tests', text: 'Regular mock tests and trainer feedback show where to improve before the real exam.' },
      { title: 'Book your exam', text: 'When your mock scores are on target, we help you book the test at a convenient date.' },
    ],
    topic: 'test-preparation',
  },
  {
    slug: 'application-process',
    title: 'Application Process',
    summary: 'End-to-end help with university applications, from SOPs and recommendation letters to portal submissions.',
    icon: 'clipboard-list',
    intro: [
      'A strong application tells admissions teams why you, why this course and why now. We help you present your profile clearly and make sure every document meets each university’s requirements.',
      'Our team tracks every portal, deadline and document request for you, and keeps you updated until your offers arrive and you accept the one that suits you best.',
    ],
    includes: [
      'Statement of purpose (SOP) and personal statement review',
      'Guidance on letters of recommendation and a study-abroad CV',
      'Document checks for transcripts, test scores and certificates',
      'Application form filling and submission on university portals',
      'Deadline and offer tracking, including conditional offer follow-ups',
    ],
    steps: [
      { title: 'Prepare your documents', text: 'We share a checklist for each university and review every document before submission.' },
      { title: 'Write a strong SOP', text: 'You draft your statement and we give detailed feedback until it is ready.' },
      { title: 'Submit and track', text: 'We submit your applications and track each one until a decision arrives.' },
      { title: 'Accept your offer', text: 'We help you compare offers, meet any conditions and pay deposits on time.' },
    ],
    topic: 'application-process',
    tools: ['/tools/intake-planner', '/study-abroad/compare'],
  },
  {
    slug: 'loan-assistance',
    title: 'Loan Assistance',
    summary: 'Guidance on education loans from banks and NBFCs, with help preparing the paperwork for a smooth sanction.',
    icon: 'wallet',
    intro: [
      'Many families fund study abroad with an education loan. We explain the difference between secured and unsecured loans, what lenders look at, and how the loan fits into the funds you must show for your visa.',
      'We help you compare offers from banks and NBFCs and prepare the documents lenders ask for, so that your sanction letter is ready in time for your visa application.',
    ],
    includes: [
      'An estimate of your total cost of study and living',
      'Comparison of secured and unsecured education loan options',
      'A document checklist for you and your co-applicant',
      'Help preparing your loan application and sanction follow-ups',
      'Advice on using the sanction letter as proof of funds for your visa',
    ],
    steps: [
      { title: 'Work out your budget', text: 'We estimate tuition and living costs for your shortlisted universities.' },
      { title: 'Compare lenders', text: 'We explain loan types, interest, collateral and repayment terms from different lenders.' },
      { title: 'Apply with the right documents', text: 'We help you and your co-applicant prepare a complete application and follow it up to sanction.' },
    ],
    topic: 'loan-assistance',
    tools: ['/tools/education-loan', '/study-abroad'],
  },
  {
    slug: 'mock-interviews',
    title: 'Mock Interviews',
    summary: 'Practise visa, university and scholarship interviews with experienced counsellors and get honest feedback.',
    icon: 'mic',
    intro: [
      'Interviews reward students who can explain their plans clearly and confidently. Our mock interviews recreate the format and questions you are likely to face, whether it is a US visa interview, a UK credibility interview, or a university or scholarship interview.',
      'After each session you get specific feedback on your answers, documents and body language, and you can repeat the practice until you feel ready.',
    ],
    includes: [
      'Mock visa interviews tailored to your country, course and funding',
      'University admission and scholarship interview practice',
      'Feedback on answers, clarity, confidence and body language',
      'Help explaining gaps, course changes and funding sources',
      'A final document check before your interview day',
    ],
    steps: [
      { title: 'Book a session', text: 'Tell us the type of interview and its date so we can prepare the right questions.' },
      { title: 'Practise', text: 'Answer real-style questions in person or on video with a counsellor.' },
      { title: 'Review and repeat', text: 'Go through the feedback together and practise again until your answers are clear and confident.' },
    ],
    topic: 'mock-interviews',
  },
  {
    slug: 'visa-guidance',
    title: 'Visa Guidance',
    summary: 'Careful student visa filing for the USA, UK, Canada, Australia, Germany and New Zealand, checked before submission.',
    icon: 'stamp',
    intro: [
      'Every country has its own student visa rules, from the UK Student visa and the Canadian study permit to Australia’s Subclass 500 and Germany’s national (D) visa. We prepare your file to the current official checklist of your destination.',
      'We check your financial documents, offer letter and supporting papers for gaps before you apply, help you book appointments and biometrics, and prepare you for any interview.',
    ],
    includes: [
      'A country-specific visa document checklist',
      'Review of financial documents, sponsor letters and loan sanction letters',
      'Help completing visa application forms',
      'Appointment, biometrics and fee payment guidance',
      'Mock visa interviews where your destination requires one',
    ],
    steps: [
      { title: 'Check your eligibility', text: 'We confirm what your destination requires, such as funds, English scores and an APS certificate for Germany.' },
      { title: 'Prepare your file', text: 'We review every document against the official checklist before you apply.' },
      { title: 'Apply and prepare', text: 'You submit the application and we prepare you for biometrics and any interview.' },
      { title: 'After the decision', text: 'Once your visa is approved, we move on to your travel and pre-departure plans.' },
    ],
    topic: 'visa-guidance',
    tools: ['/tools/intake-planner'],
  },
  {
    slug: 'pre-departure-orientation',
    title: 'Pre-Departure Orientation',
    summary: 'Practical briefings on travel, accommodation, money and student life, so you land ready for your new country.',
    icon: 'plane',
    intro: [
      'Getting your visa is a milestone, not the finish line. Our pre-departure orientation prepares you for the practical side of moving abroad, from booking flights and accommodation to managing money and settling into university life.',
      'Sessions are run for each destination, and you can bring your parents along to ask their own questions.',
    ],
    includes: [
      'Travel planning and what to carry in your hand and checked baggage',
      'Accommodation options on and off campus',
      'Forex, international student cards and opening a bank account abroad',
      'Health insurance, university registration and arrival formalities',
      'Part-time work rules, safety and student life',
    ],
    steps: [
      { title: 'Attend the briefing', text: 'Join a destination-specific session in person or online, with your parents if you like.' },
      { title: 'Get your checklist', text: 'Receive a personal pre-departure checklist covering documents, money and packing.' },
      { title: 'Stay in touch', text: 'Your counsellor remains available after you land to help with settling in.' },
    ],
    topic: 'pre-departure-orientation',
  },
];

/** "Free Trainings" submenu: /services/free-trainings/{slug}. */
export const freeTrainings: Service[] = [
  {
    slug: 'ielts',
    title: 'IELTS',
    summary: 'Free IELTS Academic preparation for 30 days, with weekday and weekend batches and full mock tests.',
    icon: 'languages',
    intro: [
      'IELTS Academic is accepted by universities and visa authorities in the UK, Australia, Canada, New Zealand and many other countries. It tests listening, reading, writing and speaking, with the speaking test taken face to face with an examiner.',
      'Every new student gets 30 days of free access to our IELTS classes. Choose a weekday or weekend batch, take mock tests, and get trainer feedback on your writing and speaking before deciding whether to continue.',
    ],
    includes: [
      '30 days of free access to IELTS classes',
      'Weekday and weekend batches, in person or online',
      'Strategies for all four modules: listening, reading, writing and speaking',
      'Full-length mock tests under exam conditions',
      'Marked writing tasks and one-to-one speaking practice',
    ],
    steps: [
      { title: 'Register for free', text: 'Book your free trial and take a short diagnostic test.' },
      { title: 'Join a batch', text: 'Attend weekday or weekend classes that fit your schedule.' },
      { title: 'Take mock tests', text: 'Measure your progress with mock tests and trainer feedback.' },
    ],
    topic: 'ielts',
  },
  {
    slug: 'pte',
    title: 'PTE',
    summary: 'Free PTE Academic preparation for 30 days: computer-based practice, weekday or weekend batches, mock tests.',
    icon: 'target',
    intro: [
      'PTE Academic is a computer-based English test with automated scoring, accepted by many universities and visa authorities, including for Australian student visas. Its speaking and writing tasks reward clear, well-paced answers and familiarity with the question types.',
      'Our free batches give you 30 days of access to PTE classes and computer-based practice. Learn each question type, take mock tests, and find out which tasks are costing you the most marks.',
    ],
    includes: [
      '30 days of free access to PTE classes',
      'Weekday and weekend batches, in person or online',
      'Question-type strategies for speaking, writing, reading and listening',
      'Computer-based mock tests in the real exam format',
      'Feedback on pronunciation, fluency and written responses',
    ],
    steps: [
      { title: 'Register for free', text: 'Book your free trial and take a diagnostic mock test.' },
      { title: 'Learn the question types', text: 'Work through each task type with our trainers in weekday or weekend classes.' },
      { title: 'Practise on the computer', text: 'Take mock tests in the exam format and review your weak areas.' },
    ],
    topic: 'pte',
  },
  {
    slug: 'toefl',
    title: 'TOEFL',
    summary: 'Free TOEFL iBT preparation for 30 days, with weekday and weekend batches and full-length practice tests.',
    icon: 'book-open',
    intro: [
      'TOEFL iBT is widely accepted by universities in the USA and Canada, among other countries. It tests reading, listening, speaking and writing in an academic setting, and can be taken at a test centre or at home.',
      'Our free batches give you 30 days of access to TOEFL classes. You will learn the task formats, practise note-taking for lectures and integrated tasks, and take mock tests with trainer feedback.',
    ],
    includes: [
      '30 days of free access to TOEFL classes',
      'Weekday and weekend batches, in person or online',
      'Practice for reading, listening, speaking and writing tasks',
      'Note-taking techniques for lectures and integrated tasks',
      'Full-length mock tests with feedback',
    ],
    steps: [
      { title: 'Register for free', text: 'Book your free trial and take a short diagnostic test.' },
      { title: 'Join a batch', text: 'Attend weekday or weekend classes, in person or online.' },
      { title: 'Take mock tests', text: 'Track your progress with full-length mock tests and feedback.' },
    ],
    topic: 'toefl',
  },
];

/** Home "02 Services of Students": the spec names these targets, but the cards are not links. */
export const serviceCards: { title: string; description: string; icon: IconName; target: string }[] = [
  {
    title: 'Student Counselling',
    description:
      'One-to-one guidance on courses, countries and universities that match your academic profile, budget and career goals.',
    icon: 'graduation-cap',
    target: '/student-counselling',
  },
  {
    title: 'Visa Counselling',
    description:
      'Country-specific help with visa documents, financial proof and interview preparation, checked before you apply.',
    icon: 'stamp',
    target: '/visa-counselling',
  },
  {
    title: 'Choose a Suitable University',
    description:
      'A balanced shortlist from 400+ universities, compared by course, fees, intakes and career outcomes.',
    icon: 'building',
    target: '/choose-university',
  },
];
