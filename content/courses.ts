import type { DestinationSlug, IconName } from './types';

/**
 * "Find your course" (/courses), the target of the home page's "Start your Journey". Qualitative on
 * purpose: no rankings, salaries or percentages, which date quickly and are hard to source.
 */

export interface CourseField {
  slug: string;
  name: string;
  icon: IconName;
  summary: string;
  /** Typical degrees, undergraduate to postgraduate. */
  degrees: string[];
  /** Destinations where the field is a popular choice, with why, in a few words. */
  popularIn: { destination: DestinationSlug; reason: string }[];
}

export const courseFields: CourseField[] = [
  {
    slug: 'computer-science-it',
    name: 'Computer Science & IT',
    icon: 'globe',
    summary:
      'Software engineering, cyber security, cloud computing and networks. A common next step for BE and BTech graduates who want to specialise.',
    degrees: [
      'BS or BSc in Computer Science',
      'MS or MSc in Computer Science',
      'MSc in Software Engineering or Cyber Security',
      'Master of Information Technology',
    ],
    popularIn: [
      { destination: 'usa', reason: 'STEM-designated master’s programmes' },
      { destination: 'uk', reason: 'one-year taught MSc courses' },
      { destination: 'canada', reason: 'co-op options at many universities' },
      { destination: 'australia', reason: 'Master of IT with specialisations' },
      { destination: 'europe', reason: 'English-taught courses at public universities in Germany' },
    ],
  },
  {
    slug: 'data-science-ai',
    name: 'Data Science & AI',
    icon: 'trending-up',
    summary:
      'Machine learning, statistics, data engineering and analytics. Suits graduates in engineering, maths, statistics or economics who enjoy programming.',
    degrees: [
      'BSc in Data Science',
      'MS or MSc in Data Science or Business Analytics',
      'MSc in Artificial Intelligence or Machine Learning',
    ],
    popularIn: [
      { destination: 'usa', reason: 'analytics and data science programmes with a STEM designation' },
      { destination: 'uk', reason: 'one-year MSc courses in data science and AI' },
      { destination: 'canada', reason: 'applied analytics programmes' },
      { destination: 'europe', reason: 'research-led courses in Germany and across Europe' },
    ],
  },
  {
    slug: 'business-management',
    name: 'Business & Management / MBA',
    icon: 'briefcase',
    summary:
      'General management, marketing, international business and the MBA. Most MBA programmes look for several years of work experience; master’s in management courses often do not.',
    degrees: ['BBA or BSc in Business', 'MSc in Management or International Business', 'MBA'],
    popularIn: [
      { destination: 'usa', reason: 'two-year MBA programmes' },
      { destination: 'uk', reason: 'one-year MSc and MBA courses' },
      { destination: 'canada', reason: 'business diplomas and MBAs' },
      { destination: 'australia', reason: 'Master of Business Administration and Master of Management' },
      { destination: 'europe', reason: 'business schools across Europe' },
    ],
  },
  {
    slug: 'engineering',
    name: 'Engineering',
    icon: 'building',
    summary:
      'Mechanical, civil, electrical, electronics, chemical and automotive engineering, with options to move into robotics, renewable energy or project management.',
    degrees: ['BEng or BS in Engineering', 'MS, MSc or MEng in an engineering discipline', 'PhD for research careers'],
    popularIn: [
      { destination: 'usa', reason: 'research-focused MS programmes' },
      { destination: 'europe', reason: 'engineering at German universities and universities of applied sciences' },
      { destination: 'canada', reason: 'engineering programmes with co-op terms' },
      { destination: 'australia', reason: 'professional engineering master’s degrees' },
      { destination: 'new-zealand', reason: 'practical engineering master’s degrees' },
    ],
  },
  {
    slug: 'health-sciences-nursing',
    name: 'Health Sciences & Nursing',
    icon: 'heart-handshake',
    summary:
      'Nursing, public health, biotechnology and allied health. Working as a nurse abroad usually needs registration with that country’s regulator after your degree.',
    degrees: [
      'BSc in Nursing',
      'Master of Public Health (MPH)',
      'MSc in Biotechnology or Health Sciences',
    ],
    popularIn: [
      { destination: 'australia', reason: 'nursing and allied health degrees' },
      { destination: 'uk', reason: 'public health and healthcare management courses' },
      { destination: 'canada', reason: 'health sciences and nursing programmes' },
      { destination: 'new-zealand', reason: 'nursing and health science degrees' },
      { destination: 'usa', reason: 'public health and biotechnology programmes' },
    ],
  },
  {
    slug: 'finance-accounting',
    name: 'Finance & Accounting',
    icon: 'landmark',
    summary:
      'Finance, accounting, banking and fintech. Some courses carry exemptions from professional accounting papers, so check accreditation if you plan a professional qualification.',
    degrees: ['BSc in Accounting and Finance', 'MSc in Finance or Financial Technology', 'Master of Professional Accounting'],
    popularIn: [
      { destination: 'uk', reason: 'one-year MSc courses in finance' },
      { destination: 'usa', reason: 'finance and quantitative finance programmes' },
      { destination: 'australia', reason: 'Master of Professional Accounting' },
      { destination: 'canada', reason: 'accounting and finance programmes' },
    ],
  },
  {
    slug: 'design-media',
    name: 'Design & Media',
    icon: 'award',
    summary:
      'Graphic and product design, UX, animation, film and journalism. Most courses ask for a portfolio of your work as part of the application.',
    degrees: ['BA or BDes in Design', 'MA in Design, Media or Journalism', 'MFA in Film or Fine Arts'],
    popularIn: [
      { destination: 'uk', reason: 'art, design and media schools' },
      { destination: 'usa', reason: 'design, film and journalism programmes' },
      { destination: 'europe', reason: 'design schools across Europe' },
      { destination: 'australia', reason: 'design and media degrees' },
    ],
  },
  {
    slug: 'hospitality-tourism',
    name: 'Hospitality & Tourism',
    icon: 'plane',
    summary:
      'Hotel, event and tourism management, with practical training and internships built into many courses.',
    degrees: ['BA or BSc in Hospitality Management', 'Diploma in Hospitality', 'MSc in International Hospitality or Tourism Management'],
    popularIn: [
      { destination: 'europe', reason: 'hospitality schools, including in Switzerland' },
      { destination: 'australia', reason: 'hospitality and tourism degrees' },
      { destination: 'canada', reason: 'hospitality diplomas and degrees' },
      { destination: 'new-zealand', reason: 'hospitality and tourism programmes' },
      { destination: 'uk', reason: 'hospitality and events management courses' },
    ],
  },
];

/** How we help you choose, the page's short timeline. */
export const courseChoiceSteps: { title: string; text: string }[] = [
  {
    title: 'Start from your goal',
    text: 'Think about the work you want to do after graduating, then look for courses whose modules and projects lead there.',
  },
  {
    title: 'Check the entry requirements',
    text: 'Compare your marks, backlogs, work experience and English test scores with each course’s requirements.',
  },
  {
    title: 'Compare countries and costs',
    text: 'Weigh tuition, living costs, intakes and post-study work options across the countries that offer your course.',
  },
  {
    title: 'Shortlist with a counsellor',
    text: 'Book a free session and leave with a balanced shortlist of ambitious, realistic and safe choices.',
  },
];
