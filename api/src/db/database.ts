import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPostgres, type PostgresOptions } from './postgres';
import type { Database } from './queryable';
import { WriteCounter } from './write-counter';

export type { Database, Queryable } from './queryable';
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
    // PGlite is one connection: its callers take turns, so a transaction's statements never
    // interleave with another caller's.
    const lock = new lib.Mutex();
    const counter = new WriteCounter();
    return {
      kind: 'pglite',
      get changes() {
        return counter.value;
      },
      query: (sql, params) => counter.after(sql, lock.runExclusive(() => pg.query(sql, params))) as never,
      transaction: (fn) => counter.afterAll(lock.runExclusive(() => pg.transaction(fn))),
      // Between two statements (no transaction open), after a checkpoint: the files are the database
      // as of that moment, every acknowledged write in them (the read of the files is synchronous).
      dumpDataDir: () =>
        lock.runExclusive(async () => {
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
