import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { DesignBundle } from '@heron/contract';
import { dataText } from './data-text.js';

const gzipAsync = promisify(gzip);

// Packing runs on the parsing worker (import-parse-task.ts), so this file loads no database code:
// the column that reads a packed bundle back is in packed-bundle-column.ts.

/**
 * A parsed design waits in its import job between the preview and the write. Gzipped at the
 * fastest level it is about a tenth of its JSON (GitHub's 10.5 MB becomes about 1.3 MB), which
 * costs far less time than storing and reading back the plain text.
 *
 * Written as bytes, which the PGlite client sends whole (db/pglite-serializers.ts: its default
 * bytea serializer wrote a byte at a time in JavaScript, 300 ms for GitHub's 1.3 MB). Read back as base64 text, encoded by the database: PGlite reads a bytea
 * column a byte at a time too (100 ms), base64 text in about a tenth of that. node-postgres is
 * as fast either way.
 */
export async function packBundle(bundle: DesignBundle): Promise<Uint8Array> {
  // The text is made here; the compression (35 ms for Kubernetes' 8 MB) runs on libuv's thread
  // pool, while the caller goes on with the preview and other requests are served.
  return gzipAsync([...bundleJson(bundle)].join(''), { level: 1 });
}

/**
 * `JSON.stringify(bundle)` in pieces, up to the order of each item's fields, with each item's
 * data written by `dataText`, so that the commit reuses those texts instead of writing them again.
 */
function* bundleJson(bundle: DesignBundle): Generator<string> {
  let separator = '{';
  for (const [name, value] of Object.entries(bundle)) {
    if (value === undefined) continue;
    yield `${separator}${JSON.stringify(name)}:`;
    separator = ',';
    if (!Array.isArray(value)) {
      yield JSON.stringify(value);
      continue;
    }
    yield '[';
    for (let i = 0; i < value.length; i += 1) yield (i === 0 ? '' : ',') + itemJson(value[i]);
    yield ']';
  }
  yield separator === '{' ? '{}' : '}';
}

function itemJson(item: unknown): string {
  if (typeof item !== 'object' || item === null || !('data' in item)) return JSON.stringify(item);
  const { data, ...rest } = item;
  if (typeof data !== 'object' || data === null) return JSON.stringify(item);
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)}${head === '{}' ? '' : ','}"data":${dataText(data)}}`;
}

export function unpackBundle(base64: string | null | undefined): DesignBundle | null {
  if (base64 === null || base64 === undefined) return null;
  // Node's base64 decoder skips the line breaks PostgreSQL's encoder puts every 76 characters.
  return JSON.parse(gunzipSync(Buffer.from(base64, 'base64')).toString('utf8')) as DesignBundle;
}
