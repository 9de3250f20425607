import type { IconName } from './types';

/** About page "01 Who We Are" (spec §2: personalised guidance, visa processing, transition support). */
export const whoWeAre: { heading: string; paragraphs: string[]; points: string[] } = {
  heading: 'Personal guidance from your first question to your first semester abroad',
  paragraphs: [
    'Aspire Overseas Education is a study-abroad and visa consultancy headquartered in Marathahalli, Bengaluru, with branches in Hyderabad and London. We help Indian students choose the right country, course and university, and then stay with them through applications, visas and the move abroad.',
    'Every student works with one counsellor who understands their academic record, budget and career goals. We handle the detail, from SOP reviews and application portals to visa files and pre-departure briefings, so that you and your family can make each decision with confidence.',
  ],
  points: [
    'Free counselling and university shortlisting for the USA, UK, Canada, Australia, Europe and New Zealand',
    'Application support: SOPs, recommendation letters, CVs and portal submissions',
    'Student visa processing, document checks and mock visa interviews',
    'Education loan and scholarship assistance',
    'Pre-departure orientation and help settling into your new country',
  ],
};

/** About page "02 Why Choose Us" rotating card (spec §2: these three titles, in this order). */
export const whyChooseUsCards: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Proven Track Record',
    text: '1,000+ student visas approved and 400+ universities across 40+ countries in our network, built over 5+ years of helping Indian students study abroad.',
    icon: 'trending-up',
  },
  {
    title: 'Why Choose Us?',
    text: 'Free counselling, free applications to our partner universities in every country we cover and honest advice on courses, costs and visas, even when the answer is “not this year”.',
    icon: 'compass',
  },
  {
    title: 'Client Focus',
    text: 'One counsellor follows your file from the first call to your first week abroad, with regular updates for you and your parents at every stage.',
    icon: 'users',
  },
];

/** About banner counter; the same figure as the home "Visa Approved" counter. */
export const aboutBannerStat: { value: number; suffix: string; label: string } = {
  value: 1000,
  suffix: '+',
  label: 'visas approved',
};

/**
 * What the four counters count, and since when, said under them. SAMPLE until the firm confirms its
 * own figures and their basis (`npm run check:launch`).
 */
export const countersBasis = {
  sample: true,
  text: 'Counted since we opened in 2018: universities and countries our students have applied to, and the student visas granted to them.',
};

/** Home "01 About Us" counters (spec §9: 5, 400, 40, 1000, each with a + suffix). */
export const homeCounters: { value: number; suffix: string; label: string; icon: IconName }[] = [
  { value: 5, suffix: '+', label: 'Years of Experience', icon: 'calendar' },
  { value: 400, suffix: '+', label: 'Universities', icon: 'building' },
  { value: 40, suffix: '+', label: 'Countries', icon: 'globe' },
  { value: 1000, suffix: '+', label: 'Visa Approved', icon: 'stamp' },
];

/** About page "05 Application Guide": the stops of the illustrated journey, in order. */
export const applicationGuideSteps: { title: string; text: string; icon: IconName }[] = [
  { title: 'Shortlist', text: 'Shortlist countries, courses and universities with your counsellor', icon: 'search' },
  {
    title: 'Test & documents',
    text: 'Take your English test and gather transcripts, SOP and recommendation letters',
    icon: 'file-text',
  },
  { title: 'Apply', text: 'Submit your applications and accept the offer that suits you best', icon: 'send' },
  { title: 'Funding', text: 'Arrange funds, an education loan or scholarships', icon: 'wallet' },
  { title: 'Visa', text: 'Apply for your student visa and prepare for the interview', icon: 'stamp' },
  { title: 'Fly out', text: 'Attend pre-departure orientation and fly out to begin your course', icon: 'plane' },
];
