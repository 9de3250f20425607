import type { Source } from './sources';
import type { OfficialHost } from './officialHosts';

/**
 * The scholarship providers' official pages (/scholarships), merged into content/sources.ts. Each is
 * the provider's own page for the scheme (or the government's, where a government runs it), never an
 * agent's or a news site's summary. Keys start with `sch` so they cannot clash with the other lists.
 */
export const scholarshipSources = {
  schFulbrightNehru: {
    name: 'USIEF (Fulbright Commission in India): Fulbright-Nehru Master’s Fellowships',
    url: 'https://www.usief.org.in/fulbright-nehru-fellowships.aspx',
  },
  schAauw: {
    name: 'AAUW: International Fellowships',
    url: 'https://www.aauw.org/resources/programs/fellowships-grants/current-opportunities/international/',
  },
  schChevening: { name: 'Chevening (UK Government, FCDO): Chevening Scholarships', url: 'https://www.chevening.org/scholarships/' },
  schCommonwealthMasters: {
    name: 'Commonwealth Scholarship Commission in the UK: Commonwealth Master’s Scholarships',
    url: 'https://cscuk.fcdo.gov.uk/scholarships/commonwealth-masters-scholarships/',
  },
  schCommonwealthShared: {
    name: 'Commonwealth Scholarship Commission in the UK: Commonwealth Shared Scholarships',
    url: 'https://cscuk.fcdo.gov.uk/scholarships/commonwealth-shared-scholarships-applications/',
  },
  schGreat: {
    name: 'Study UK (British Council): GREAT Scholarships',
    url: 'https://study-uk.britishcouncil.org/scholarships-funding/great-scholarships',
  },
  schWomenInStem: {
    name: 'British Council: Scholarships for Women in STEM, eligibility criteria for applicants',
    url: 'https://www.britishcouncil.org/study-work-abroad/in-uk/scholarship-women-stem/eligibility-criteria-applicants',
  },
  schRhodesIndia: {
    name: 'Rhodes Trust: Rhodes Scholarship for India, eligibility',
    url: 'https://www.rhodeshouse.ox.ac.uk/scholarships/applications/india/eligibilitycriteria',
  },
  schPearson: {
    name: 'University of Toronto: Lester B. Pearson International Scholarship Program',
    url: 'https://future.utoronto.ca/scholarships/lester-b-pearson-international-scholarship-program/',
  },
  schMaitri: {
    name: 'Centre for Australia-India Relations: Maitri Scholars Program',
    url: 'https://www.australiaindiacentre.org.au/our-programs/maitri-scholars-program',
  },
  schDaadEpos: {
    name: 'DAAD scholarship database: Development-Related Postgraduate Courses (EPOS)',
    url: 'https://www2.daad.de/deutschland/stipendium/datenbank/en/21148-scholarship-database/?detail=50076777',
  },
  schErasmusMundus: {
    name: 'European Commission (Erasmus+): Erasmus Mundus Joint Masters',
    url: 'https://erasmus-plus.ec.europa.eu/opportunities/opportunities-for-individuals/students/erasmus-mundus-joint-masters',
  },
  schCharpak: { name: 'Campus France India: Charpak Master’s Scholarship', url: 'https://inde.campusfrance.org/charpark-master-s-program' },
  schNlScholarship: { name: 'Study in NL (Nuffic): NL Scholarship', url: 'https://www.studyinnl.org/finances/nl-scholarship' },
  // Education New Zealand's scholarship search, where the New Zealand Excellence Awards are listed.
  schNzScholarships: {
    name: 'Study with New Zealand (Education New Zealand): Scholarships',
    url: 'https://www.studywithnewzealand.govt.nz/en/study-options/scholarships',
  },
  schNos: {
    name: 'Ministry of Social Justice and Empowerment: National Overseas Scholarship (NOS) Scheme for SC etc. candidates',
    url: 'https://socialjustice.gov.in/schemes/28',
  },
  schJnTata: { name: 'J. N. Tata Endowment: FAQs', url: 'https://www.jntataendowment.org/faq' },
  schInlaks: { name: 'Inlaks Shivdasani Foundation: FAQs', url: 'https://www.inlaksfoundation.org/faqs/' },
} as const satisfies Record<string, Source>;

/**
 * The providers' own hosts, merged into content/officialHosts.ts (kind 'scholarship provider'). Hosts
 * already listed there (daad.de, utoronto.ca, study-uk.britishcouncil.org, studywithnewzealand.govt.nz)
 * are not repeated.
 */
export const scholarshipHosts: readonly OfficialHost[] = [
  { host: 'usief.org.in', owner: 'United States-India Educational Foundation (USIEF), the Fulbright Commission in India', kind: 'scholarship provider' },
  { host: 'aauw.org', owner: 'American Association of University Women (AAUW), for its own fellowships', kind: 'scholarship provider' },
  { host: 'chevening.org', owner: 'Chevening, the UK Government’s scholarship programme (FCDO)', kind: 'scholarship provider' },
  { host: 'cscuk.fcdo.gov.uk', owner: 'Commonwealth Scholarship Commission in the UK (FCDO)', kind: 'scholarship provider' },
  { host: 'britishcouncil.org', owner: 'British Council, the UK’s international organisation for cultural relations and education', kind: 'scholarship provider' },
  { host: 'rhodeshouse.ox.ac.uk', owner: 'Rhodes Trust (Rhodes House, Oxford), for the Rhodes Scholarships', kind: 'scholarship provider' },
  { host: 'australiaindiacentre.org.au', owner: 'Centre for Australia-India Relations (Australian Government, DFAT)', kind: 'scholarship provider' },
  { host: 'erasmus-plus.ec.europa.eu', owner: 'European Commission: Erasmus+', kind: 'scholarship provider' },
  { host: 'inde.campusfrance.org', owner: 'Campus France India, the French Embassy’s agency for higher education in India', kind: 'scholarship provider' },
  { host: 'studyinnl.org', owner: 'Study in NL, run by Nuffic for the Dutch Ministry of Education, Culture and Science', kind: 'scholarship provider' },
  { host: 'socialjustice.gov.in', owner: 'Ministry of Social Justice and Empowerment, Government of India', kind: 'scholarship provider' },
  { host: 'jntataendowment.org', owner: 'J. N. Tata Endowment for the Higher Education of Indians (Tata Trusts)', kind: 'scholarship provider' },
  { host: 'inlaksfoundation.org', owner: 'Inlaks Shivdasani Foundation', kind: 'scholarship provider' },
];
