import { deepLinks } from '@booking/contracts';
import type { Database } from '../db/database';
import { enqueueForMax } from '../db/queries/outbox.queries';
import { personOfMaxUser, setMaxConsent } from '../db/queries/identities.queries';
import { findWorkerIdOfUser } from '../db/queries/workers.queries';
import { now } from '../domain/clock';
import type { Notifier } from './notifications.service';
import { confirmPhoneOf } from './sign-in.service';

/**
 * What the MAX bot does with MAX's updates (routes/max-webhook.routes.ts). Consent is the MAX user's:
 * bot_started gives it and bot_stopped takes it back (MAX's only: Telegram's stays as it is). The bot's
 * answers go through the outbox to that MAX user, keyed by the update, so a redelivered update makes
 * no second answer.
 */

/** bot_started: consent, and the greeting with the button into the app on the start payload (a master's day, `move_{id}`, an invite). */
export async function handleMaxStarted(
  db: Database,
  notifier: Notifier,
  update: { maxId: number; firstName: string; payload: string | null; locale: string | null; timestamp: number },
): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    await setMaxConsent(tx, update.maxId, true, at, 'bot_started');
    const person = await personOfMaxUser(tx, update.maxId);
    const master = person !== undefined && (await findWorkerIdOfUser(tx, person)) !== undefined;
    const param = update.payload || deepLinks.encodeStartParam(master ? { kind: 'bookings' } : { kind: 'home' });
    await enqueueForMax(tx, update.maxId, person ?? 0, {
      key: 'max_start',
      params: { firstName: update.firstName, master, appUrl: `https://t.me/${notifier.botUsername}?startapp=${param}`, languageCode: update.locale },
    }, `max_start:${update.maxId}:${update.timestamp}`, at);
  });
  notifier.wake();
}

/** bot_stopped: the MAX user's consent is withdrawn; what waits for them through MAX is dropped when it comes up. */
export async function handleMaxStopped(db: Database, maxId: number): Promise<void> {
  await setMaxConsent(db, maxId, false, now(), 'bot_stopped');
}

/** The phone of a vCard's first TEL line, as international digits (a Russian 8… as 7…); null when there is none. */
export function phoneOfVcard(vcf: unknown): string | null {
  if (typeof vcf !== 'string') return null;
  const line = /^TEL[^:\r\n]*:([^\r\n]+)$/im.exec(vcf);
  if (!line) return null;
  let digits = line[1]!.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return /^[1-9]\d{9,14}$/.test(digits) ? digits : null;
}

type Attachment = { type: string; payload?: unknown };

/**
 * A message to the bot: a contact shared with the request_contact button confirms that phone for the
 * sender's person, as an SMS code would (the same joins: sign-in.service.ts, confirmPhoneOf). It counts
 * only when the contact is the sender's own (its MAX user is the sender): anyone can forward a contact.
 * Other messages are left alone.
 */
export async function handleMaxMessage(
  db: Database,
  notifier: Notifier,
  update: { senderId: number | null; attachments: Attachment[]; mid: string | null; locale: string | null; timestamp: number },
): Promise<void> {
  const contact = update.attachments.find((a) => a.type === 'contact');
  if (!contact || update.senderId === null) return;
  const payload = (contact.payload ?? {}) as { vcf_info?: unknown; max_info?: { user_id?: unknown } | null };
  const owner = payload.max_info?.user_id;
  const phone = phoneOfVcard(payload.vcf_info);
  const at = now();
  let outcome: 'linked' | 'not_own' | 'taken' | 'no_app';
  const person = await personOfMaxUser(db, update.senderId);
  if (Number(owner) !== update.senderId || phone === null) outcome = 'not_own';
  else if (person === undefined) outcome = 'no_app';
  else outcome = (await confirmPhoneOf(db, person, phone, 'max')) ? 'linked' : 'taken';
  await enqueueForMax(db, update.senderId, person ?? 0, { key: 'max_phone', params: { outcome, languageCode: update.locale } },
    `max_phone:${update.senderId}:${update.mid ?? update.timestamp}`, at);
  notifier.wake();
}
