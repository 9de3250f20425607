import type { FlagCode, University } from './types';
import file from './data/universities.json';
import { parseFile } from './schema';
import { listFiles } from './schemas';

/**
 * Home "04 Discover top-rated Universities" carousel (spec §2: 10 universities across the United
 * States, United Kingdom, Japan, Australia, Switzerland and Singapore). Logos are original crest
 * monograms, not the universities' own marks. The list is content/data/universities.json.
 */
export const universities: University[] = parseFile(listFiles.universities.file, listFiles.universities.schema, file).universities;

/** The flag beside each university's country. */
export const universityFlag: Record<University['country'], FlagCode> = {
  'United States': 'US',
  'United Kingdom': 'GB',
  Japan: 'JP',
  Australia: 'AU',
  Switzerland: 'CH',
  Singapore: 'SG',
};
