import * as v from 'valibot';
import { IdSchema, singleLine, TelegramIdSchema } from './common.schema';
import { CANCEL_CUTOFF_OPTIONS, MAX_MOVES_OPTIONS } from '../booking-rules/change-rules.lib';
import { said } from './schema-messages.lib';

/** Russian phone, optional +7 or 8, ten digits, spaces, dashes and brackets allowed (docs/product.md, Form rules). */
export const RU_PHONE = /^(\+7|8)?[\s-]*\(?\d{3}\)?[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;
const PHONE_MESSAGE = said('phoneFormat');
const LINK_MESSAGE = said('badLink');

/**
 * A web address (http: or https:, with a host). A place's links are served to every client, so a
 * `javascript:` or `data:` URL must never be stored.
 */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A web address on vk.com (or one of its subdomains, such as m.vk.com). */
export const isVkUrl = (value: string): boolean => isWebUrl(value) && /(^|\.)vk\.com$/i.test(new URL(value).hostname);

const OptionalLink = (isAllowed: (value: string) => boolean) =>
  v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(500, LINK_MESSAGE), v.check(isAllowed, LINK_MESSAGE))], LINK_MESSAGE)));
/** A required single-line field: a name, a title or an address. */
const Required = (message: ReturnType<typeof said>, max = 200) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max), singleLine());

/** A URL this server issued for an uploaded avatar (POST /documents/avatar answers it). */
export const AVATAR_URL = /^\/api\/files\/[0-9a-f]{32}\.(jpg|png|gif)$/;
const AVATAR_MESSAGE = said('avatarUpload');

const contacts = {
  phone: v.pipe(v.string(said('phoneRequired')), v.trim(), v.minLength(1, said('phoneRequired')), v.regex(RU_PHONE, PHONE_MESSAGE)),
  vk: OptionalLink(isVkUrl),
  website: OptionalLink(isWebUrl),
};

/** The form's fields (docs/product.md, Data) with their messages (docs/product.md, Form rules); telegram_id is the caller. */
const profileFields = {
  business_name: Required(said('nameRequired')),
  business_description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000)))),
  place_id: v.optional(v.nullable(IdSchema)),
  place_name: Required(said('nameRequired')),
  place_address: Required(said('addressRequired'), 300),
  place_contacts: v.strictObject(contacts),
  worker_title: Required(said('titleRequired')),
  worker_description: v.pipe(
    v.string(said('descriptionRequired')),
    v.trim(),
    v.minLength(1, said('descriptionRequired')),
    v.minLength(10, said('descriptionMin')),
    v.maxLength(1000),
  ),
  booking_rules_text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, said('rulesMax'))))),
  /** '' or null: no avatar; otherwise only a URL this server issued from /documents/avatar. */
  worker_avatar: v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.regex(AVATAR_URL, AVATAR_MESSAGE))], AVATAR_MESSAGE))),
  /**
   * The form's file field (docs/product.md, Data). A JSON body cannot carry a file: the screen uploads it
   * to /documents/avatar and sends the answered URL as worker_avatar; whatever comes here is ignored.
   */
  worker_avatar_file: v.optional(v.unknown()),
  tg_username: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^@?[A-Za-z0-9_]{0,32}$/, said('badUsername'))))),
};

/** POST /registration/worker: the whole form. */
export const WorkerProfileSchema = v.strictObject({ telegram_id: TelegramIdSchema, ...profileFields });
export type WorkerProfile = v.InferOutput<typeof WorkerProfileSchema>;

/**
 * PATCH /registration/worker: a partial update. Fields left out stay as they are; an explicit null
 * clears an optional field (business_description, booking_rules_text, worker_avatar, vk, website).
 * Required fields of the form cannot be cleared.
 */
export const WorkerProfilePatchSchema = v.strictObject({
  telegram_id: TelegramIdSchema,
  ...v.partial(v.strictObject(profileFields)).entries,
  place_contacts: v.optional(v.partial(v.strictObject(contacts))),
  /** 'Правила отмены и переноса' (the options the profile offers). */
  cancel_cutoff_hours: v.optional(v.picklist(CANCEL_CUTOFF_OPTIONS, said('cutoffOption'))),
  max_moves: v.optional(v.nullable(v.picklist(MAX_MOVES_OPTIONS.filter((n) => n !== null), said('movesOption')))),
});
export type WorkerProfilePatch = v.InferOutput<typeof WorkerProfilePatchSchema>;

/** POST /profile/timezone. */
export const TimezoneUpdateSchema = v.strictObject({
  telegram_id: TelegramIdSchema,
  timezone: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'must be an IANA zone name')),
});

/** POST /profile/write-access: the answer the user gave to the app's requestWriteAccess. */
export const WriteAccessAnswerSchema = v.strictObject({ allowed: v.boolean() });
