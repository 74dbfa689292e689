import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { PgliteSession } from './pglite-session';
import { openPostgres, type PostgresOptions } from './postgres';
import type { Database } from './queryable';
import { WriteCounter } from './write-counter';
import { isPlain } from '../speed-switch';
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable, TransactionOptions } from './queryable';

/** PGlite's own query() and transaction() (issue 40: the plain version of PgliteSession). */
function plainSession(pg: PGlite) {
  return {
    query: <T>(sql: string, params?: unknown[]) => pg.query<T>(sql, params) as Promise<{ rows: T[] }>,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) =>
      pg.transaction(async (tx) => {
        if (options?.opening) await tx.exec(options.opening);
        return fn(tx as unknown as Queryable);
      }),
    exclusive: <T>(fn: () => Promise<T>) => (pg as unknown as { runExclusiveTransaction: (f: () => Promise<T>) => Promise<T> }).runExclusiveTransaction(fn),
  };
}

export type { Database, Queryable, TransactionOptions } from './queryable';
export { DEFAULT_POOL_SIZE } from './postgres';

export interface OpenOptions extends PostgresOptions {
  databaseUrl?: string;
  /** PGlite's files go to `<dataDir>/pglite`; null: in memory. */
  dataDir?: string | null;
  /** PGlite only, into an empty folder: start from this tarball of a data folder (a backup's). */
  loadDataDir?: Blob;
}

/** PostgreSQL server when a URL is given, else embedded PGlite (file-backed in dataDir, or in memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPglite(opts.dataDir ?? null, opts.loadDataDir);
}

/** Where PGlite keeps its files under DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const lib = await import('@electric-sql/pglite');
  // btree_gist gives the exclusion constraint that makes double booking impossible.
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  let dir: string | undefined;
  let release = () => undefined as void;
  if (dataDir) {
    dir = pgliteFolder(dataDir);
    mkdirSync(dir, { recursive: true });
    // Before PGlite touches the folder: a second process on it would corrupt it (data-dir-lock.ts).
    release = lockDataDir(dir);
  }
  try {
    const pg = await lib.PGlite.create({ dataDir: dir, extensions: { btree_gist }, loadDataDir });
    // One connection: the session serialises callers and keeps every statement prepared.
    const session = isPlain('session') ? plainSession(pg) : await PgliteSession.open(pg, lib);
    const counter = new WriteCounter();
    return {
      kind: 'pglite',
      get changes() {
        return counter.value;
      },
      query: (sql, params) => counter.after(sql, session.query(sql, params)) as never,
      transaction: (fn, options) => counter.afterAll(session.transaction(fn, options)),
      // Between two statements (no transaction open), after a checkpoint: the files are the database
      // as of that moment, every acknowledged write in them (the read of the files is synchronous).
      dumpDataDir: () =>
        session.exclusive(async () => {
          await pg.exec('CHECKPOINT');
          return pg.dumpDataDir('gzip');
        }),
      close: async () => {
        try {
          await pg.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
