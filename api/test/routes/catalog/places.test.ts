import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import { BORIS, initDataFor, useApp } from '../../helper';

describe('places: GET /places and GET /places/{id}', () => {
  const ctx = useApp();
  const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

  it('lists the places of business 1 with contacts and workers', async () => {
    const res = await ctx.app.inject({ url: '/api/places?business_id=1', headers: as(BORIS) });
    const places = v.parse(schemas.PlaceListSchema, res.json());
    expect(places.map((p) => p.id)).toEqual([1, 2, 7]);
    expect(places[1]?.workers).toEqual([2, 3]);
    const empty = await ctx.app.inject({ url: '/api/places?business_id=', headers: as(BORIS) });
    expect(empty.json()).toHaveLength(3);
  });

  it('answers 400 naming the field for a bad id and 404 for an unknown one', async () => {
    const bad = await ctx.app.inject({ url: '/api/places/abc', headers: as(BORIS) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const unknown = await ctx.app.inject({ url: '/api/places/999', headers: as(BORIS) });
    expect(unknown.statusCode).toBe(404);
  });
});
