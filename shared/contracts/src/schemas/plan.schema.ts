import * as v from 'valibot';
import { IdSchema } from './common.schema';

export const PlanFeaturesSchema = v.object({
  max_bookings: v.number(),
  max_services: v.number(),
  /** SMS to the master's clients without a messenger, per month, in billed parts (-1 unlimited; absent: none promised). */
  max_sms: v.optional(v.number()),
  analytics: v.boolean(),
  custom_branding: v.boolean(),
  priority_support: v.boolean(),
  api_access: v.boolean(),
  white_label: v.boolean(),
  /** The master's own Telegram chat answers clients with free times (Telegram Business). */
  business_autoreply: v.optional(v.boolean(), false),
});

/** Price is a numeric string; -1 in features means unlimited (docs/product.md, Data). */
export const PlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  price: v.string(),
  /** The price in Telegram Stars (null: the plan cannot be paid for yet). */
  price_stars: v.optional(v.nullable(v.number()), null),
  duration_days: v.number(),
  plan_type: v.string(),
  is_active: v.boolean(),
  features: PlanFeaturesSchema,
});
export type Plan = v.InferOutput<typeof PlanSchema>;
export const PlanListSchema = v.array(PlanSchema);

export const SubscriptionSchema = v.object({
  id: v.number(),
  plan_id: v.number(),
  status: v.string(),
  started_at: v.string(),
  expires_at: v.nullable(v.string()),
  /** A paid plan renews every period until cancelled; false: it ends at expires_at. */
  auto_renew: v.optional(v.boolean(), false),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const SubscriptionCreateSchema = v.strictObject({ plan_id: IdSchema });

/**
 * The payment step for a paid plan, as Telegram Stars does it: the server makes an invoice (its
 * `payload` names the pending subscription), the bot turns it into a link (createInvoiceLink with
 * currency XTR), the Mini App opens it (openInvoice), and the bot reports the successful payment.
 * `invoice_link` is the link the app opens with openInvoice.
 */
export const InvoiceSchema = v.object({
  payload: v.string(),
  title: v.string(),
  description: v.string(),
  currency: v.literal('XTR'),
  amount: v.number(),
  invoice_link: v.string(),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/**
 * POST /payments/subscriptions answer: a free plan active at once (`scheduled` from the end of a paid
 * plan in force); a paid one pending with an invoice.
 */
export const SubscriptionCreatedSchema = v.object({ ...SubscriptionSchema.entries, invoice: v.nullable(InvoiceSchema) });
