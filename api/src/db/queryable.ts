/** The small surface the queries need; both PGlite and node-postgres fit behind it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /**
   * Counts the writes made through this object (each statement that is not a SELECT, and each
   * transaction once it has ended): the embedded database's statistics upkeep (maintenance.ts)
   * analyses after enough writes, at a quiet moment.
   */
  readonly changes: number;
  /** Runs fn in one transaction on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Embedded PGlite only: a gzipped tarball of its data folder, consistent (taken
   * between transactions), for `npm run backup` (db/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}
