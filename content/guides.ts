import type { DocumentPage } from './legal';
import { site } from './site';

/**
 * What the firm charges. SAMPLE: the amounts and refund terms are the template's; the firm
 * sets its own before launch (`npm run check:launch` lists them until then).
 */
export interface Fee {
  service: string;
  /** In rupees, GST included; 0 is free. */
  amount: number;
  per: string;
}

export const feesSample = true;

export const fees: Fee[] = [
  { service: 'Counselling, university shortlisting and applications to our partner universities', amount: 0, per: 'always' },
  { service: 'Visa guidance for a student who applies through us', amount: 0, per: 'always' },
  { service: 'Free IELTS, PTE and TOEFL training batches', amount: 0, per: 'batch' },
  { service: 'Applications to universities we do not represent (up to five)', amount: 15000, per: 'set of applications' },
  { service: 'Visa file preparation for a student who applied elsewhere', amount: 12000, per: 'visa application' },
  { service: 'One-to-one IELTS, PTE or TOEFL coaching (20 hours)', amount: 9500, per: 'course' },
];

/** How a consultancy whose counselling is free is paid: said on About, in the FAQ and on the fees page. */
export const howWeArePaid =
  'Counselling is free because partner universities pay us a commission when a student we advised enrols with them. That commission comes out of the university’s own budget: it never changes the tuition or any fee you pay the university, and we show you options beyond our partners when they suit you better.';

const paidTo =
  'Visa fees, the health surcharge, the SEVIS fee, test fees and university application fees and deposits are paid by you directly to the government, test owner or university, on their own websites or bank accounts. We never collect them.';

export const feesDocument: DocumentPage = {
  slug: 'fees-and-refunds',
  path: '/fees-and-refunds',
  title: 'Fees and Refunds',
  metaDescription: `What ${site.name} charges and what is free, how we are paid by partner universities, and when you get your money back.`,
  lead: 'What is free, what we charge and when you get your money back, before you decide to work with us.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'free',
      heading: 'What is free',
      paragraphs: ['Counselling, shortlisting, applications to our partner universities, visa guidance for those applications and our training batches cost you nothing.'],
      links: [{ label: 'Which universities are our partners', href: '/partner-universities' }],
    },
    {
      id: 'charges',
      heading: 'What we charge',
      paragraphs: ['We charge only for work outside our partnerships, and tell you the amount in writing before you pay. The amounts include GST.'],
    },
    {
      id: 'how-we-are-paid',
      heading: 'How we are paid',
      paragraphs: [howWeArePaid],
    },
    {
      id: 'paid-directly',
      heading: 'What you pay others directly',
      paragraphs: [paidTo, 'If anyone asks you to pay such a fee into their own account, stop and read our guide to protecting yourself.'],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: ['If you change your mind, we refund what you paid us:'],
      list: [
        'in full, within 7 days of paying, if we have not started the work',
        'in part, for the part of the work we have not done (for example, applications not yet submitted)',
        'in full, if we fail to do what we promised in writing',
        'always to the account you paid from, within 14 days of your request',
      ],
    },
    {
      id: 'no-guarantees',
      heading: 'No guarantees',
      paragraphs: ['Universities decide admissions and governments decide visas. We never promise an admission, a visa or a scholarship, and no fee we charge depends on one.'],
    },
  ],
};

export const protectYourselfDocument: DocumentPage = {
  slug: 'protect-yourself',
  path: '/protect-yourself',
  title: 'Protect Yourself from Fraud',
  metaDescription: 'How to check an offer letter, CAS, I-20 or LOA with the university and official portals, and why visa and university fees never go to an agent.',
  lead: 'In 2023 hundreds of Indian students in Canada learned that the admission letters an agent gave them were fake. Check every document yourself, with the university and the government, before you pay or travel: it takes minutes.',
  lastUpdated: '2026-11-26',
  sections: [
    {
      id: 'verify-offer',
      heading: 'Check your offer with the university itself',
      paragraphs: [
        'Write to the admissions office at an address you find on the university’s own website (not one from the letter or from an agent) and ask them to confirm your offer, course and start date. A real offer is confirmed in a day or two.',
        'Log in to the university’s applicant portal yourself: your offer, conditions and deposit receipt should all be there.',
      ],
    },
    {
      id: 'uk-cas',
      heading: 'UK: your CAS',
      paragraphs: [
        'A Confirmation of Acceptance for Studies (CAS) is issued by a university licensed to sponsor students. Check the university on the government’s register of student sponsors, and pay the visa fee and health surcharge only on GOV.UK.',
      ],
      links: [
        { label: 'Register of student sponsors (GOV.UK)', href: 'https://www.gov.uk/government/publications/register-of-licensed-sponsors-students' },
        { label: 'Student visa (GOV.UK)', href: 'https://www.gov.uk/student-visa' },
      ],
    },
    {
      id: 'usa-i20',
      heading: 'USA: your Form I-20',
      paragraphs: [
        'Your I-20 comes from a school certified by the Student and Exchange Visitor Program and carries your SEVIS ID. Check the school with Study in the States’ school search, and pay the I-901 SEVIS fee only at fmjfee.com.',
      ],
      links: [
        { label: 'School search (Study in the States, DHS)', href: 'https://studyinthestates.dhs.gov/school-search' },
        { label: 'I-901 SEVIS fee (DHS)', href: 'https://www.fmjfee.com/' },
      ],
    },
    {
      id: 'canada-loa',
      heading: 'Canada: your letter of acceptance',
      paragraphs: [
        'Your letter of acceptance (LOA) must come from a designated learning institution (DLI). Check its DLI number on the government’s list; IRCC also confirms each letter directly with the school before deciding a study permit.',
      ],
      links: [
        { label: 'Designated learning institutions list (IRCC)', href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html' },
        { label: 'Protect yourself from fraud (IRCC)', href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html' },
      ],
    },
    {
      id: 'australia-nz',
      heading: 'Australia and New Zealand',
      paragraphs: [
        'In Australia, check that the provider and course are on CRICOS and that your Confirmation of Enrolment (CoE) is in your own name. In New Zealand, apply for your visa yourself on Immigration New Zealand’s website.',
      ],
      links: [
        { label: 'CRICOS register (Australian Government)', href: 'https://cricos.education.gov.au/' },
        { label: 'Immigration New Zealand', href: 'https://www.immigration.govt.nz/' },
      ],
    },
    {
      id: 'never-pay-an-agent',
      heading: 'Never pay visa or university fees into an agent’s account',
      paragraphs: [
        'Visa fees go to the government on its own website. Tuition deposits go to the university’s own bank account, as printed on its website and in your portal. An agent, including us, should never collect them, and no genuine agent asks you to.',
        'Be wary of anyone who guarantees a visa or an admission, asks for your portal passwords, or hurries you to pay today.',
      ],
    },
    {
      id: 'choosing-an-agent',
      heading: 'Choosing an education agent',
      paragraphs: [
        'The UK’s universities, the British Council and UK sector bodies publish a Student guide to choosing an education agent as part of the UK Agent Quality Framework. It lists the questions to ask any agent, us included: who pays them, which universities they represent, and what they charge you.',
        'Ask to see a counsellor’s training certificate: the British Council’s UK agent and counsellor training is issued to people, not firms. Ours are listed on our team page.',
      ],
      links: [{ label: 'UK Agent Quality Framework (British Council)', href: 'https://www.britishcouncil.org/education/agents-counsellors/uk-quality-agent-framework' }],
    },
  ],
};

export const guideDocuments = [feesDocument, protectYourselfDocument];
