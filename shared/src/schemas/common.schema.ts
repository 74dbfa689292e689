import * as v from 'valibot';

/** Positive integer id, accepting numeric strings from URL params and query strings. */
export const IdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a whole number'), v.transform(Number))]),
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be positive'),
);

/** ISO calendar date, YYYY-MM-DD. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD'));

/** Clock time HH:MM or HH:MM:SS. */
export const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time HH:MM[:SS]'));
