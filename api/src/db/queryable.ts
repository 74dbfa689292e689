/** The small surface the queries need; both PGlite and node-postgres fit behind it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface TransactionOptions {
  opening?: string;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /**
   * Counts the writes made through this object (each statement that is not a SELECT, and each
   * transaction once it has ended), so a cache can tell whether what it holds may be stale.
   */
  readonly changes: number;
  /**
   * Runs fn in one transaction on one connection; rolls back when fn throws. `opening`, a statement
   * without parameters, runs first, sent with BEGIN in one round trip (a round trip costs more than
   * most statements here: issue 30's booking batch).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Embedded PGlite only: a gzipped tarball of its data folder, consistent (taken
   * between transactions), for `npm run backup` (db/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}
