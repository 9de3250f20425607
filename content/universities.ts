import type { FlagCode, University } from './types';

/**
 * Home "04 Discover top-rated Universities" carousel (spec §2: 10 universities across the United
 * States, United Kingdom, Japan, Australia, Switzerland and Singapore). Logos are original crest
 * monograms, not the universities' own marks.
 */
export const universities: University[] = [
  { sample: true, name: 'Massachusetts Institute of Technology', logo: '/images/universities/mit.svg', country: 'United States' },
  { sample: true, name: 'Stanford University', logo: '/images/universities/stanford.svg', country: 'United States' },
  { sample: true, name: 'University of Oxford', logo: '/images/universities/oxford.svg', country: 'United Kingdom' },
  { sample: true, name: 'Imperial College London', logo: '/images/universities/imperial.svg', country: 'United Kingdom' },
  { sample: true, name: 'The University of Tokyo', logo: '/images/universities/tokyo.svg', country: 'Japan' },
  { sample: true, name: 'Kyoto University', logo: '/images/universities/kyoto.svg', country: 'Japan' },
  { sample: true, name: 'The University of Melbourne', logo: '/images/universities/melbourne.svg', country: 'Australia' },
  { sample: true, name: 'ETH Zurich', logo: '/images/universities/eth-zurich.svg', country: 'Switzerland' },
  { sample: true, name: 'EPFL (École polytechnique fédérale de Lausanne)', logo: '/images/universities/epfl.svg', country: 'Switzerland' },
  { sample: true, name: 'National University of Singapore', logo: '/images/universities/nus.svg', country: 'Singapore' },
];

/** The flag beside each university's country. */
export const universityFlag: Record<University['country'], FlagCode> = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Japan: 'JP',
  Australia: 'AU',
  Switzerland: 'CH',
  Singapore: 'SG',
};
