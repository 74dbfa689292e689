// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { ANNA } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

describe('the screens’ data as data', () => {
  it('place 7 lists its two gallery images, and each URL serves an image', async () => {
    const place = (await ctx.app.inject({ url: '/api/places/7', headers: as(ANNA) })).json();
    expect(place.gallery).toHaveLength(2);
    for (const url of place.gallery as string[]) {
      const image = await ctx.app.inject({ url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await ctx.app.inject({ url: '/api/places/1', headers: as(ANNA) })).json().gallery).toEqual([]);
  });

  it('the worker response says which masters offer only adjacent times', async () => {
    const at7 = (await ctx.app.inject({ url: '/api/workers/places/7', headers: as(ANNA) })).json() as { id: number; adjacent_slots_only: boolean }[];
    expect(at7.map((w) => [w.id, w.adjacent_slots_only])).toEqual([[13, true], [47, true], [48, true]]);
    expect((await ctx.app.inject({ url: '/api/workers/1', headers: as(ANNA) })).json().adjacent_slots_only).toBe(false);
  });
});
