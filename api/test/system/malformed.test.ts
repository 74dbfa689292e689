import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNA, BORIS, BOUNDARY, ENDPOINTS, MARIA, NEW_MASTER, OLGA, PNG, multipartBody, type Endpoint } from '../endpoints';
import { changeCount, fingerprint, installChangeCounter } from '../fingerprint';
import { initDataFor, useApp } from '../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const RUNS = 1000;

/** Values that are wrong in kind: strings where numbers go, objects, nulls, huge and odd numbers. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1e20, Number.MAX_SAFE_INTEGER, '1; DROP TABLE bookings', '../../../etc/passwd', '2026-02-30', '25:61', '', ' '),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** A malformed request for an endpoint: its valid body with one field broken, removed or added, or any JSON at all. */
function malformedBody(e: Endpoint) {
  const valid = e.body ?? {};
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    ...(keys.length
      ? [
          fc.record({ key: fc.constantFrom(...keys), value: junk }).map(({ key, value }) => ({ ...valid, [key]: value })),
          fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
        ]
      : []),
    fc.record({ key: fc.string({ minLength: 1, maxLength: 8 }), value: junk }).map(({ key, value }) => ({ ...valid, [`x_${key}`]: value })),
  );
}

/** The URL as it is, or with one path segment or query value replaced by junk. */
function malformedUrl(e: Endpoint) {
  const [path = '', query = ''] = e.url.split('?');
  const segments = path.split('/');
  const params = [...new URLSearchParams(query).keys()];
  const text = fc.string({ minLength: 1, maxLength: 20 });
  return fc.oneof(
    fc.constant(e.url),
    fc.tuple(fc.integer({ min: 3, max: segments.length - 1 }), text).map(([i, s]) => {
      const copy = [...segments];
      copy[i] = encodeURIComponent(s);
      return `${copy.join('/')}${query ? `?${query}` : ''}`;
    }),
    ...(params.length
      ? [
          fc.tuple(fc.constantFrom(...params), fc.oneof(text, fc.constantFrom('', '0', '-1', '99999999999', '2026-02-30'))).map(([key, value]) => {
            const q = new URLSearchParams(query);
            q.set(key, value);
            return `${path}?${q.toString()}`;
          }),
        ]
      : []),
  );
}

/** Broken uploads: junk bytes, wrong or missing boundaries, truncated parts, odd names and fields. */
const malformedUpload = fc.oneof(
  fc.record({ contentType: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data; boundary=other'), bytes: fc.uint8Array({ maxLength: 200 }) })
    .map(({ contentType, bytes }) => ({ contentType, payload: Buffer.from(bytes) })),
  fc.record({
    name: fc.constantFrom('me.png', 'me.jpg', 'me.gif', 'me.bmp', 'me', '', '../../../x.png', 'me.png.exe'),
    field: fc.constantFrom('file', 'file', 'avatar', ''),
    bytes: fc.oneof(fc.uint8Array({ maxLength: 100 }).map((b) => Buffer.from(b)), fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.concat([PNG.subarray(0, 4), Buffer.from(b)]))),
    cut: fc.nat({ max: 400 }),
  }).map(({ name, field, bytes, cut }) => {
    const body = multipartBody(name, bytes, field);
    // Half the time the body is cut short, as a dropped connection would leave it.
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: cut % 2 ? body.subarray(0, cut % body.length) : body };
  }),
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({ contentType: 'application/json', payload: Buffer.from(JSON.stringify(v ?? null)) })),
);

describe(`malformed input: ${RUNS} generated requests per mutating endpoint`, () => {
  it('warms up the callers and counts every committed change of the watched tables', async () => {
    await installChangeCounter(ctx.db);
    for (const id of [MARIA, OLGA, ANNA, BORIS, NEW_MASTER]) await ctx.app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id }) } });
    // The counter itself: a no-op update and a rolled-back insert count nothing, a real change counts.
    const start = await changeCount(ctx.db);
    await ctx.db.query('UPDATE categories SET name = name');
    await ctx.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO categories (worker_id, name) VALUES (1, 'x')`);
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await changeCount(ctx.db)).toBe(start);
    await ctx.db.query(`UPDATE categories SET name = name || '' || '.' WHERE id = 1`);
    await ctx.db.query(`UPDATE categories SET name = rtrim(name, '.') WHERE id = 1`);
    expect(await changeCount(ctx.db)).toBe(start + 2);
  });

  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.url.split('?')[0]} (${e.name}): never 5xx, refusals change nothing`, async () => {
      const resolved: Endpoint = { ...e, ...(e.resolve ? await e.resolve(ctx.db) : {}) };
      const headers = { 'x-telegram-init-data': initDataFor({ id: e.owner }) };
      // The caller's first request records the messenger they came by (users.last_messenger): made before counting.
      await ctx.app.inject({ url: '/api/places', headers });
      const startPrint = await fingerprint(ctx.db);
      const startCount = await changeCount(ctx.db);
      let before = startCount;
      const seen = new Map<number, number>();
      const check = async (res: { statusCode: number; body: string; json: () => { error?: unknown } }, what: string) => {
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${what} -> ${res.body}`).toBeLessThan(500);
        const after = await changeCount(ctx.db);
        if (res.statusCode >= 400) {
          expect(res.json().error, 'a clear error message').toEqual(expect.any(String));
          expect(after, `${what} changed data`).toBe(before);
        }
        before = after; // a generated request that happens to be valid may change data
      };
      if (e.multipart) {
        await fc.assert(
          fc.asyncProperty(malformedUpload, async ({ contentType, payload }) => {
            const res = await ctx.app.inject({ method: e.method, url: e.url, headers: { ...headers, 'content-type': contentType }, payload });
            await check(res, `${contentType} ${payload.subarray(0, 60).toString('latin1')}`);
          }),
          { numRuns: RUNS },
        );
      } else {
        await fc.assert(
          fc.asyncProperty(malformedBody(resolved), malformedUrl(resolved), async (body, url) => {
            const res = await ctx.app.inject({ method: e.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body ?? null) });
            await check(res, `${url} ${JSON.stringify(body)}`);
          }),
          { numRuns: RUNS },
        );
      }
      // Belt and braces: when no generated request was valid, the tables hash as they did before.
      if ((await changeCount(ctx.db)) === startCount) expect(await fingerprint(ctx.db)).toBe(startPrint);
      // The generators must really produce refusals, or the property proves nothing.
      expect([...seen.keys()].some((s) => s >= 400), `saw ${JSON.stringify([...seen])}`).toBe(true);
    }, 240_000);
  }
});
