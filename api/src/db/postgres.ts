import { isDatabaseUnavailable } from './db-errors';
import type { Database, Queryable } from './queryable';
import { WriteCounter } from './write-counter';

/**
 * Connections per API process (DB_POOL_SIZE). Ten keep a 2-core PostgreSQL busy from one process
 * (a request holds one for a statement or a transaction, well under a millisecond of its time); N
 * processes need N times as many, within the server's max_connections (npm run start:cluster sizes
 * it: api/README.md, "Running several processes").
 */
export const DEFAULT_POOL_SIZE = 10;

export interface PostgresOptions {
  poolSize?: number;
  /**
   * How long a caller waits for a connection (a free one of the pool, or a new one) before the
   * call fails, so a request during an outage is answered 503 instead of hanging (DB_CONNECT_TIMEOUT_MS).
   */
  connectTimeoutMs?: number;
  /**
   * How long a statement's answer may take before the call fails and its connection is dropped: a
   * connection that died without a word (half-open TCP) would otherwise hold its caller for ever
   * (DB_QUERY_TIMEOUT_MS; unset: no limit).
   */
  queryTimeoutMs?: number;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const { default: pg } = await import('pg');
  // DATE and TIME stay strings: the API speaks ISO dates and HH:MM:SS, never JS Dates.
  pg.types.setTypeParser(1082, (s: string) => s);
  pg.types.setTypeParser(1114, (s: string) => s);
  // Telegram ids are BIGINT but well inside Number's safe range; answer them as numbers on both databases.
  pg.types.setTypeParser(20, (s: string) => Number(s));
  // Generic plans for every prepared statement: with array parameters (= ANY($1), unnest) the
  // planner otherwise keeps choosing a custom plan and plans the statement again on every call
  // (at scale, planning took 4 times the execution of the per-request profile statement, and about
  // a millisecond of each booking's writes). test/query-plans.test.ts checks the generic plans of the
  // hot paths use indexes at scale.
  // No JIT compilation: a generic plan's estimate grows with its table (the bot's claim guesses 10%
  // of the due rows), and past jit_above_cost each call would compile first (39 ms measured on a claim
  // whose execution takes 1-3 ms); none of the API's statements is long enough to gain from it.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? DEFAULT_POOL_SIZE,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
    connectionTimeoutMillis: opts.connectTimeoutMs,
    query_timeout: opts.queryTimeoutMs,
    // Connections stay open while idle (the pool's default closes them after 10 s): under a steady
    // load the pool's least used connections idle out and a burst opens new ones, each of whose first
    // statements reads the catalogs and plans anew, holding up the requests behind it.
    idleTimeoutMillis: 0,
    // The kernel's probes find a peer that vanished (a server's machine gone) on idle connections.
    keepAlive: true,
  });
  // A connection that breaks while idle is dropped by the pool (the next call opens a new one): when
  // the server is back, the process serves again without a restart.
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
    transaction: (fn) => counter.afterAll(transaction(fn)),
    close: () => pool.end(),
  };

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A checked-out client has no listener of the pool's: its connection breaking between two
    // statements would be an uncaught 'error' event and end the process. The next statement fails instead.
    const ignore = () => undefined;
    client.on('error', ignore);
    try {
      await client.query('BEGIN');
      const result = await fn({ query: (sql, params) => client.query(named(sql, params)) as never });
      await client.query('COMMIT');
      client.removeListener('error', ignore);
      client.release();
      return result;
    } catch (err) {
      // On a broken connection there is nothing to roll back (the server does it), nor anyone to wait for.
      if (!isDatabaseUnavailable(err)) await client.query('ROLLBACK').catch(() => undefined);
      // Released with the error, so the pool drops the client (still listened to: it may yet report the break).
      client.release(err as Error);
      throw err;
    }
  }
}
