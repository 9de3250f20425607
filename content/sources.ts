import { scholarshipSources } from './scholarshipSources';
import { checklistSources } from './checklistSources';
/**
 * The official pages the site's figures and articles rest on, once each: a destination's facts and
 * useful links name them by key, a news article takes the name and address. A figure a government sets
 * cites that government; a test score the test owner or a named university's own page; every host is
 * in content/officialHosts.ts, and `npm run check:content` fails on any other.
 */
export interface Source {
  /** How the article footer names it: the publisher, then the page. */
  name: string;
  url: string;
}

export const sources = {
  ...scholarshipSources,
  ...checklistSources,
  educationUsa: { name: 'EducationUSA (U.S. Department of State)', url: 'https://educationusa.state.gov/' },
  educationUsaFinance: {
    name: 'EducationUSA: Finance your studies',
    url: 'https://educationusa.state.gov/your-5-steps-us-study/finance-your-studies',
  },
  usStudentVisa: {
    name: 'U.S. Department of State: Student Visa',
    url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
  },
  // The Department of State's own fee table (the fee the F-1 application pays).
  usVisaFee: {
    name: 'U.S. Department of State: Fees for visa services',
    url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
  },
  // The Department of State's announcement, as a U.S. embassy published it: USD 160 -> 185 for student visas from 17 June 2023.
  usVisaFeeIncrease: {
    name: 'U.S. Embassy: Department of State announces increase in some categories of visa fees (5 June 2023)',
    url: 'https://tt.usembassy.gov/u-s-department-of-state-announces-increase-in-some-categories-of-visa-fees/',
  },
  // The I-901 fee is paid to DHS on its own payment site.
  usSevisFee: { name: 'U.S. Department of Homeland Security: I-901 SEVIS fee', url: 'https://www.fmjfee.com/' },
  // ICE runs the Student and Exchange Visitor Program; its I-901 page states the fee by visa type.
  usSevisFeeIce: { name: 'U.S. Immigration and Customs Enforcement: I-901 SEVIS fee', url: 'https://www.ice.gov/sevis/i901' },
  // Where the Department of State publishes its visa announcements (interview location, vetting, waivers).
  usVisaNews: { name: 'U.S. Department of State: Visas news', url: 'https://travel.state.gov/content/travel/en/News/visas-news.html' },
  // The test owners' own sites: the test-prep pages' format and scoring facts, and their "Official … website" link.
  ieltsTest: { name: 'IELTS (British Council, IDP and Cambridge)', url: 'https://ielts.org' },
  // The overall-band rule and the raw-score tables the IELTS calculator uses.
  ieltsScoring: { name: 'IELTS: Scoring in detail', url: 'https://ielts.org/take-a-test/your-results/ielts-scoring-in-detail' },
  pteTest: { name: 'Pearson: PTE Academic', url: 'https://www.pearsonpte.com' },
  toeflTest: { name: 'ETS: TOEFL iBT', url: 'https://www.ets.org/toefl' },
  usOpt: {
    name: 'USCIS: Optional Practical Training (OPT) for F-1 students',
    url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students',
  },
  usStemOpt: {
    name: 'USCIS: Optional Practical Training extension for STEM students (STEM OPT)',
    url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt',
  },
  studyInTheStates: {
    name: 'Study in the States (U.S. Department of Homeland Security)',
    url: 'https://studyinthestates.dhs.gov/',
  },

  // Also where GOV.UK states the current application fee ("How much it costs").
  ukStudentVisa: { name: 'GOV.UK: Student visa', url: 'https://www.gov.uk/student-visa' },
  ukEnglish: {
    name: 'GOV.UK: Student visa, knowledge of English',
    url: 'https://www.gov.uk/student-visa/knowledge-of-english',
  },
  // A university's own table: gov.uk sets only the visa's CEFR B2, not these scores.
  ukUniversityEnglish: {
    name: 'Lancaster University: English language requirements',
    url: 'https://www.lancaster.ac.uk/study/entry-requirements/undergraduate-english-requirements/',
  },
  ukMoney: { name: 'GOV.UK: Student visa, money you need', url: 'https://www.gov.uk/student-visa/money' },
  ukHealthSurcharge: {
    name: 'GOV.UK: Pay for UK healthcare as part of your immigration application, how much you have to pay',
    url: 'https://www.gov.uk/healthcare-immigration-application/how-much-pay',
  },
  ukFamily: { name: 'GOV.UK: Student visa, your partner and children', url: 'https://www.gov.uk/student-visa/family-members' },
  ukGraduateVisa: { name: 'GOV.UK: Graduate visa', url: 'https://www.gov.uk/graduate-visa' },
  // HESA is the UK's designated body for higher-education statistics.
  ukNumbers: {
    name: 'HESA: Where do HE students study?',
    url: 'https://www.hesa.ac.uk/data-and-analysis/students/where-study',
  },
  ukStudyModes: {
    name: 'Study UK (British Council): Subjects, modules and study modes',
    url: 'https://study-uk.britishcouncil.org/find/study-options/subjects-modules-study-modes',
  },
  ukCosts: {
    name: 'Study UK (British Council): Cost of studying',
    url: 'https://study-uk.britishcouncil.org/moving-uk/cost-studying',
  },
  ucas: { name: 'UCAS', url: 'https://www.ucas.com/' },

  caStudyPermit: {
    name: 'IRCC: Study permit',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
  },
  caFunds: {
    name: 'IRCC: Proof of financial support for a study permit',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html',
  },
  caFees: {
    name: 'IRCC: Pay your study permit fee',
    url: 'https://ircc.canada.ca/english/information/fees/result.asp?lob=sp&canada=inside&cat=temp',
  },
  caPal: {
    name: 'IRCC: Provincial attestation letter or territorial attestation letter',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/provincial-attestation-letter.html',
  },
  caPgwp: {
    name: 'IRCC: Work in Canada after you graduate',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation.html',
  },
  caPgwpEligibility: {
    name: 'IRCC: Post-graduation work permit, who can apply',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation/eligibility.html',
  },
  caLanguageTests: {
    name: 'IRCC: Language test equivalency charts',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/standard-requirements/language-requirements/test-equivalency-charts.html',
  },
  // A University of Toronto graduate department's own page: the IELTS and TOEFL minimums the Canada page quotes.
  caTorontoEceEnglish: {
    name: 'University of Toronto, Electrical and Computer Engineering: English language proficiency (graduate admission)',
    url: 'https://www.ece.utoronto.ca/graduates/admission/requirements/english-facility/',
  },
  caTuition: {
    name: 'Statistics Canada: tuition fees by level of study',
    url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=3710004501',
  },
  eduCanada: {
    name: 'EduCanada: Plan your studies',
    url: 'https://www.educanada.ca/study-plan-etudes/index.aspx?lang=eng',
  },

  auStudentVisa: {
    name: 'Department of Home Affairs: Student visa (subclass 500)',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
  },
  auGraduateVisa: {
    name: 'Department of Home Affairs: Temporary Graduate visa (subclass 485)',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485',
  },
  auGenuineStudent: {
    name: 'Department of Home Affairs: Genuine Student requirement',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500/genuine-student-requirement',
  },
  auEnglish: {
    name: 'Department of Home Affairs: English language requirements',
    url: 'https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/english-language',
  },
  auUniversities: {
    name: 'Study Australia: list of Australian universities',
    url: 'https://www.studyaustralia.gov.au/en/plan-your-studies/list-of-australian-universities',
  },
  studyAustralia: {
    name: 'Study Australia (Australian Government)',
    url: 'https://www.studyaustralia.gov.au/',
  },

  deStudentVisa: {
    name: 'Make it in Germany: Visa for studying',
    url: 'https://www.make-it-in-germany.com/en/visa-residence/types/studying',
  },
  // The Federal Foreign Office's own page on the blocked account (in German): the amount and when it applies.
  deBlockedAccount: {
    name: 'Federal Foreign Office: Opening a blocked account for students before entry (in German)',
    url: 'https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto',
  },
  // The German missions in India publish the national (D) visa fee on their visa pages.
  deVisaFee: {
    name: 'German Missions in India: Visa and entry',
    url: 'https://india.diplo.de/in-en/service/05-VisaEinreise',
  },
  aps: { name: 'APS India (Academic Evaluation Centre)', url: 'https://aps-india.de/' },
  // The German Missions in India's notice that made the APS certificate part of the student visa application.
  deApsVisaNotice: {
    name: 'German Missions in India: Visa newsletter, introduction of APS in the student visa procedure (4 October 2022)',
    url: 'https://india.diplo.de/in-en/ueber-uns/mumbai/visa-newsletter-04oct2022/2566330',
  },
  daad: { name: 'DAAD: Study in Germany', url: 'https://www.daad.de/en/' },
  daadLanguage: {
    name: 'DAAD: Language requirements',
    url: 'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/language-requirements/',
  },
  daadCosts: {
    name: 'DAAD: Costs of education and living',
    url: 'https://www.daad.de/en/study-and-research-in-germany/plan-your-studies/costs-of-education-and-living/',
  },
  tumEnglish: {
    name: 'Technical University of Munich: Language certificates',
    url: 'https://www.tum.de/nc/en/studies/application/university-admission/languagecertificates/',
  },
  tumTuition: {
    name: 'Technical University of Munich: Tuition fees',
    url: 'https://www.tum.de/en/studies/fees/tuition',
  },
  researchInGermany: { name: 'Research in Germany', url: 'https://www.research-in-germany.org/' },
  researchInGermanyUniversities: {
    name: 'Research in Germany: Universities (the higher-education institutions by type)',
    url: 'https://www.research-in-germany.org/en/research-landscape/research-organisations/universities.html',
  },

  nzStudentVisa: {
    name: 'Immigration New Zealand: Fee Paying Student Visa',
    url: 'https://www.immigration.govt.nz/visas/fee-paying-student-visa/',
  },
  nzFunds: {
    name: 'Immigration New Zealand: Student fund requirements',
    url: 'https://www.immigration.govt.nz/process-to-apply/applying-for-a-visa/providing-evidence-and-documents-to-support-your-visa-application/student-fund-requirements',
  },
  nzPostStudy: {
    name: 'Immigration New Zealand: Post Study Work Visa',
    url: 'https://www.immigration.govt.nz/visas/post-study-work-visa/',
  },
  // Immigration New Zealand's page on how long a Post Study Work Visa lasts.
  nzStayingToWork: {
    name: 'Immigration New Zealand: Staying to work after study',
    url: 'https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/education-quals-study/staying-to-work-after-study',
  },
  nzWellingtonEnglish: {
    name: 'Victoria University of Wellington: English language requirements',
    url: 'https://www.wgtn.ac.nz/international/applying/entry-requirements/english-language/standard-postgraduate',
  },
  nzAucklandEnglish: {
    name: 'University of Auckland: Postgraduate entry requirements',
    url: 'https://www.auckland.ac.nz/en/study/applications-and-admissions/entry-requirements/postgraduate-entry-requirements.html',
  },
  studyWithNz: { name: 'Study with New Zealand', url: 'https://www.studywithnewzealand.govt.nz/' },
  // Education loans (the EMI calculator): the tax deduction, the government's loan portal and
  // the public-sector banks' own rate pages.
  // The Acts themselves: the loan-interest deduction (section 129 of the 2025 Act, formerly 80E) and
  // tax collected at source on money sent abroad (section 206C(1G) of the 1961 Act until 31 March 2026).
  incomeTaxAct: {
    name: 'Income Tax Department: Acts (the Income-tax Act, 2025, and the Income-tax Act, 1961 it replaced)',
    url: 'https://www.incometaxindia.gov.in/pages/acts/income-tax-act.aspx',
  },
  // The Reserve Bank's own questions and answers on the Liberalised Remittance Scheme: the yearly limit.
  rbiLrs: { name: 'Reserve Bank of India: FAQs on the Liberalised Remittance Scheme (LRS)', url: 'https://www.rbi.org.in/Scripts/FAQView.aspx?Id=115' },
  vidyaLakshmi: { name: 'Vidya Lakshmi: education loan portal (Government of India)', url: 'https://www.vidyalakshmi.co.in/' },
  sbiEducationRates: {
    name: 'State Bank of India: Education loan schemes, rates of interest',
    url: 'https://sbi.co.in/portal/web/interest-rates/education-loan-scheme',
  },
  bobScholar: { name: 'Bank of Baroda: Baroda Scholar (for study abroad)', url: 'https://www.bankofbaroda.com/baroda-scholar-loan.htm' },
  canaraVidyaTurant: { name: 'Canara Bank: Vidya Turant', url: 'https://canarabank.com/vidya-turant' },
  pnbUdaan: { name: 'Punjab National Bank: PNB Udaan', url: 'https://pnbindia.in/hi/pnb-udaan.html' },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof sources;

/** Each source's address alone, for the facts and links that show their own label. */
export const sourceUrls = Object.fromEntries(Object.entries(sources).map(([key, s]) => [key, s.url])) as {
  [K in SourceKey]: string;
};

/** A news item's citation fields for a source. */
export function cite(key: SourceKey): { sourceName: string; sourceUrl: string } {
  return { sourceName: sources[key].name, sourceUrl: sources[key].url };
}
