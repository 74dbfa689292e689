import { describe, expect, it } from 'vitest';
import type { OperationDef } from '@booking/contracts';
import { allOps } from '@booking/contracts/all-ops';
import { docsOf } from '@booking/contracts/operation-docs';
import { useApp } from '../helper';

// With the webhook's secret, so every route is registered (the bot's webhook exists only with it).
const ctx = useApp({ telegramWebhookSecret: 'openapi-test-secret', maxWebhookSecret: 'openapi-max-secret', maxBotToken: 'openapi-max-token' });

describe('OpenAPI at /api/docs, generated from the routes’ own schema declarations', () => {
  it('lists every API route with a summary, and request and response shapes from the shared schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const ops = Object.entries(doc.paths as Record<string, Record<string, { summary?: string; tags?: string[]; responses?: Record<string, { content?: unknown }> }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, ...op })),
    );
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter((op) => !op.summary || !op.tags?.length).map((op) => op.key), 'routes without a summary').toEqual([]);
    // Every operation says what it answers on success, and what a refusal looks like.
    const answers = (op: (typeof ops)[number], prefix: string) => Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith(prefix) && r.content);
    expect(ops.filter((op) => !answers(op, '2')).map((op) => op.key), 'operations without a response schema').toEqual([]);
    expect(ops.filter((op) => !answers(op, '4')).map((op) => op.key), 'operations without the error shape').toEqual([]);
    // The error shape is the contracts' ErrorBodySchema: a code and its params beside the sentence.
    const refusal = doc.paths['/api/bookings/'].post.responses['4XX'].content['application/json'].schema;
    expect(refusal.required).toEqual(expect.arrayContaining(['error', 'message', 'code', 'params']));
    expect(Object.keys(refusal.properties).sort()).toEqual(['code', 'error', 'field', 'message', 'params']);
    const booking = doc.paths['/api/bookings/'].post;
    expect(booking.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['telegram_id', 'service_ids', 'timeslot_id', 'time_start']));
    const place = doc.paths['/api/places/{id}'].get;
    expect(place.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    expect(place.responses['200'].content['application/json'].schema.properties).toHaveProperty('gallery');
  });

  it('has exactly the operations of @booking/contracts as its routes, each with its method, path, summary and success status', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>> };
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.summary} ${Object.keys(op.responses).filter((c) => c.startsWith('2')).join()}`));
    const declared = Object.values(allOps as Record<string, OperationDef>).map((op) => `${op.method} /api${op.path} ${docsOf(op).summary} ${Object.keys(op.response).join()}`);
    expect(served.sort()).toEqual(declared.sort());
  });

  it('serves a browsable page', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
