import * as v from 'valibot';
import { said } from './schema-messages.lib';

const wholeNumber = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,16}$/, 'must be a whole number'), v.transform(Number))]);

/** Positive integer id of a row (PostgreSQL INT), accepting numeric strings from URL params and query strings. */
export const IdSchema = v.pipe(
  wholeNumber,
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be positive'),
  v.maxValue(2_147_483_647, 'is too large'),
);

/** The most rows GET /places and GET /services/ answer at once; the screens page through more. */
export const LIST_PAGE_MAX = 100;

/** `limit` of a list page: 1 to LIST_PAGE_MAX (default LIST_PAGE_MAX), from a query string. */
export const PageLimitSchema = v.pipe(wholeNumber, v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be positive'), v.maxValue(LIST_PAGE_MAX, `is at most ${LIST_PAGE_MAX}`));

/** `offset` of a list page: the rows to skip, 0 or more, from a query string. */
export const PageOffsetSchema = v.pipe(wholeNumber, v.number(), v.integer('must be a whole number'), v.minValue(0, 'must not be negative'), v.maxValue(2_147_483_647, 'is too large'));

/**
 * A person's id (the spec's `telegram_id`): a Telegram user's own id, a positive integer that may
 * exceed 32 bits (stored as BIGINT), or, for a person who came another way (a phone, MAX), a
 * negative one that Telegram never issues. Never 0.
 */
export const TelegramIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,16}$/, 'must be a whole number'), v.transform(Number))]),
  v.number(),
  v.integer('must be a whole number'),
  v.check((n) => n !== 0, 'must not be 0'),
  v.minValue(-Number.MAX_SAFE_INTEGER, 'is too small'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'is too large'),
);

/** ISO calendar date, YYYY-MM-DD, that exists on the calendar (no 30 February). */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.isoDate('must be a date YYYY-MM-DD'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01' && s <= '2999-12-31';
  }, 'must be a real calendar date'),
);

/** Clock time HH:MM or HH:MM:SS. */
export const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time HH:MM[:SS]'));

/**
 * Control characters and line breaks (C0, DEL, C1, and Unicode's line and paragraph separators):
 * never part of a name, a title or an address, and what would break a calendar's, a CSV's or an
 * SMS's lines if one got through.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a text is one line of printable characters. */
export const isSingleLine = (text: string): boolean => !CONTROL.test(text);

/** The check of a single-line field (a person's or a master's name, a title, an address): no line break, no control character. */
export const singleLine = () => v.check<string, ReturnType<typeof said>>(isSingleLine, said('singleLine'));
