import { beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { MARIA, as, T0, useMoveApp } from './move-helpers';

// The master's rules for a client's cancel and move, judged on the server's clock against
// the booking's present start and the rules in force now. Tuesday 1 December 2026, 10:00 in Moscow.
const { ctx, h } = useMoveApp();

beforeEach(async () => {
  setClock(T0);
  await h.rules({ cancel_cutoff_hours: 0, max_moves: 2 });
});

const at = (iso: string) => setClock(new Date(iso));
const cancel = (caller: number, id: number) => ctx.app.inject({ url: `/api/bookings/${id}/cancel`, headers: as(caller) });
const worker = async () => (await ctx.app.inject({ url: '/api/workers/1', headers: as(h.client()) })).json();
const listed = async (client: number, id: number) =>
  ((await ctx.app.inject({ url: `/api/bookings/telegram_id/${client}?limit=20`, headers: as(client) })).json() as { id: number }[]).find((b) => b.id === id);

describe('the rules, kept with the worker', () => {
  it('default 0 hours and 2 moves; set with PATCH /registration/worker and returned with the worker, existing fields unchanged', async () => {
    const before = await worker();
    expect(before).toMatchObject({ cancel_cutoff_hours: 0, max_moves: 2, title: 'Мария Иванова' });
    await h.rules({ cancel_cutoff_hours: 24, max_moves: null });
    const after = await worker();
    expect(after).toEqual({ ...before, cancel_cutoff_hours: 24, max_moves: null });
  });

  it('only the offered options: anything else is 400 naming the field, and changes nothing', async () => {
    for (const body of [{ cancel_cutoff_hours: 5 }, { cancel_cutoff_hours: -1 }, { cancel_cutoff_hours: '3' }, { max_moves: 0 }, { max_moves: 4 }, { max_moves: 'без ограничений' }]) {
      const res = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(Object.keys(body)[0]);
    }
    expect(await worker()).toMatchObject({ cancel_cutoff_hours: 0, max_moves: 2 });
  });
});

describe('the cut-off', () => {
  it('refuses a client’s move and cancel inside it, in Russian naming the rule; the master is not bound; a moment earlier both work', async () => {
    await h.rules({ cancel_cutoff_hours: 3 });
    const anna = h.client();
    const id = await h.book(anna, '2026-12-02', '15:00');
    at('2026-12-02T12:00:00+03:00');
    const before = await h.snapshot();
    const move = await h.move(anna, id, '2026-12-03', '15:00');
    expect([move.statusCode, move.json().message]).toEqual([409, 'Перенести запись можно не позднее чем за 3 ч до начала. Напишите мастеру.']);
    const refused = await cancel(anna, id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Отменить запись можно не позднее чем за 3 ч до начала. Напишите мастеру.']);
    expect(await h.snapshot(), 'refusals change nothing').toBe(before);
    expect(await listed(anna, id)).toMatchObject({ can_move: false, can_cancel: false });
    expect((await h.get(anna, id)).json()).toMatchObject({ can_move: false, can_cancel: false });
    expect((await h.get(MARIA, id)).json(), 'the master may').toMatchObject({ can_move: true, can_cancel: true });
    at('2026-12-02T11:59:00+03:00');
    expect(await listed(anna, id)).toMatchObject({ can_move: true, can_cancel: true });
    expect((await h.move(anna, id, '2026-12-03', '15:00')).statusCode).toBe(200);
    at('2026-12-03T13:00:00+03:00');
    expect((await h.move(MARIA, id, '2026-12-03', '16:00')).statusCode, 'the master is not bound by it').toBe(200);
  });

  it('is judged by the rules in force now: a cut-off raised after booking refuses, one lowered allows', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-02', '16:00');
    at('2026-12-01T20:00:00+03:00');
    await h.rules({ cancel_cutoff_hours: 24 });
    expect((await cancel(anna, id)).statusCode).toBe(409);
    await h.rules({ cancel_cutoff_hours: 12 });
    const res = await cancel(anna, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'client', cancelled_at: expect.stringMatching(/^2026-12-01T17:00:0\dZ$/), revision: 1 });
  });
});

describe('the number of moves', () => {
  it('counts only a client’s moves that change the time; past it the move is refused naming the rule, the cancel is not', async () => {
    await h.rules({ max_moves: 1 });
    const anna = h.client();
    const id = await h.book(anna, '2026-12-04', '10:00');
    expect((await h.move(anna, id, '2026-12-04', '11:00')).statusCode).toBe(200);
    expect((await h.move(anna, id, '2026-12-04', '11:00')).statusCode, 'the same time again: nothing counted').toBe(200);
    expect((await h.move(MARIA, id, '2026-12-04', '12:00')).statusCode, 'the master’s move does not count').toBe(200);
    expect(await h.row(id)).toMatchObject({ client_moves: 1, time_start: '12:00' });
    const refused = await h.move(anna, id, '2026-12-04', '15:00');
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Перенести запись можно только 1 раз. Напишите мастеру.']);
    expect(await listed(anna, id)).toMatchObject({ can_move: false, can_cancel: true });
    await h.rules({ max_moves: null });
    expect(await listed(anna, id), 'no limit').toMatchObject({ can_move: true });
    for (const time of ['15:00', '16:00', '17:00']) expect((await h.move(anna, id, '2026-12-04', time)).statusCode).toBe(200);
    expect(await h.row(id)).toMatchObject({ client_moves: 4 });
  });
});

describe('a cancel records who cancelled and when', () => {
  it('the master’s: master, on the server’s clock', async () => {
    const id = await h.book(h.client(), '2026-12-05', '10:00');
    at('2026-12-02T09:30:00+03:00');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${id}/cancel`, headers: as(MARIA) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(id)).toMatchObject({ cancelled_by: 'master', cancelled_at: expect.stringMatching(/^2026-12-02T06:30:0\dZ$/), revision: 1 });
  });
});
