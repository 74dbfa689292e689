import type { PGlite } from '@electric-sql/pglite';
import type { Queryable, TransactionOptions } from '../../db/queryable';
import type { SpeedPiece } from '../pieces';
import { PgliteSession } from './session';

type PgliteModule = typeof import('@electric-sql/pglite');

/** What the embedded database's Database object runs on: one connection, its callers one at a time. */
export interface PgliteDriver {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs fn with the connection to itself (no statement or transaction of another caller in between). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Fast: PgliteSession (session.ts), every statement prepared once and kept, one protocol round trip
 * a call. Plain (SPEED_PLAIN=pglite-session): PGlite's own query() and transaction() behind one lock.
 */
export async function pgliteDriver(pg: PGlite, lib: Pick<PgliteModule, 'protocol' | 'parse' | 'Mutex'>, plain?: ReadonlySet<SpeedPiece>): Promise<PgliteDriver> {
  if (!plain?.has('pglite-session')) return PgliteSession.open(pg, lib);
  const lock = new lib.Mutex();
  return {
    query: <T>(sql: string, params?: unknown[]) => lock.runExclusive(() => pg.query<T>(sql, params)),
    transaction: (fn, options) =>
      lock.runExclusive(() =>
        pg.transaction(async (tx) => {
          if (options?.opening) await tx.exec(options.opening);
          return fn(tx);
        }),
      ),
    exclusive: (fn) => lock.runExclusive(fn),
  };
}
