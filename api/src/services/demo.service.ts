import { signInitData } from '../auth/init-data';
import { DEMO_USERS } from '../db/seed';
import { nowSeconds } from '../domain/clock';
import { notFound } from '../domain/errors';

/** Demo mode (DEMO on): a person outside Telegram enters as one of the seeded users, never another. */

export const listDemoUsers = () => DEMO_USERS.map((u) => ({ ...u }));

/** Init data signed with the bot token for a seeded demo user, as Telegram would sign it now. */
export function demoInitData(botToken: string, userId: number) {
  const user = DEMO_USERS.find((u) => u.id === userId);
  if (!user) throw notFound('not_found.demo_user');
  const initData = signInitData(
    {
      auth_date: String(nowSeconds()),
      query_id: `demo-${user.id}`,
      // Telegram adds an Ed25519 `signature` for third-party checks, and the SDK refuses init data
      // without one. Demo data is not Telegram's, so this one says so; the HMAC hash is what we verify.
      signature: 'demo-not-signed-by-telegram',
      user: JSON.stringify({ id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username, language_code: 'ru' }),
    },
    botToken,
  );
  return { init_data: initData };
}
