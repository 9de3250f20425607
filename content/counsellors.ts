import type { Infer } from './schema';
import { listFiles, type counsellor } from './schemas';
import { parseFile } from './schema';
import file from './data/counsellors.json';

/** A counsellor a student can ask for by name (About and /about-us/team). */
export type Counsellor = Infer<typeof counsellor>;

/** A credential a counsellor holds, with the page where its issuer describes (or lets you check) it. */
export type Credential = Counsellor['credentials'][number];

/** SAMPLE team (content/data/counsellors.json): names, photos and credentials invented for the template. */
export const counsellors: Counsellor[] = parseFile(listFiles.counsellors.file, listFiles.counsellors.schema, file).counsellors;
