import * as v from 'valibot';
import { singleLine } from './common.schema';
import { said, saidWith } from './schema-messages.lib';

/**
 * Sign-in by phone (docs/product.md, Sign-in outside the messengers): the sheet asks a name and a
 * phone, the server texts a code, and the code opens a session kept in a cookie.
 */

/** The code's length: 6 digits (a million codes against 5 tries). */
export const SIGN_IN_CODE_LENGTH = 6;
/** How long a code is valid, in seconds. */
export const SIGN_IN_CODE_TTL_SECONDS = 5 * 60;
/** Wrong tries after which a code is void. */
export const SIGN_IN_CODE_TRIES = 5;
/** The least time between two codes to one phone, in seconds ('Отправить код ещё раз' counts it down). */
export const SIGN_IN_RESEND_SECONDS = 60;

/**
 * A phone as typed, in international digits only: '+7 (999) 123-45-67', '8 999 123 45 67' and
 * '9991234567' are all '79991234567' (a Russian 8 or ten digits starting with 9 are +7).
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/[^\d]/g, '');
  if (digits.length === 11 && digits.startsWith('8') && !text.trim().startsWith('+')) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9') && !text.trim().startsWith('+')) return `7${digits}`;
  return digits;
}

/** A phone a person typed: digits with the usual separators, at most 15 digits (E.164), as its digits. */
export const PhoneInputSchema = v.pipe(
  v.string(said('phoneRequired')),
  v.trim(),
  v.minLength(1, said('phoneRequired')),
  v.maxLength(32, said('phoneFormat')),
  v.regex(/^\+?[\d\s()-]+$/, said('phoneFormat')),
  v.transform(phoneDigits),
  v.check((d) => d.length >= 11 && d.length <= 15, said('phoneFormat')),
);

/** POST /auth/code: 'Имя' and 'Номер телефона'. */
export const CodeRequestSchema = v.strictObject({
  name: v.pipe(v.string(said('titleRequired')), v.trim(), v.minLength(1, said('titleRequired')), v.maxLength(100), singleLine()),
  phone: PhoneInputSchema,
});
export type CodeRequest = v.InferInput<typeof CodeRequestSchema>;

/** What POST /auth/code answers: where the code went (the phone partly hidden) and the times the sheet counts down. */
export const CodeSentSchema = v.object({
  phone: v.string(),
  length: v.number(),
  expires_in: v.number(),
  resend_in: v.number(),
});
export type CodeSent = v.InferOutput<typeof CodeSentSchema>;

/** POST /auth/sign-in: the phone the code went to and 'Код из СМС'. */
export const SignInSchema = v.strictObject({
  phone: PhoneInputSchema,
  code: v.pipe(v.string(), v.trim(), v.regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), saidWith((t) => t.codeFormat, SIGN_IN_CODE_LENGTH))),
});
export type SignIn = v.InferInput<typeof SignInSchema>;

/** How the caller came in: Telegram's init data, MAX's init data, or a session opened by a phone code. */
export const WAYS_IN = ['telegram', 'max', 'phone'] as const;
export type WayIn = (typeof WAYS_IN)[number];

/** The caller, as GET /me answers: null for a guest. */
export const PersonSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.nullable(v.string()),
  /** The confirmed phone's digits, if any. */
  phone: v.nullable(v.string()),
  way: v.picklist(WAYS_IN),
});
export type Person = v.InferOutput<typeof PersonSchema>;

/** GET /me: who the caller is, and whether this server signs people in by phone. */
export const MeSchema = v.object({
  person: v.nullable(PersonSchema),
  /** Sign-in by phone works here (an SMS key, or demo mode). */
  web_sign_in: v.boolean(),
  /** The demo's seeded people may be chosen in the sign-in sheet ('Демо-вход'). */
  demo: v.boolean(),
});
export type Me = v.InferOutput<typeof MeSchema>;

/** What POST /profile/phone answers: the caller as they are now, and how many bookings a join moved to them (null: no join). */
export const PhoneLinkedSchema = v.object({ person: PersonSchema, joined_bookings: v.nullable(v.number()) });
export type PhoneLinked = v.InferOutput<typeof PhoneLinkedSchema>;

export const SignedOutSchema = v.object({ signed_out: v.literal(true) });
