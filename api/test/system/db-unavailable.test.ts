import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { isDatabaseUnavailable } from '../../src/db/db-errors';
import type { Database } from '../../src/db/database';
import { ANNA, initDataFor, useApp } from '../helper';

// A database that cannot be reached is a 503 with Retry-After and the product's
// text, never a 500 or a stack; /api/health stays up (liveness) while /api/health/ready says 503.
// The database here answers as a PostgreSQL server's client does during an outage (the errors
// node-postgres gives); test/outage.test.ts cuts a real one.
const ctx = useApp();
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

/** What the database answers with instead of results: an error, 'hang' (no answer at all), or null (itself). */
let outage: Error | 'hang' | null = null;
let app: FastifyInstance;
beforeAll(async () => {
  const failing = <T>(real: () => Promise<T>): Promise<T> =>
    outage === 'hang' ? new Promise<T>(() => undefined) : outage ? Promise.reject(outage) : real();
  const db: Database = {
    kind: ctx.db.kind,
    get changes() {
      return ctx.db.changes;
    },
    query: (sql, params) => failing(() => ctx.db.query(sql, params)) as never,
    transaction: (fn) => failing(() => ctx.db.transaction(fn)),
    close: async () => undefined,
  };
  app = await buildApp(ctx.config, db);
});
afterAll(() => app?.close());

const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const OUTAGES: [string, Error][] = [
  ['refused', err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['reset', err('read ECONNRESET', 'ECONNRESET')],
  ['admin shutdown (57P01)', err('terminating connection due to administrator command', '57P01')],
  ['starting up (57P03)', err('the database system is starting up', '57P03')],
  ['connection failure (08006)', err('connection failure', '08006')],
  ['pool connect timeout', err('timeout exceeded when trying to connect')],
  ['connection terminated', err('Connection terminated unexpectedly')],
  ['every address refused', Object.assign(new AggregateError([err('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]), { code: 'ECONNREFUSED' })],
];

describe('a database outage', () => {
  for (const [name, error] of OUTAGES) {
    it(`${name}: reads and writes answer 503 with Retry-After and 'Сервис временно недоступен'`, async () => {
      outage = error;
      try {
        const read = await app.inject({ url: '/api/places?business_id=1', headers: as(ANNA) });
        // A master's day as clients read it.
        const aside = await app.inject({ url: `/api/timeslots/1/${new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10)}`, headers: as(ANNA) });
        const write = await app.inject({ method: 'POST', url: '/api/bookings/', headers: as(ANNA), payload: { telegram_id: ANNA, place_id: 1, service_ids: [2], timeslot_id: 1, time_start: '10:00' } });
        for (const res of [read, aside, write]) {
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe('5');
          expect(res.json()).toEqual({ message: 'Сервис временно недоступен', error: 'Сервис временно недоступен', code: 'server.unavailable', params: {} });
        }
      } finally {
        outage = null;
      }
      expect((await app.inject({ url: '/api/places?business_id=1', headers: as(ANNA) })).statusCode).toBe(200);
    });
  }

  it('other database errors stay 500s that hide their details', async () => {
    outage = err('relation "nope" does not exist', '42P01');
    try {
      const res = await app.inject({ url: '/api/places?business_id=1', headers: as(ANNA) });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('nope');
    } finally {
      outage = null;
    }
    expect(isDatabaseUnavailable(err('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('/api/health stays 200 (liveness) while /api/health/ready answers 503 until the database is back', async () => {
    outage = OUTAGES[0]![1];
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const notReady = await app.inject({ url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers['retry-after']).toBe('5');
      expect(notReady.json().message).toBe('Сервис временно недоступен');
    } finally {
      outage = null;
    }
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: ctx.db.kind });
  });

  it('/api/health/ready does not hang on a database that never answers: 503 within its 2 s', async () => {
    outage = 'hang';
    try {
      const started = Date.now();
      const res = await app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      outage = null;
    }
  });
});
