import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN, useApp } from '../../helper';
import { as, MARIA, OLGA } from '../bookings/move-helpers';

// The master's card, prepared for the app's shareMessage and answered to inline queries.
const ORIGIN = 'https://booking.example.org';
const SECRET = 'test-webhook-secret';
const ctx = useApp({ botUsername: 'lime_booking_bot', rateLimitPerMinute: 0, publicOrigin: ORIGIN, telegramWebhookSecret: SECRET });
const ANNA = 100001; // a client, no master

const calls = (method: string) => ctx.telegram.calls.filter((c) => c.method === method);
const share = (worker: number, who: number) => ctx.app.inject({ method: 'POST', url: `/api/workers/${worker}/share-card`, headers: as(who) });
let updateId = 1;
const inline = (from: number) => ctx.app.inject({
  method: 'POST', url: '/api/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': SECRET },
  payload: { update_id: updateId++, inline_query: { id: `q${updateId}`, from: { id: from, is_bot: false, first_name: 'Мария' }, query: '', offset: '' } },
});
let uuid = '';

beforeEach(async () => {
  ctx.telegram.options = {};
  ctx.telegram.calls.splice(0);
  await ctx.db.query(`UPDATE workers SET avatar = '/api/files/maria.png' WHERE id = 1`);
  uuid = (await ctx.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM workers WHERE id = 1')).rows[0]!.uuid;
});

/** What the card says, as a chat would show it. */
const cardOf = (result: Record<string, unknown>) => {
  const r = result as { title: string; description: string; thumbnail_url?: string; input_message_content: { message_text: string; link_preview_options: Record<string, unknown> }; reply_markup: { inline_keyboard: { text: string; url: string }[][] } };
  return { title: r.title, thumbnail: r.thumbnail_url, text: r.input_message_content.message_text, preview: r.input_message_content.link_preview_options, buttons: r.reply_markup.inline_keyboard.flat() };
};
const MARIA_CARD = {
  title: 'Мария Иванова',
  thumbnail: `${ORIGIN}/api/files/maria.png`,
  text: expect.stringMatching(/^Мария Иванова\nПарикмахер-стилист, стрижки и окрашивание\n/),
  preview: expect.objectContaining({ url: `${ORIGIN}/api/files/maria.png`, prefer_large_media: true }),
};

describe('the master’s card to share', () => {
  it('is prepared in Telegram for the master (savePreparedInlineMessage) and answers its id', async () => {
    const res = await share(1, MARIA);
    expect(res.statusCode, res.body).toBe(200);
    const [call] = calls('savePreparedInlineMessage');
    expect(res.json()).toEqual({ id: expect.stringMatching(/^prepared-/), expires_at: expect.any(String) });
    expect(call!.token).toBe(TEST_BOT_TOKEN);
    expect(call!.payload.user_id).toBe(MARIA);
    expect(cardOf(call!.payload.result as never)).toEqual({ ...MARIA_CARD, buttons: [{ text: 'Записаться', url: `https://t.me/lime_booking_bot?startapp=${uuid}` }] });
  });

  it('only for its master; Telegram’s failure is a 503 with a reason', async () => {
    expect((await share(1, OLGA)).statusCode).toBe(403);
    expect((await share(999, MARIA)).statusCode).toBe(404);
    expect(calls('savePreparedInlineMessage')).toEqual([]);
    ctx.telegram.options = { failingMethods: ['savePreparedInlineMessage'] };
    const failed = await share(1, MARIA);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ message: 'Не удалось подготовить карточку в Telegram. Попробуйте ещё раз.' });
  });

  it('an inline query gets the asker’s own card, personal; someone who is no master gets none', async () => {
    expect((await inline(MARIA)).statusCode).toBe(200);
    expect((await inline(ANNA)).statusCode).toBe(200);
    const [maria, anna] = calls('answerInlineQuery').map((c) => c.payload as { results: Record<string, unknown>[]; is_personal: boolean });
    expect(maria!.is_personal).toBe(true);
    expect(maria!.results.map(cardOf)).toEqual([{ ...MARIA_CARD, buttons: [{ text: 'Записаться', url: `https://t.me/lime_booking_bot?startapp=${uuid}` }] }]);
    expect(anna).toMatchObject({ results: [], is_personal: true });
  });
});
