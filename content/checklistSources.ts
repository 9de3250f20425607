import type { Source } from './sources';
import type { OfficialHost } from './officialHosts';

/**
 * The visa offices' pages each checklist item cites (/tools/visa-checklist), merged into content/sources.ts.
 * Only pages not already there: each is the page whose stored copy confirmed an item (content/visaChecklists.ts).
 */
export const checklistSources = {
  // Lists India among the countries whose visa applicants need a TB test from a Home Office-approved clinic.
  ukTbTestCountries: {
    name: 'GOV.UK: Tuberculosis tests for visa applicants, countries where you need a TB test',
    url: 'https://www.gov.uk/tb-test-visa/countries-where-you-need-a-tb-test-to-enter-the-uk',
  },
  // Who pays the immigration health surcharge: anyone applying from outside the UK for more than 6 months.
  ukHealthSurchargeWhoPays: {
    name: 'GOV.UK: Pay for UK healthcare as part of your immigration application, who needs to pay',
    url: 'https://www.gov.uk/healthcare-immigration-application/who-needs-pay',
  },
  // IRCC's own answer: most people give biometrics when they apply for a study permit.
  caBiometrics: {
    name: 'IRCC Help Centre: Why do I have to give my biometrics when I apply?',
    url: 'https://ircc.canada.ca/english/helpcentre/answer.asp?qnum=703&top=19',
  },
  // The Australian Government's step-by-step guide: the CoE goes in the visa application, and when an English result is needed.
  auVisaSteps: {
    name: 'Study Australia: Student visa, step by step guide',
    url: 'https://www.studyaustralia.gov.au/en/plan-your-move/visa-application-process',
  },
  // The German Missions in India's own document list for the student (national) visa.
  deStudentVisaIndia: {
    name: 'German Missions in India: Student visa',
    url: 'https://india.diplo.de/in-en/service/-/2539338',
  },
  // The missions' notice that made the APS certificate a mandatory visa document from 1 November 2022.
  deApsMandatory: {
    name: 'German Missions in India: Important information for students, APS certificates mandatory (21 September 2022)',
    url: 'https://india.diplo.de/in-en/service/-/2553524',
  },
  // What an offer of place must show (course, length, start date, fees) and when proof of tuition payment is due.
  nzOfferOfPlace: {
    name: 'Immigration New Zealand: Making an offer of place',
    url: 'https://www.immigration.govt.nz/assist-migrants-and-students/assist-students/education-in-nz/making-an-offer-of-place',
  },
  // INZ's page for applicants in India: the funds evidence it accepts and how it verifies it.
  nzFundsIndia: {
    name: 'Immigration New Zealand: Evidence of funds to support your study (applicants in India)',
    url: 'https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/financial-arrangements/funding-your-study/evidence-of-funds-requirements-for-applicants-in-india',
  },
  // When a chest X-ray or medical is needed and how panel physicians send the results.
  nzGoodHealth: {
    name: 'Immigration New Zealand: Evidence you are in good health',
    url: 'https://www.immigration.govt.nz/new-zealand-visas/apply-for-a-visa/tools-and-information/medical-info/evidence-you-in-good-health',
  },
} as const satisfies Record<string, Source>;

/** Any visa office host not yet in content/officialHosts.ts: none, every page above is on a listed host. */
export const checklistHosts: readonly OfficialHost[] = [];
