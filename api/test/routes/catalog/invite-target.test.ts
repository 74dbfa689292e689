import { describe, expect, it } from 'vitest';
import { signInitData } from '../../../src/auth/init-data';
import { TEST_BOT_TOKEN, useApp } from '../../helper';

const ctx = useApp();
const ANNA = 100001;
const signed = (user: Record<string, unknown>) => ({
  'x-telegram-init-data': signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ first_name: 'Test', ...user }) }, TEST_BOT_TOKEN),
});

describe('invite link target: GET /workers/uuid/{uuid}', () => {
  it('finds the master of a uuid with their first place, for any signed-in user', async () => {
    const maria = (await ctx.app.inject({ url: '/api/workers/1', headers: signed({ id: ANNA }) })).json();
    const res = await ctx.app.inject({ url: `/api/workers/uuid/${maria.uuid}`, headers: signed({ id: ANNA }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, uuid: maria.uuid, place_id: expect.any(Number) });
  });

  it('an unknown uuid is 404, a malformed one 400', async () => {
    expect((await ctx.app.inject({ url: '/api/workers/uuid/00000000-0000-4000-8000-000000000000', headers: signed({ id: ANNA }) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/workers/uuid/nope', headers: signed({ id: ANNA }) })).statusCode).toBe(400);
  });
});
