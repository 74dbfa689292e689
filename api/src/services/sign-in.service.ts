import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TRIES, SIGN_IN_CODE_TTL_SECONDS, SIGN_IN_RESEND_SECONDS, type CodeSent, type Language, type WayIn,
} from '@booking/contracts/schemas';
import type { Database, Queryable } from '../db/database';
import {
  addIdentity, codeCounts, countWrongTry, createPhonePerson, joinPerson, masterSides, deleteSession, findPerson, insertCode, insertSession, liveCode, personOfIdentity,
  setCodeSmsId, useCode, useSession, type PersonRow,
} from '../db/queries/identities.queries';
import { now } from '../domain/clock';
import { conflict, invalid, isDomainError, notFound, tooMany, unavailable } from '../domain/errors';
import { SmsError, type SmsSender } from '../sms/sms';
import { smsTexts } from '../sms/sms.texts';
import { smsTextsEn } from '../sms/sms.texts.en';

/**
 * Sign-in by phone (docs/product.md, Sign-in outside the messengers): a code texted at once, valid
 * SIGN_IN_CODE_TTL_SECONDS and void after SIGN_IN_CODE_TRIES wrong tries; at most one per phone per
 * SIGN_IN_RESEND_SECONDS and CODES_PER_PHONE_PER_DAY a day, and CODES_PER_ADDRESS_PER_HOUR per caller
 * address. The right code opens a session: a random token of 256 bits, of which only the hash is kept.
 */

export const CODES_PER_PHONE_PER_DAY = 5;
export const CODES_PER_ADDRESS_PER_HOUR = 10;
/** A session lasts this long from its last use. */
export const SESSION_IDLE_MS = 30 * 24 * 3600_000;
/** A session's last use is written at most this often. */
const SESSION_TOUCH_MS = 3600_000;
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

export interface SignInDeps {
  db: Database;
  sms: SmsSender;
  /** Dialling codes that codes may go to (SMS_COUNTRIES). */
  countries: readonly string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A code's hash names its phone too: the same digits for another phone never match. */
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);
export const sessionHash = (token: string) => sha256(token);

/** '79991234567' as the sheet shows where the code went: '+7 999 ***-**-67'. */
export function maskedPhone(phone: string): string {
  if (phone.length === 11 && phone.startsWith('7')) return `+7 ${phone.slice(1, 4)} ***-**-${phone.slice(9)}`;
  return `+${phone.slice(0, phone.length - 6)}****${phone.slice(-2)}`;
}

const secondsUntil = (at: Date, from: Date) => Math.max(1, Math.ceil((at.getTime() - from.getTime()) / 1000));

/** Refuses a phone outside the listed countries: SMS pumping sends codes to premium numbers. */
function assertCountry(phone: string, countries: readonly string[]): void {
  if (!countries.some((c) => phone.startsWith(c))) throw invalid('auth.phone_country', { countries: countries.map((c) => `+${c}`).join(', ') }, 'phone');
}

/** Texts a new code to `phone`, within the limits; the code is sent before the answer, never queued. */
export async function requestCode(deps: SignInDeps, input: { name: string; phone: string }, address: string, language: Language): Promise<CodeSent> {
  assertCountry(input.phone, deps.countries);
  const at = now();
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const id = await deps.db.transaction(async (tx) => {
    // One request per phone and per address at a time, so two at once cannot both pass the limits.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))', [`sign-in:phone:${input.phone}`, `sign-in:address:${address}`]);
    const c = await codeCounts(tx, input.phone, address, new Date(at.getTime() - DAY_MS), new Date(at.getTime() - HOUR_MS));
    if (c.lastForPhone && at.getTime() - c.lastForPhone.getTime() < SIGN_IN_RESEND_SECONDS * 1000) {
      throw tooMany('auth.code_too_soon', { seconds: secondsUntil(new Date(c.lastForPhone.getTime() + SIGN_IN_RESEND_SECONDS * 1000), at) }, 'phone');
    }
    if (c.phoneToday >= CODES_PER_PHONE_PER_DAY && c.oldestToday) {
      throw tooMany('auth.codes_per_day', { seconds: secondsUntil(new Date(c.oldestToday.getTime() + DAY_MS), at) }, 'phone');
    }
    if (c.addressHour >= CODES_PER_ADDRESS_PER_HOUR && c.oldestHour) {
      throw tooMany('auth.codes_per_address', { seconds: secondsUntil(new Date(c.oldestHour.getTime() + HOUR_MS), at) });
    }
    return insertCode(tx, {
      phone: input.phone, name: input.name, codeHash: codeHash(input.phone, code), address, at, expiresAt: new Date(at.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
    });
  });
  // The code counts against the limits whether or not it went: a failing provider cannot be used to ask for more.
  const texts = language === 'en' ? smsTextsEn : smsTexts;
  try {
    const sent = await deps.sms.send(input.phone, texts.signInCode(code, SIGN_IN_CODE_TTL_SECONDS / 60));
    await setCodeSmsId(deps.db, id, sent.smsId);
  } catch (error) {
    if (error instanceof SmsError) throw unavailable('auth.sms_failed');
    throw error;
  }
  return { phone: maskedPhone(input.phone), length: SIGN_IN_CODE_LENGTH, expires_in: SIGN_IN_CODE_TTL_SECONDS, resend_in: SIGN_IN_RESEND_SECONDS };
}

/**
 * Checks a code: the right one is used up and opens a session for the phone's person (a new one,
 * with the name typed, when the phone is new); a wrong one counts a try. Answers the session's token.
 */
type CodeCheck = { kind: 'none' } | { kind: 'wrong'; left: number } | { kind: 'ok'; name: string };

/** Checks a code in the caller's transaction: the right one is used up; a wrong one counts a try. */
async function takeCode(tx: Queryable, phone: string, code: string, at: Date): Promise<CodeCheck> {
  const live = await liveCode(tx, phone, at, SIGN_IN_CODE_TRIES);
  if (!live) return { kind: 'none' };
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(codeHash(phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) return { kind: 'wrong', left: SIGN_IN_CODE_TRIES - (await countWrongTry(tx, live.id)) };
  await useCode(tx, live.id, at);
  return { kind: 'ok', name: live.name };
}

/** The refusal of a code that did not check out. */
function refuseCode(check: Exclude<CodeCheck, { kind: 'ok' }>): never {
  if (check.kind === 'none') throw invalid('auth.code_invalid', 'code');
  throw check.left > 0 ? invalid('auth.code_wrong', { left: check.left }, 'code') : invalid('auth.code_spent', 'code');
}

export async function signInWithCode(deps: SignInDeps, input: { phone: string; code: string }): Promise<{ token: string; person: PersonRow }> {
  const at = now();
  // A wrong try is counted even though the refusal ends the request: the transaction commits it, then the refusal is thrown.
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await takeCode(tx, input.phone, input.code, at);
    if (check.kind !== 'ok') return check;
    const personId = (await personOfIdentity(tx, 'phone', input.phone)) ?? (await createPhonePerson(tx, input.phone, check.name));
    const token = randomBytes(32).toString('base64url');
    await insertSession(tx, sessionHash(token), personId, at);
    return { kind: 'signed' as const, token, person: (await findPerson(tx, personId))! };
  });
  if (outcome.kind !== 'signed') refuseCode(outcome);
  return { token: outcome.token, person: outcome.person };
}

/**
 * 'Телефон для входа без Telegram': the caller confirms a phone with its code, and from then on a
 * sign-in by that phone enters them. A phone belongs to one person: one that a person who came only
 * by phone holds joins that person into the caller (their bookings, waitlist entries, client cards
 * and sessions move, in this transaction); if both have a master profile or an active subscription
 * the join is refused, and a phone of another Telegram person is refused. Answers the caller as they
 * are now and how many bookings moved (null: no join).
 */
export async function linkPhone(
  deps: SignInDeps, callerId: number, input: { phone: string; code: string }, way: WayIn | 'link' | null = 'telegram',
): Promise<{ person: PersonRow; joinedBookings: number | null }> {
  const at = now();
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await takeCode(tx, input.phone, input.code, at);
    if (check.kind !== 'ok') return check;
    const { personId, joinedBookings } = await attachPhone(tx, callerId, input.phone, way);
    return { kind: 'linked' as const, joinedBookings, person: (await findPerson(tx, personId))! };
  });
  if (outcome.kind !== 'linked') refuseCode(outcome);
  return { person: outcome.person, joinedBookings: outcome.joinedBookings };
}

/**
 * A confirmed phone becomes the caller's, in the caller's transaction. A phone that a person who came
 * only by phone holds joins that person into the caller. A caller who came by MAX without Telegram
 * (a negative id) joins the phone's person instead, whoever holds it: MAX is one more way in to
 * them, and a Telegram person keeps their id. Refused (409) when both sides have a master profile or
 * an active subscription, and for a Telegram caller when another Telegram person holds the phone.
 * Answers the person the caller is now and how many bookings moved (null: no join).
 */
async function attachPhone(tx: Queryable, callerId: number, phone: string, way: WayIn | 'link' | null): Promise<{ personId: number; joinedBookings: number | null }> {
  const owner = await personOfIdentity(tx, 'phone', phone);
  if (owner === undefined) {
    await addIdentity(tx, 'phone', phone, callerId);
    return { personId: callerId, joinedBookings: null };
  }
  if (owner === callerId) return { personId: callerId, joinedBookings: null };
  const intoOwner = way === 'max' && callerId < 0;
  if (!intoOwner && owner > 0) throw conflict('auth.phone_taken', 'phone');
  const [a, b] = await masterSides(tx, owner, callerId);
  if (a && b && ((a.master && b.master) || (a.subscribed && b.subscribed))) throw conflict('auth.join_two_masters', 'phone');
  return intoOwner
    ? { personId: owner, joinedBookings: await joinPerson(tx, callerId, owner) }
    : { personId: callerId, joinedBookings: await joinPerson(tx, owner, callerId) };
}

/**
 * A phone the MAX bot was shown as the sender's own contact (request_contact): confirmed for `personId`
 * as a code would confirm it. False when the join is refused (the phone is another person's).
 */
export async function confirmPhoneOf(db: Database, personId: number, phone: string, way: WayIn): Promise<boolean> {
  try {
    await db.transaction((tx) => attachPhone(tx, personId, phone, way));
    return true;
  } catch (error) {
    if (isDomainError(error) && error.kind === 'conflict') return false;
    throw error;
  }
}

/** The person of a session token, if the session is live. */
export function personOfSession(db: Queryable, token: string): Promise<number | undefined> {
  return useSession(db, sessionHash(token), now(), SESSION_IDLE_MS, SESSION_TOUCH_MS);
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await deleteSession(db, sessionHash(token));
}

export async function person(db: Queryable, id: number): Promise<PersonRow> {
  const row = await findPerson(db, id);
  if (!row) throw notFound('not_found.user');
  return row;
}
