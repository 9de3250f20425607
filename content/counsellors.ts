import type { DestinationSlug } from './types';

/** A credential a counsellor holds, with the page where its issuer describes (or lets you check) it. */
export interface Credential {
  name: string;
  issuer: string;
  year: number;
  url: string;
}

/** A counsellor a student can ask for by name (About and /about-us/team). */
export interface Counsellor {
  /** Invented for the template: the firm's own team replaces it before launch (`npm run check:launch`). */
  sample?: boolean;
  slug: string;
  name: string;
  role: string;
  photo: string;
  /** Counselling with the firm since. */
  since: number;
  languages: string[];
  destinations: DestinationSlug[];
  credentials: Credential[];
  bio: string;
}

const britishCouncilTraining = {
  name: 'UK Education Agent and Counsellor Training (certified)',
  issuer: 'British Council',
  url: 'https://www.britishcouncil.org/education/agents-counsellors/uk-quality-agent-framework',
};
const icefTraining = { name: 'ICEF Trained Agent Counsellor (ITAC)', issuer: 'ICEF Academy', url: 'https://www.icef.com/academy/' };
const pierTraining = { name: 'Education Agent Training Course (Australia)', issuer: 'PIER Online', url: 'https://www.pieronline.org/' };

/** SAMPLE team: names, photos and credentials invented for the template. */
export const counsellors: Counsellor[] = [
  {
    sample: true,
    slug: 'kavya-menon',
    name: 'Kavya Menon',
    role: 'Senior Counsellor, UK and Europe',
    photo: '/images/counsellors/kavya-menon.svg',
    since: 2018,
    languages: ['English', 'Malayalam', 'Kannada', 'Hindi'],
    destinations: ['uk', 'europe'],
    credentials: [{ ...britishCouncilTraining, year: 2024 }, { ...icefTraining, year: 2022 }],
    bio: 'Shortlists, SOP reviews and CAS-stage checks for UK and German universities; runs the APS and blocked-account sessions.',
  },
  {
    sample: true,
    slug: 'rohan-deshpande',
    name: 'Rohan Deshpande',
    role: 'Visa Counsellor, USA and Canada',
    photo: '/images/counsellors/rohan-deshpande.svg',
    since: 2020,
    languages: ['English', 'Hindi', 'Marathi'],
    destinations: ['usa', 'canada'],
    credentials: [{ ...icefTraining, year: 2023 }],
    bio: 'F-1 mock interviews, I-20 and SEVIS checks, Canadian study-permit files and proof-of-funds reviews.',
  },
  {
    sample: true,
    slug: 'fatima-sheikh',
    name: 'Fatima Sheikh',
    role: 'Counsellor, Australia and New Zealand',
    photo: '/images/counsellors/fatima-sheikh.svg',
    since: 2021,
    languages: ['English', 'Hindi', 'Urdu', 'Telugu'],
    destinations: ['australia', 'new-zealand'],
    credentials: [{ ...pierTraining, year: 2023 }, { ...britishCouncilTraining, year: 2025 }],
    bio: 'Genuine Student statements, CoE and OSHC checks, and pre-departure briefings for Australia and New Zealand.',
  },
];
