import { sql } from 'drizzle-orm';
import { importJobs } from '../../db/schema/design-transfer.js';

/**
 * The column to select for `unpackBundle` (bundle-storage.ts): the job's packed bundle as base64
 * text, encoded by the database, which PGlite reads about ten times faster than the bytea itself.
 * Apart from bundle-storage.ts, which the parsing worker loads and which needs no database code.
 */
export const packedBundleColumn = sql<string | null>`encode(${importJobs.bundle}, 'base64')`;
