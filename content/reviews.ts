import type { Review } from './types';
import file from './data/reviews.json';
import { parseFile } from './schema';
import { listFiles } from './schemas';

/** Home "05 What our students say" carousel (spec §3: nine sample reviews, ratings 0–5 in halves). */
export const reviews: Review[] = parseFile(listFiles.reviews.file, listFiles.reviews.schema, file).reviews;
