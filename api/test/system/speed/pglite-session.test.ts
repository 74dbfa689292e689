import * as pglite from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteSession } from '../../../src/speed/pglite-session/session';

// The embedded database's driver; on PostgreSQL the pool of node-postgres is used instead.
let pg: pglite.PGlite;
let session: PgliteSession;

beforeAll(async () => {
  pg = await pglite.PGlite.create();
  session = await PgliteSession.open(pg, pglite, 3);
  await session.query('CREATE TABLE items (id INT PRIMARY KEY, tags TEXT[], made DATE)');
}, 60_000); // starting PGlite takes seconds on a busy machine
afterAll(() => pg.close());

const count = async () => (await session.query<{ n: number }>('SELECT count(*)::int AS n FROM items')).rows[0]!.n;

describe('PGlite session (prepared statements over the wire protocol)', () => {
  it('binds parameters of every kind and parses the rows, statement after statement', async () => {
    await session.query('INSERT INTO items (id, tags, made) VALUES ($1, $2, $3)', [1, ['a', 'b,c'], '2027-01-31']);
    await session.query('INSERT INTO items (id, tags, made) VALUES ($1, $2, $3)', [2, null, null]);
    const { rows } = await session.query<{ id: number; tags: string[] | null; made: string | null }>(
      'SELECT id, tags, made::text AS made FROM items WHERE id = ANY($1::int[]) ORDER BY id',
      [[1, 2]],
    );
    expect(rows).toEqual([{ id: 1, tags: ['a', 'b,c'], made: '2027-01-31' }, { id: 2, tags: null, made: null }]);
  });

  it('keeps at most its limit of prepared statements and still answers every one', async () => {
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < 6; k++) {
        const { rows } = await session.query<{ v: number }>(`SELECT $1::int + ${k} AS v`, [10]);
        expect(rows[0]!.v).toBe(10 + k);
      }
    }
    expect(session.preparedCount).toBe(3);
    // The evicted ones are closed in the database too (PGlite's own query uses the unnamed statement).
    expect((await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n).toBe(3);
  });

  it('plans each statement once (generic plan), not on every call', async () => {
    const sql = 'SELECT count(*)::int AS n FROM items WHERE id = $1';
    for (let i = 0; i < 8; i++) await session.query(sql, [i]);
    const { rows } = await pg.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(rows).toEqual([{ generic_plans: 8, custom_plans: 0 }]);
  });

  it('reports a failing statement with its SQLSTATE and goes on working', async () => {
    await expect(session.query('INSERT INTO items (id) VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(session.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect(await count()).toBe(2);
  });

  it('rolls a transaction back when its function throws, and commits it otherwise', async () => {
    await expect(
      session.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id) VALUES ($1)', [3]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(2);
    await expect(
      session.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id) VALUES ($1)', [3]);
        await tx.query('INSERT INTO items (id) VALUES ($1)', [1]); // duplicate: the whole transaction goes
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(2);
    await session.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id) VALUES ($1)', [3]);
    });
    expect(await count()).toBe(3);
  });

  it('never runs another caller’s statement inside an open transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = session.transaction(async (t) => {
      await t.query('INSERT INTO items (id) VALUES ($1)', [4]);
      await gate;
      throw new Error('rolled back');
    });
    // Issued while the transaction is open: it must wait, and so never see (or join) the insert.
    const outside = session.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id = 4');
    const write = session.query('INSERT INTO items (id) VALUES ($1)', [5]);
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect((await outside).rows[0]!.n).toBe(0);
    await write;
    expect((await session.query<{ id: number }>('SELECT id FROM items WHERE id >= 4 ORDER BY id')).rows).toEqual([{ id: 5 }]);
  });

  it('refuses, instead of deadlocking, a call on the session from inside its own transaction', async () => {
    const nested = session.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id) VALUES ($1)', [6]);
      await session.query('SELECT 1'); // would wait for the lock this transaction holds
    });
    await expect(nested).rejects.toThrow('inside a transaction');
    await expect(session.transaction(async () => session.transaction(async () => 1))).rejects.toThrow('inside a transaction');
    expect((await session.query<{ id: number }>('SELECT id FROM items WHERE id = 6')).rows).toEqual([]);
  });
});
