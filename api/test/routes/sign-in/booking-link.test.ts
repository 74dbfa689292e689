import { describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { bookingLinkToken } from '../../../src/auth/booking-link';
import { useBotApp } from '../../bot-helper';

// Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, drain, phonePerson } = await useBotApp(T0, { publicOrigin: 'https://booking.example.org' }, { sms: true });
const APP = { 'x-booking-app': '1' };
const DATE = '2026-12-03';



const slotAt = async (time: string) =>
  Number((await ctx.db.query<{ id: number }>(
    "SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' AND time_start <= $2 AND time_end > $2", [DATE, time],
  )).rows[0]!.id);

/** A phone person books at `time`; the booking's id, and the token of the link its confirmation SMS carries. */
async function bookedBySms(phone: string, name: string, time: string) {
  const person = await phonePerson(phone, name);
  const booked = await ctx.app.inject({
    method: 'POST', url: '/api/bookings/', headers: { ...APP, cookie: person.cookie },
    payload: { telegram_id: person.id, place_id: 1, service_ids: [2], timeslot_id: await slotAt(time), time_start: time },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await drain();
  const sms = ctx.sms.messages.filter((m) => m.to === phone && m.text.startsWith('Запись подтверждена')).at(-1)!;
  const token = /https:\/\/booking\.example\.org\/b\/(\S+)$/.exec(sms.text)![1]!;
  return { ...person, bookingId: booked.json().id as number, token };
}

const withLink = (token: string) => ({ 'x-booking-link': token });
const statusOf = async (id: number) => (await ctx.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]!.status;

describe('a booking’s own link (the one its SMS carries)', () => {
  it('opens the booking for its client with nobody signed in: the card, the booking, its move; it still works after the move, and cancels', async () => {
    const { bookingId, token } = await bookedBySms('79995551001', 'Ссылка', '11:00');
    expect(token).toMatch(new RegExp(`^${bookingId}-[A-Za-z0-9_-]{22}$`));

    const card = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: withLink(token) });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ id: bookingId, status: 'confirmed', time: { date: DATE, time_start: '11:00:00' }, can_cancel: true, can_move: true });
    expect(card.json().services.map((s: { title: string }) => s.title)).toEqual(['Мужская стрижка']);
    const detail = await ctx.app.inject({ url: `/api/bookings/${bookingId}`, headers: withLink(token) });
    expect(detail.statusCode, detail.body).toBe(200);

    const moved = await ctx.app.inject({
      method: 'POST', url: `/api/bookings/${bookingId}/move`, headers: withLink(token),
      payload: { timeslot_id: await slotAt('17:00'), time_start: '17:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().time.time_start).toBe('17:00:00');
    // The same link after the move: it names the booking, not its time.
    const again = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: withLink(token) });
    expect(again.json().time.time_start).toBe('17:00:00');

    const cancelled = await ctx.app.inject({ url: `/api/bookings/${bookingId}/cancel`, headers: withLink(token) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(bookingId)).toBe('cancelled');
  });

  it('refuses a tampered token, a token of this id signed with another key, and another booking’s path; nothing changes', async () => {
    const a = await bookedBySms('79995551002', 'Первая', '12:00');
    const b = await bookedBySms('79995551003', 'Вторая', '14:00');
    const sig = a.token.slice(a.token.indexOf('-') + 1);
    const flipped = `${a.bookingId}-${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const bad of [flipped, `${b.bookingId}-${sig}`, bookingLinkToken(a.bookingId, 'another-bot-token'), `${a.bookingId}`, 'x'.repeat(5000)]) {
      const res = await ctx.app.inject({ url: `/api/bookings/${a.bookingId}/cancel`, headers: withLink(bad) });
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().code).toBe('auth.booking_link_invalid');
    }
    // A's link on B's booking: refused, and B stays.
    const other = await ctx.app.inject({ url: `/api/bookings/${b.bookingId}/cancel`, headers: withLink(a.token) });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('auth.booking_link_other');
    expect(await statusOf(a.bookingId)).toBe('confirmed');
    expect(await statusOf(b.bookingId)).toBe('confirmed');
  });

  it('is no person: the client’s list, the profile and a new booking still need a sign-in', async () => {
    const { id, token } = await bookedBySms('79995551004', 'Список', '15:00');
    const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: withLink(token) });
    expect(list.statusCode).toBe(401);
    const book = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: { ...withLink(token), ...APP },
      payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: await slotAt('16:00'), time_start: '16:00' },
    });
    expect(book.statusCode).toBe(401);
  });

  it('wins over another person’s session on this browser, and ends when the booking starts', async () => {
    const { bookingId, token, cookie } = await bookedBySms('79995551005', 'Начало', '10:00');
    const client = { cookie };
    const stranger = await phonePerson('79995551006', 'Чужой');
    // Signed in as someone else, the stranger's session alone cannot see it ...
    const asStranger = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: { ...APP, cookie: stranger.cookie } });
    expect(asStranger.statusCode).toBe(404);
    // ... but the link opens it.
    const viaLink = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: { ...APP, cookie: stranger.cookie, ...withLink(token) } });
    expect(viaLink.statusCode, viaLink.body).toBe(200);

    setClock(new Date(`${DATE}T10:00:00+03:00`));
    try {
      const over = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: withLink(token) });
      expect(over.statusCode).toBe(401);
      expect(over.json().code).toBe('auth.booking_link_over');
      const cancel = await ctx.app.inject({ url: `/api/bookings/${bookingId}/cancel`, headers: withLink(token) });
      expect(cancel.statusCode).toBe(401);
      expect(await statusOf(bookingId)).toBe('confirmed');
      // The client signed in on the same browser still reads their own booking: the session, not the spent link, answers.
      const own = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: { ...APP, cookie: client.cookie, ...withLink(token) } });
      expect(own.statusCode, own.body).toBe(200);
      // Someone else's session gets nothing from it.
      const other = await ctx.app.inject({ url: `/api/bookings/${bookingId}/card`, headers: { ...APP, cookie: stranger.cookie, ...withLink(token) } });
      expect(other.statusCode).toBe(404);
    } finally {
      setClock(T0);
    }
  });
});
