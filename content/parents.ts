import type { TextCard } from './types';
/**
 * The For parents page (/parents): what a parent asks in the first call, in plain words. Figures are
 * not written here: costs, the remittance limit, the tax collected and the loan deduction render from
 * their own records (content/destinations, content/remittance.ts, content/loans.ts).
 */

export const parentsIntro =
  'Your son or daughter has found the course; you are the one who will pay for it and sign the papers. This page answers what parents ask us in the first call: what it all costs, how a loan works, how the money is sent and shown to the visa office, and how to tell a genuine consultant from one who is not.';

/** How to check a consultant before paying anything: each point links to where this firm shows it. */
export const genuineChecks: TextCard[] = [
  {
    title: 'A registered company, with its numbers on its website',
    text: 'A genuine firm gives its legal name, its company number (CIN) and GSTIN, and an office you can visit. Check the company number on the Ministry of Corporate Affairs’ website before you pay.',
    link: { title: 'Our company details', href: '/about-us' },
  },
  {
    title: 'Named counsellors you can ask for',
    text: 'You should know who is advising your child, what they are trained in and since when, and be able to ask for the same person next time.',
    link: { title: 'Our counsellors', href: '/about-us/team' },
  },
  {
    title: 'Fees and refunds in writing, before you pay',
    text: 'Every charge should be on a written price list, with what it covers and when it is refunded. Free counselling should stay free: no “registration fee” to see a shortlist.',
    link: { title: 'Our fees and refunds', href: '/fees-and-refunds' },
  },
  {
    title: 'Visa and university fees go straight to them, never through an agent',
    text: 'Visa fees, the health surcharge, the SEVIS fee and university deposits are paid by you on the government’s or the university’s own website or account. Anyone who asks you to pay these to them, or promises a visa, is a warning sign.',
    link: { title: 'How to protect yourself', href: '/protect-yourself' },
  },
];

/** What a parent gets from a call, said before the contact details. */
export const talkToUs =
  'Call or message us and ask for a counsellor who speaks your language. We will go through the plan with you, your costs and your questions, free of charge, and you can bring your son or daughter or come on your own.';
