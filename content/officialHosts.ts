import { scholarshipHosts } from './scholarshipSources';
import { checklistHosts } from './checklistSources';

/**
 * The hosts whose pages count as an official source: the government that sets a rule or a
 * fee, the owner of an English test, a named university's own page for its own requirement, the
 * public bodies that publish a country's study information, and a bank's own page for its own loan
 * rate (the EMI tool). `npm run check:content` fails on a source
 * from any other host (content/sources.test.ts), so a news site or an agent's blog cannot stand in
 * for the official page. A page's host matches an entry or is a subdomain of it.
 */
export interface OfficialHost {
  host: string;
  /** Who runs it: the reason it counts. */
  owner: string;
  kind: 'government' | 'public body' | 'test owner' | 'university' | 'lender' | 'scholarship provider';
}

export const officialHosts: readonly OfficialHost[] = [
  ...scholarshipHosts,
  ...checklistHosts,
  { host: 'state.gov', owner: 'U.S. Department of State (travel.state.gov, EducationUSA)', kind: 'government' },
  { host: 'usembassy.gov', owner: 'U.S. Department of State: the U.S. embassies and consulates', kind: 'government' },
  { host: 'dhs.gov', owner: 'U.S. Department of Homeland Security (Study in the States)', kind: 'government' },
  { host: 'ice.gov', owner: 'U.S. Immigration and Customs Enforcement (DHS), which runs the Student and Exchange Visitor Program', kind: 'government' },
  { host: 'uscis.gov', owner: 'U.S. Citizenship and Immigration Services', kind: 'government' },
  { host: 'fmjfee.com', owner: 'U.S. Department of Homeland Security: the I-901 SEVIS fee payment site', kind: 'government' },
  { host: 'gov.uk', owner: 'UK Government (UK Visas and Immigration)', kind: 'government' },
  { host: 'hesa.ac.uk', owner: 'HESA, the UK’s designated body for higher-education statistics', kind: 'public body' },
  { host: 'study-uk.britishcouncil.org', owner: 'British Council, the UK’s public body for education abroad', kind: 'public body' },
  { host: 'ucas.com', owner: 'UCAS, the UK’s undergraduate admissions service', kind: 'public body' },
  { host: 'canada.ca', owner: 'Government of Canada (IRCC)', kind: 'government' },
  { host: 'statcan.gc.ca', owner: 'Statistics Canada', kind: 'government' },
  { host: 'educanada.ca', owner: 'Government of Canada: EduCanada', kind: 'government' },
  { host: 'homeaffairs.gov.au', owner: 'Australian Government, Department of Home Affairs', kind: 'government' },
  { host: 'studyaustralia.gov.au', owner: 'Australian Government: Study Australia', kind: 'government' },
  { host: 'make-it-in-germany.com', owner: 'German Federal Government’s portal for skilled workers and students', kind: 'government' },
  { host: 'diplo.de', owner: 'German Federal Foreign Office: the German missions abroad', kind: 'government' },
  { host: 'auswaertiges-amt.de', owner: 'German Federal Foreign Office', kind: 'government' },
  { host: 'daad.de', owner: 'DAAD, the German Academic Exchange Service', kind: 'public body' },
  { host: 'research-in-germany.org', owner: 'DAAD for the German Federal Ministry of Education and Research', kind: 'public body' },
  { host: 'aps-india.de', owner: 'Academic Evaluation Centre (APS) of the German Embassy in New Delhi', kind: 'government' },
  { host: 'immigration.govt.nz', owner: 'Immigration New Zealand', kind: 'government' },
  { host: 'studywithnewzealand.govt.nz', owner: 'Education New Zealand (New Zealand Government)', kind: 'government' },
  { host: 'ielts.org', owner: 'IELTS (British Council, IDP and Cambridge)', kind: 'test owner' },
  { host: 'ets.org', owner: 'ETS, owner of TOEFL', kind: 'test owner' },
  { host: 'pearsonpte.com', owner: 'Pearson, owner of PTE', kind: 'test owner' },
  { host: 'lancaster.ac.uk', owner: 'Lancaster University', kind: 'university' },
  { host: 'utoronto.ca', owner: 'University of Toronto', kind: 'university' },
  { host: 'tum.de', owner: 'Technical University of Munich', kind: 'university' },
  { host: 'wgtn.ac.nz', owner: 'Victoria University of Wellington', kind: 'university' },
  { host: 'auckland.ac.nz', owner: 'University of Auckland', kind: 'university' },
  { host: 'rbi.org.in', owner: 'Reserve Bank of India, which sets the rules for sending money abroad', kind: 'public body' },
  { host: 'incometaxindia.gov.in', owner: 'Income Tax Department, Government of India', kind: 'government' },
  { host: 'vidyalakshmi.co.in', owner: 'Vidya Lakshmi, the Government of India’s education-loan portal (Department of Financial Services)', kind: 'government' },
  { host: 'sbi.co.in', owner: 'State Bank of India, for its own education-loan rates', kind: 'lender' },
  { host: 'bankofbaroda.com', owner: 'Bank of Baroda, for its own education-loan rates', kind: 'lender' },
  { host: 'canarabank.com', owner: 'Canara Bank, for its own education-loan rates', kind: 'lender' },
  { host: 'pnbindia.in', owner: 'Punjab National Bank, for its own education-loan rates', kind: 'lender' },
];
