import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle } from '../src/db/client.js';
import { PGLITE_SERIALIZERS } from '../src/db/pglite-serializers.js';

/**
 * The PGlite run's test databases, reused (issue 20). Starting PGlite from the run's migrated
 * template takes 1.1–1.3 s here (unpacking 42 MB and starting PostgreSQL in WebAssembly, on the
 * worker's thread); emptying every table of one takes 30 ms. A run makes about 150 databases one
 * after another in one worker, so a database a test file closes is emptied and kept for the next.
 *
 * An emptied database is what a fresh copy of the template is: the migrations leave no rows
 * outside the migrations table (schema `drizzle`, kept), the tables have no sequences of their
 * own, and the tests change no schema. What one file's session could leave behind (settings,
 * advisory locks, temporary tables) is discarded too. The code a closed database's file left
 * running (a background job finishing late) holds a lease that refuses it, as a closed PGlite
 * would: it can neither see nor write the next file's rows.
 *
 * The pool lives on `globalThis`: the test files share a worker (isolate: false) but each loads
 * the app's modules, this one included, afresh (reset-modules.ts).
 */
const POOL_KEY = Symbol.for('heron.test.pglitePool');
/** More than one database is open at a time only in the files that start two apps at once. */
const MAX_IDLE = 2;

interface Pool {
  idle: PGlite[];
}

function pool(): Pool {
  const holder = globalThis as { [POOL_KEY]?: Pool };
  holder[POOL_KEY] ??= { idle: [] };
  return holder[POOL_KEY];
}

/** What drizzle calls on a PGlite client, passed on while the lease holds. */
class Lease {
  #client: PGlite | undefined;

  constructor(client: PGlite) {
    this.#client = client;
  }

  #live(): PGlite {
    if (!this.#client) throw new Error('PGlite is closed');
    return this.#client;
  }

  query: PGlite['query'] = (...args) => this.#live().query(...args);
  exec: PGlite['exec'] = (...args) => this.#live().exec(...args);
  transaction: PGlite['transaction'] = (callback) => this.#live().transaction(callback);

  /** Ends the lease; the client, if it was still held. */
  end(): PGlite | undefined {
    const client = this.#client;
    this.#client = undefined;
    return client;
  }
}

/**
 * A database with the template's schema and no rows: an idle one emptied earlier, or a new one
 * started from `template`. Closing the handle gives it back.
 */
export async function leasePglite(template: () => Blob): Promise<DatabaseHandle> {
  let client = pool().idle.pop();
  if (!client) {
    client = new PGlite({ serializers: PGLITE_SERIALIZERS, loadDataDir: template() });
    await client.waitReady;
  }
  const lease = new Lease(client);
  let returned: Promise<void> | undefined;
  return pgliteHandle(lease as unknown as PGlite, () => (returned ??= giveBack(lease)));
}

async function giveBack(lease: Lease): Promise<void> {
  const client = lease.end();
  if (!client) return;
  try {
    await empty(client);
  } catch {
    // A database that cannot be emptied (a transaction left open, a crash) is not reused.
    await client.close().catch(() => {});
    return;
  }
  if (pool().idle.length < MAX_IDLE) pool().idle.push(client);
  else await client.close();
}

async function empty(client: PGlite): Promise<void> {
  if (client.isInTransaction()) throw new Error('a transaction was left open');
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
  // Settings, advisory locks, temporary tables, prepared statements. A statement of its own:
  // DISCARD ALL may not run inside the implicit transaction of a batch.
  await client.exec('discard all');
}
