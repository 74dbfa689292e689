import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import type { PaymentSettings } from '@booking/contracts/schemas';
import { depositTexts as t } from '../../entities/deposit/deposit.texts';

/** The section's id on the profile: the service form links to `…/profile#payment-settings`. */
export const PAYMENT_SETTINGS_ANCHOR = 'payment-settings';

const S = schemas.PaymentSettingsInputSchema.entries;

/**
 * 'Приём оплаты' as typed: our own messages first (the shared schema's are for developers), then the
 * shared PaymentSettingsInputSchema's rules, so nothing is sent that the server would refuse unread.
 */
export const PaymentSettingsFormSchema = v.object({
  shop_id: v.pipe(v.string(), v.trim(), v.minLength(1, () => t.shopIdRequired), v.regex(/^\d+$/, () => t.shopIdDigits), v.check((s) => v.is(S.shop_id, s), () => t.shopIdDigits)),
  secret_key: v.pipe(v.string(), v.trim(), v.minLength(1, () => t.secretKeyRequired), v.check((s) => v.is(S.secret_key, s), () => t.secretKeyRequired)),
  receipts: v.boolean(),
});
export type PaymentSettingsFormValues = v.InferInput<typeof PaymentSettingsFormSchema>;
export type PaymentSettingsFormOutput = v.InferOutput<typeof PaymentSettingsFormSchema>;

/** The form of a shop not connected: its id and the receipts switch as last kept; the key is never returned. */
export const paymentSettingsDefaults = (settings: PaymentSettings): PaymentSettingsFormValues => ({
  shop_id: settings.shop_id ?? '',
  secret_key: '',
  receipts: settings.receipts,
});
