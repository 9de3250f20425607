import type { DestinationSlug } from './types';

/**
 * The universities whose applications the firm processes free (the fees page's "What is free", the
 * "Free Processing for All Countries" card): they pay the firm a commission when a student enrols, so
 * the student pays the firm nothing. Applications anywhere else are charged, as the fees page lists.
 *
 * SAMPLE: the template's example list. Until the firm replaces it with its real partners and sets
 * `sample: false`, the page says so and the launch gate (npm run check:launch) lists it.
 */
export interface PartnerUniversity {
  name: string;
  destination: DestinationSlug;
  city: string;
  /** The university's own site, for the visitor to check it. */
  url: string;
}

export const partnerList: { sample: boolean; updatedOn: `${number}-${number}-${number}`; universities: PartnerUniversity[] } = {
  sample: true,
  updatedOn: '2026-11-27',
  universities: [
    { name: 'University of Hertfordshire', destination: 'uk', city: 'Hatfield', url: 'https://www.herts.ac.uk/' },
    { name: 'Coventry University', destination: 'uk', city: 'Coventry', url: 'https://www.coventry.ac.uk/' },
    { name: 'University of Greenwich', destination: 'uk', city: 'London', url: 'https://www.gre.ac.uk/' },
    { name: 'Arizona State University', destination: 'usa', city: 'Tempe, Arizona', url: 'https://www.asu.edu/' },
    { name: 'University of Illinois Chicago', destination: 'usa', city: 'Chicago, Illinois', url: 'https://www.uic.edu/' },
    { name: 'Conestoga College', destination: 'canada', city: 'Kitchener, Ontario', url: 'https://www.conestogac.on.ca/' },
    { name: 'University of Windsor', destination: 'canada', city: 'Windsor, Ontario', url: 'https://www.uwindsor.ca/' },
    { name: 'Deakin University', destination: 'australia', city: 'Melbourne and Geelong', url: 'https://www.deakin.edu.au/' },
    { name: 'Griffith University', destination: 'australia', city: 'Brisbane and Gold Coast', url: 'https://www.griffith.edu.au/' },
    { name: 'SRH University of Applied Sciences', destination: 'europe', city: 'Berlin and Heidelberg', url: 'https://www.srh-university.de/' },
    { name: 'University of Waikato', destination: 'new-zealand', city: 'Hamilton', url: 'https://www.waikato.ac.nz/' },
    { name: 'Massey University', destination: 'new-zealand', city: 'Palmerston North, Auckland and Wellington', url: 'https://www.massey.ac.nz/' },
  ],
};
