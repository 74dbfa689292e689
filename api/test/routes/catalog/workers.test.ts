import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import { ANNA, initDataFor, useApp } from '../../helper';

describe('masters: GET /workers/telegram/{id}', () => {
  const ctx = useApp();
  const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

  it('tells a client they are not a master with 404, and finds a master', async () => {
    expect((await ctx.app.inject({ url: `/api/workers/telegram/${ANNA}`, headers: as(ANNA) })).statusCode).toBe(404);
    const master = await ctx.app.inject({ url: '/api/workers/telegram/200001', headers: as(200001) });
    expect(v.parse(schemas.WorkerSchema, master.json()).id).toBe(1);
  });
});
