import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable, TransactionOptions } from '../../db/queryable';

type PgliteModule = typeof import('@electric-sql/pglite');

/**
 * PGlite driven through its wire protocol, with every statement prepared once and kept.
 *
 * `PGlite.query()` makes six protocol round trips per call (parse, describe, bind, describe,
 * execute, sync) and parses and plans the SQL every time; in WebAssembly that is most of the cost
 * of a short statement (0.5 ms for `SELECT 1`, 2 ms of planning for the booking batch's read).
 * Here a statement is parsed and described once under a name; each call is then ONE round trip
 * (bind, describe, execute, sync), and PostgreSQL reuses the statement's generic plan (see open).
 * BEGIN and COMMIT are one simple-protocol message each.
 *
 * The session owns the connection: every query and transaction goes through its one lock, so a
 * transaction's statements never interleave with anybody else's (PGlite's own locks are not used;
 * its protocol calls do not take them).
 */
export class PgliteSession {
  /** SQL text -> prepared statement name and parameter types, least recently used first. */
  private readonly statements = new Map<string, { name: string; types: number[] }>();
  private readonly lock: InstanceType<PgliteModule['Mutex']>;
  /** Set while a transaction's function runs: a call on the session itself from there would wait for its own lock. */
  private readonly insideTransaction = new AsyncLocalStorage<true>();
  private seq = 0;

  /**
   * A session on `pg`, with generic plans for its statements. PostgreSQL's default ('auto') kept
   * choosing custom plans for the hot statements, so every call was planned again (1-3 ms in WASM);
   * the API's statements look rows up by key, where the generic plan is as good (the booking batch's
   * read: 3.0 ms with custom plans, 1.4 ms generic). Statistics still count: ANALYZE invalidates the
   * cached plans and the next call plans again with the new figures.
   */
  static async open(pg: PGlite, lib: Pick<PgliteModule, 'protocol' | 'parse' | 'Mutex'>, maxStatements?: number): Promise<PgliteSession> {
    await pg.exec('SET plan_cache_mode = force_generic_plan');
    return new PgliteSession(pg, lib, maxStatements);
  }

  private constructor(
    private readonly pg: PGlite,
    private readonly lib: Pick<PgliteModule, 'protocol' | 'parse' | 'Mutex'>,
    /** Prepared statements kept; past this the least recently used one is closed. */
    private readonly maxStatements = 256,
  ) {
    this.lock = new lib.Mutex();
  }

  /** One statement, on its own (autocommit). */
  query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[] }> {
    if (this.nestedCallRefused) return Promise.reject(nestedCall());
    return this.lock.runExclusive(() => this.run<T>(sql, params));
  }

  /**
   * With one connection, a statement sent on the session (not on `tx`) from inside a transaction's
   * function would wait for the lock that transaction holds: a deadlock. It is refused at once
   * instead, naming the mistake (on PostgreSQL it would run on another connection, outside the
   * transaction, which is a bug as well).
   */
  private get nestedCallRefused(): boolean {
    return this.insideTransaction.getStore() === true;
  }

  /** Runs fn with the connection to itself (no statement or transaction of another caller in between). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.nestedCallRefused) return Promise.reject(nestedCall());
    return this.lock.runExclusive(fn);
  }

  /** fn's statements in one transaction; rolled back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
    if (this.nestedCallRefused) return Promise.reject(nestedCall());
    return this.lock.runExclusive(async () => {
      let open = true;
      const tx: Queryable = {
        query: <R>(sql: string, params?: unknown[]) => {
          if (!open) return Promise.reject(new Error('Transaction is closed'));
          return this.run<R>(sql, params ?? []);
        },
      };
      try {
        // In one simple query the statements run in BEGIN's transaction; a failing opening rolls it back below.
        await this.simple(options?.opening ? `BEGIN; ${options.opening}` : 'BEGIN');
        const result = await this.insideTransaction.run(true, () => fn(tx));
        open = false;
        await this.simple('COMMIT');
        return result;
      } catch (error) {
        open = false;
        await this.simple('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  private async simple(sql: string): Promise<void> {
    await this.pg.execProtocol(this.lib.protocol.serialize.query(sql));
  }

  private async run<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }> {
    const { serialize } = this.lib.protocol;
    const statement = await this.prepared(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[statement.types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.pg.execProtocol(
      concat(serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
    );
    const [result] = this.lib.parse.parseResults(messages, this.pg.parsers);
    return { rows: (result?.rows ?? []) as T[] };
  }

  private async prepared(sql: string): Promise<{ name: string; types: number[] }> {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last, so the first entry is the one to close when the map is full.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const { serialize } = this.lib.protocol;
    if (this.statements.size >= this.maxStatements) {
      const [oldestSql, oldest] = this.statements.entries().next().value!;
      this.statements.delete(oldestSql);
      await this.pg.execProtocol(concat(serialize.close({ type: 'S', name: oldest.name }), serialize.sync()));
    }
    const name = `s${++this.seq}`;
    const { messages } = await this.pg.execProtocol(
      concat(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
    );
    const statement = { name, types: this.lib.parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }

  /** How many prepared statements the session holds (for tests). */
  get preparedCount(): number {
    return this.statements.size;
  }
}

const nestedCall = () => new Error('Database call inside a transaction: use the transaction\'s `tx`, not the database');

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
