import { describe, expect, it } from 'vitest';
import { ROUTE_DOCS } from '../src/openapi/route-docs';
import { useApp } from './helper';

const ctx = useApp();

describe('OpenAPI at /api/docs', () => {
  it('serves the document without init data, with every registered route documented', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths as Record<string, Record<string, { summary: string }>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, summary: op.summary })),
    );
    const undocumented = documented.filter((d) => !(d.key in ROUTE_DOCS)).map((d) => d.key);
    expect(undocumented, 'add these routes to api/src/openapi/route-docs.ts').toEqual([]);
    expect(documented.length).toBeGreaterThan(40);
    const booking = doc.paths['/api/bookings/'].post;
    expect(booking.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['telegram_id', 'service_ids', 'timeslot_id', 'time_start']));
  });

  it('serves a browsable page', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
