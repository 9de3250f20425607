import type { DocumentPage } from './legal';
import { site } from './site';
import { documentFrom } from './documentFrom';
import { fill } from '@/lib/fill';
import en from './i18n/en.json';

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

/** The refund terms' numbers, in every language's fees page (content/i18n/*.json fill them in). */
export const refundTerms = { days: 7, refundDays: 14 };

/** What the two guides' texts are filled with: the firm's name and the refund terms. */
const values = { name: site.name, ...refundTerms };

/** The fees page's words in English (content/i18n/en.json, which each translation follows). */
type FeesWords = typeof en.fees;
type ProtectWords = typeof en.protect;

/** How a consultancy whose counselling is free is paid, in a language: said on About, For Parents and the fees page. */
export const howWeArePaidIn = (words: FeesWords): string => fill(words.sections['how-we-are-paid'].paragraphs[0]!, values);

/** The fees page in a language: its words (English or a translation) on the same sections and links. */
export const feesDocumentIn = (words: FeesWords): DocumentPage =>
  documentFrom(words, { slug: 'fees-and-refunds', path: '/fees-and-refunds', lastUpdated: '2026-11-26', links: { free: ['/partner-universities'] } }, values);

/** The fraud guide in a language, each official page linked from the same place in every language. */
export const protectYourselfDocumentIn = (words: ProtectWords): DocumentPage =>
  documentFrom(
    words,
    {
      slug: 'protect-yourself',
      path: '/protect-yourself',
      lastUpdated: '2026-11-26',
      links: {
        'uk-cas': ['https://www.gov.uk/government/publications/register-of-licensed-sponsors-students', 'https://www.gov.uk/student-visa'],
        'usa-i20': ['https://studyinthestates.dhs.gov/school-search', 'https://www.fmjfee.com/'],
        'canada-loa': [
          'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html',
          'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html',
        ],
        'australia-nz': ['https://cricos.education.gov.au/', 'https://www.immigration.govt.nz/'],
        'choosing-an-agent': ['https://www.britishcouncil.org/education/agents-counsellors/uk-quality-agent-framework'],
      },
    },
    values,
  );

export const feesDocument = feesDocumentIn(en.fees);
export const protectYourselfDocument = protectYourselfDocumentIn(en.protect);

export const guideDocuments = [feesDocument, protectYourselfDocument];
