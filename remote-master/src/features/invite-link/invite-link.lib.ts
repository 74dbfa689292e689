/** The host every Telegram link starts with (docs/product.md, Form rules). */
const TELEGRAM = 'https://t.me/';

/**
 * A master's personal link for clients (docs/product.md, Identity and start-up): the bot's Mini App opened with the
 * worker's uuid as its start parameter (`startapp`), which Telegram hands to the app at launch.
 */
export function inviteLink(botUsername: string, workerUuid: string): string {
  const bot = botUsername.replace(/^@/, '');
  if (!/^[A-Za-z0-9_]{3,32}$/.test(bot)) throw new Error(`inviteLink: bad bot username "${botUsername}"`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(workerUuid)) throw new Error(`inviteLink: bad worker uuid "${workerUuid}"`);
  return `${TELEGRAM}${bot}?startapp=${workerUuid}`;
}

/** The host of MAX's links. */
const MAX = 'https://max.ru/';

/**
 * The same invite for MAX: the MAX bot's mini app opened with the worker's uuid as `startapp`,
 * which MAX hands to the app as `start_param` (followed like Telegram's).
 */
export function maxInviteLink(botName: string, workerUuid: string): string {
  const bot = botName.replace(/^@/, '');
  if (!/^[A-Za-z0-9_]{3,64}$/.test(bot)) throw new Error(`maxInviteLink: bad bot name "${botName}"`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(workerUuid)) throw new Error(`maxInviteLink: bad worker uuid "${workerUuid}"`);
  return `${MAX}${bot}?startapp=${workerUuid}`;
}

/** A master's short link for any browser: `/m/{worker uuid}` on this app's own origin (the server leads it to their welcome page). */
export function webLink(origin: string, workerUuid: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(workerUuid)) throw new Error(`webLink: bad worker uuid "${workerUuid}"`);
  return `${origin.replace(/\/$/, '')}/m/${workerUuid}`;
}

/** Telegram's share sheet for a link, with a line of text under it. */
export const telegramShareUrl = (url: string, text: string) =>
  `${TELEGRAM}share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
