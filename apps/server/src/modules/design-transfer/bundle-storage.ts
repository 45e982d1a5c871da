import { gunzipSync, gzipSync } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { DesignBundle } from '@heron/contract';
import { importJobs } from '../../db/schema/index.js';

/**
 * A parsed design waits in its import job between the preview and the write. Gzipped at the
 * fastest level it is about a tenth of its JSON (GitHub's 10.5 MB becomes about 1.3 MB), which
 * costs far less time than storing and reading back the plain text.
 *
 * The bytes cross the driver as base64 text, decoded and encoded by the database: PGlite writes
 * and reads a bytea parameter a byte at a time in JavaScript (300 ms and 100 ms for GitHub's
 * 1.3 MB), base64 text in about a tenth of that. node-postgres is as fast either way.
 */
export function packBundle(bundle: DesignBundle): SQL {
  const base64 = gzipSync(JSON.stringify(bundle), { level: 1 }).toString('base64');
  return sql`decode(${base64}, 'base64')`;
}

/** The column to select for `unpackBundle`. */
export const packedBundleColumn = sql<string | null>`encode(${importJobs.bundle}, 'base64')`;

export function unpackBundle(base64: string | null | undefined): DesignBundle | null {
  if (base64 === null || base64 === undefined) return null;
  // Node's base64 decoder skips the line breaks PostgreSQL's encoder puts every 76 characters.
  return JSON.parse(gunzipSync(Buffer.from(base64, 'base64')).toString('utf8')) as DesignBundle;
}
