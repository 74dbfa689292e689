import * as v from 'valibot';
import { IdSchema, TelegramIdSchema } from './common.schema';

/** Spec section 5: Russian phone, optional +7 or 8, ten digits, spaces, dashes and brackets allowed. */
export const RU_PHONE = /^(\+7|8)?[\s-]*\(?\d{3}\)?[\s-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;
const PHONE_MESSAGE = 'Формат: +7 (999) 999-99-99';
const LINK_MESSAGE = 'Некорректная ссылка';

const OptionalLink = v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.url(LINK_MESSAGE), v.maxLength(500))])));
const Required = (message: string, max = 200) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max));

/** The worker profile form of spec section 3, with the messages of spec section 5. */
export const WorkerProfileSchema = v.strictObject({
  telegram_id: TelegramIdSchema,
  business_name: Required('Введите название'),
  business_description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000)))),
  place_id: v.optional(v.nullable(IdSchema)),
  place_name: Required('Введите название'),
  place_address: Required('Укажите адрес', 300),
  place_contacts: v.object({
    phone: v.pipe(v.string('Укажите телефон'), v.trim(), v.minLength(1, 'Укажите телефон'), v.regex(RU_PHONE, PHONE_MESSAGE)),
    vk: OptionalLink,
    website: OptionalLink,
  }),
  worker_title: Required('Введите имя'),
  worker_description: v.pipe(
    v.string('Кратко опишите специализацию'),
    v.trim(),
    v.minLength(1, 'Кратко опишите специализацию'),
    v.minLength(10, 'Минимум 10 символов'),
    v.maxLength(1000),
  ),
  booking_rules_text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'Не более 2000 символов')))),
  worker_avatar: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  tg_username: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^@?[A-Za-z0-9_]{0,32}$/, 'Некорректное имя пользователя')))),
});
export type WorkerProfile = v.InferOutput<typeof WorkerProfileSchema>;

/** POST /profile/timezone. */
export const TimezoneUpdateSchema = v.strictObject({
  telegram_id: TelegramIdSchema,
  timezone: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'must be an IANA zone name')),
});
