import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import type { Place, Worker, WorkerProfile } from '@booking/contracts/schemas';
import { texts } from '../../shared/texts';
import { formatPhone } from './phone-mask.lib';

const S = schemas.WorkerProfileSchema.entries;

/** The booking rules text limit (docs/product.md, Constants). */
export const RULES_MAX = 2000;

/**
 * What the profile form validates: the shared worker-profile schema's own fields (so the browser
 * shows the messages the server enforces), plus the 'Онлайн' flag, which only drives the address.
 */
export const ProfileFormSchema = v.object({
  worker_title: S.worker_title,
  worker_description: S.worker_description,
  place_address: S.place_address,
  online: v.boolean(),
  place_contacts: S.place_contacts,
  tg_username: S.tg_username,
  booking_rules_text: S.booking_rules_text,
});
export type ProfileFormValues = v.InferInput<typeof ProfileFormSchema>;
export type ProfileFormOutput = v.InferOutput<typeof ProfileFormSchema>;

/** The 'Онлайн' checkbox makes the address 'Онлайн' (and the field read-only) (docs/product.md, Form rules). */
export const addressFor = (online: boolean, typed: string) => (online ? texts.online : typed);
/**
 * The saved address is data in the language of whoever saved it: 'Онлайн' (the default, and every
 * address saved before English) or 'Online'. Either reads as online in both languages.
 */
const ONLINE_ADDRESSES: readonly string[] = ['Онлайн', 'Online']; // texts-check: data
export const isOnlineAddress = (address: string | null | undefined) => {
  const trimmed = (address ?? '').trim();
  return trimmed === texts.online || ONLINE_ADDRESSES.includes(trimmed);
};

/** The form's starting values: the worker and its first place when editing, Telegram's username when new. */
export function profileDefaults(worker: Worker | null, place: Place | null, telegramUsername: string | null | undefined): ProfileFormValues {
  return {
    worker_title: worker?.title ?? '',
    worker_description: worker?.description ?? '',
    place_address: place?.address ?? '',
    online: isOnlineAddress(place?.address),
    place_contacts: { phone: formatPhone(place?.contacts.phone), vk: place?.contacts.vk ?? '', website: place?.contacts.website ?? '' },
    tg_username: worker?.user.username ?? telegramUsername ?? '',
    booking_rules_text: worker?.booking_rules_text ?? '',
  };
}

/**
 * The POST/PATCH /registration/worker body (docs/product.md, Data): business and place names mirror the
 * worker's name, the business description mirrors the short description.
 */
export function profilePayload(
  values: ProfileFormOutput,
  ctx: { telegramId: number; placeId: number | null; avatarUrl: string | null },
): WorkerProfile {
  const title = values.worker_title;
  return {
    telegram_id: ctx.telegramId,
    business_name: title,
    business_description: values.worker_description,
    place_id: ctx.placeId,
    place_name: title,
    place_address: addressFor(values.online, values.place_address),
    place_contacts: { phone: values.place_contacts.phone, vk: values.place_contacts.vk || null, website: values.place_contacts.website || null },
    worker_title: title,
    worker_description: values.worker_description,
    booking_rules_text: values.booking_rules_text || null,
    ...(ctx.avatarUrl ? { worker_avatar: ctx.avatarUrl } : {}),
    tg_username: values.tg_username ? values.tg_username.replace(/^@/, '') : null,
  };
}
