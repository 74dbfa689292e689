import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, MARIA, OLGA, ANNA, BORIS, type Endpoint } from './endpoints';
import { fingerprint } from './fingerprint';
import { initDataFor, useApp } from './helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const RUNS = 1000;

/** Values that are wrong in kind: strings where numbers go, objects, nulls, huge and odd numbers. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1e20, Number.MAX_SAFE_INTEGER, '1; DROP TABLE bookings', '../../etc/passwd', '2026-02-30', '25:61', '', ' '),
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

describe(`malformed input: ${RUNS} generated requests per mutating endpoint`, () => {
  it('warms up the callers', async () => {
    for (const id of [MARIA, OLGA, ANNA, BORIS]) await ctx.app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id }) } });
  });

  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.url.split('?')[0]} (${e.name}): never 5xx, refusals change nothing`, async () => {
      const headers = { 'x-telegram-init-data': initDataFor({ id: e.owner }) };
      let before = await fingerprint(ctx.db);
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(malformedBody(e), malformedUrl(e), async (body, url) => {
          const res = await ctx.app.inject({ method: e.method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body), ...(body === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }) });
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json().error, 'a clear error message').toEqual(expect.any(String));
            expect(await fingerprint(ctx.db), `${url} ${JSON.stringify(body)} changed data`).toBe(before);
          } else before = await fingerprint(ctx.db); // a generated request that happens to be valid
        }),
        { numRuns: RUNS },
      );
      // The generators must really produce refusals, or the property proves nothing.
      expect([...seen.keys()].some((s) => s >= 400), `saw ${JSON.stringify([...seen])}`).toBe(true);
    }, 240_000);
  }
});
