import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PgliteSession } from './pglite-session';
import type { Database, Queryable, TransactionOptions } from './queryable';

export type { Database, Queryable, TransactionOptions } from './queryable';

/** PostgreSQL server when a URL is given, else embedded PGlite (file-backed in dataDir, or in memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(opts.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const lib = await import('@electric-sql/pglite');
  // btree_gist gives the exclusion constraint that makes double booking impossible.
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const pg = await lib.PGlite.create({ dataDir: dir, extensions: { btree_gist } });
  // One connection: the session serialises callers and keeps every statement prepared.
  const session = await PgliteSession.open(pg, lib);
  const counter = new WriteCounter();
  return {
    kind: 'pglite',
    get changes() {
      return counter.value;
    },
    query: (sql, params) => counter.after(sql, session.query(sql, params)) as never,
    transaction: (fn, options) => counter.afterAll(session.transaction(fn, options)),
    close: () => pg.close(),
  };
}

/**
 * Connections per API process (DB_POOL_SIZE). Ten keep a 2-core PostgreSQL busy from one process
 * (a request holds one for a statement or a transaction, well under a millisecond of its time); N
 * processes need N times as many, within the server's max_connections (npm run start:cluster sizes
 * it: api/README.md, "Running several processes").
 */
export const DEFAULT_POOL_SIZE = 10;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  // DATE and TIME stay strings: the API speaks ISO dates and HH:MM:SS, never JS Dates.
  pg.types.setTypeParser(1082, (s: string) => s);
  pg.types.setTypeParser(1114, (s: string) => s);
  // Telegram ids are BIGINT but well inside Number's safe range; answer them as numbers on both databases.
  pg.types.setTypeParser(20, (s: string) => Number(s));
  // Generic plans for every prepared statement: with array parameters (= ANY($1), unnest) the
  // planner otherwise keeps choosing a custom plan and plans the statement again on every call
  // (issue 30: planning took 4 times the execution of the per-request profile statement, and about
  // a millisecond of each booking batch). test/query-plans.test.ts checks the generic plans of the
  // hot paths use indexes at scale.
  // No JIT compilation: a generic plan's estimate grows with its table (the bot's claim guesses 10%
  // of the due rows), and past jit_above_cost each call would compile first (39 ms measured on a claim
  // whose execution takes 1-3 ms); none of the API's statements is long enough to gain from it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c plan_cache_mode=force_generic_plan -c jit=off' });
  pool.on('error', (err) => console.error('postgres pool error', err.message));
  const counter = new WriteCounter();
  // Statements with parameters go as named prepared statements: each connection parses them once.
  // The first 500 distinct texts get a name (the API's SQL is fixed text; a cap keeps a dynamic
  // statement from piling up prepared statements on every connection).
  const names = new Map<string, string>();
  const named = (sql: string, params?: unknown[]) => {
    if (!params?.length) return { text: sql };
    let name = names.get(sql);
    if (!name && names.size < 500) names.set(sql, (name = `q${names.size + 1}`));
    return { name, text: sql, values: params };
  };
  return {
    kind: 'postgres',
    get changes() {
      return counter.value;
    },
    query: (sql, params) => counter.after(sql, pool.query(named(sql, params))) as never,
    transaction: (fn, options) => counter.afterAll(transaction(fn, options)),
    close: () => pool.end(),
  };

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
    // A checked-out client: after an error the client is released with the error so the pool drops it.
    const client = await pool.connect();
    try {
      // Without parameters, BEGIN and the opening statement go as one simple query: one round trip.
      await client.query(options?.opening ? `BEGIN; ${options.opening}` : 'BEGIN');
      const result = await fn({ query: (sql, params) => client.query(named(sql, params)) as never });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release(err as Error);
      throw err;
    }
  }
}

/** Counts writes once they have ended (successful or not): see Database.changes. */
class WriteCounter {
  value = 0;

  after<T>(sql: string, result: Promise<T>): Promise<T> {
    if (/^\s*select\b/i.test(sql)) return result;
    return this.afterAll(result);
  }

  afterAll<T>(result: Promise<T>): Promise<T> {
    return result.finally(() => {
      this.value += 1;
    });
  }
}
