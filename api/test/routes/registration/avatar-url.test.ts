// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { BOUNDARY, MARIA, OLGA, PNG, multipartBody } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const patch = (caller: number, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(caller), payload: { telegram_id: caller, ...body } });

describe('the avatar of the profile form', () => {
  it('takes worker_avatar only as a URL this server issued to the caller, or empty; worker_avatar_file is accepted', async () => {
    const foreign = await patch(OLGA, { worker_avatar: 'https://evil.example/a.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('worker_avatar');
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/documents/avatar', headers: { ...as(MARIA), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipartBody('me.png', PNG) });
    const url = upload.json().url as string;
    expect((await patch(OLGA, { worker_avatar: url })).statusCode, 'another user’s upload').toBe(400);
    const own = await patch(MARIA, { worker_avatar: url, worker_avatar_file: {} });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().avatar).toBe(url);
    expect((await patch(MARIA, { worker_avatar: '' })).json().avatar).toBe('');
  });
});
