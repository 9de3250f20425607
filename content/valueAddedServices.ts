import type { ValueAddedService } from './types';

/** About page "04 Value-Added Services" carousel (spec §2: these six, in this order). */
export const valueAddedServices: ValueAddedService[] = [
  {
    title: 'Free Processing for All Countries',
    description:
      'Applications to our partner universities are processed free in every destination we cover; you pay only the fees charged by universities, test providers and visa offices. Applications elsewhere are charged, as our Fees and Refunds page lists.',
    icon: 'globe',
    colour: 'blue',
    link: { label: 'See our partner universities', href: '/partner-universities' },
  },
  {
    title: 'IELTS and TOEFL Training',
    description:
      'Trainer-led language test classes in weekday and weekend batches, with regular mock tests and individual feedback on writing and speaking.',
    icon: 'languages',
    colour: 'teal',
  },
  {
    title: 'Scholarship Assistance',
    description:
      'We find the merit and university scholarships you are eligible for and help you write applications that stand out.',
    icon: 'award',
    colour: 'amber',
  },
  {
    title: 'Financial Aid',
    description:
      'Guidance on education loans, sponsorship documents and the funds you must show for your visa, so your finances are ready before you apply.',
    icon: 'piggy-bank',
    colour: 'green',
  },
  {
    title: 'Application Fee Waiver',
    description:
      'We identify universities that waive their application fee or offer fee waivers to eligible students, and help you request them.',
    icon: 'ticket',
    colour: 'violet',
  },
  {
    title: 'Visa Interview Guidance',
    description:
      'One-to-one mock visa interviews with feedback on your answers, documents and confidence, tailored to your country and course.',
    icon: 'mic',
    colour: 'rose',
  },
];
