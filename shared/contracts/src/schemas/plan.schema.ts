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
  /** Outside Telegram the plan can be paid at `price` in rubles (the server has its ЮKassa shop set up). */
  payable_in_rubles: v.optional(v.boolean(), false),
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
  /** How a paid plan is paid: Telegram Stars inside Telegram, rubles through ЮKassa elsewhere. */
  paid_with: v.optional(v.picklist(['stars', 'rubles']), 'stars'),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

/**
 * `email`: where the receipt of a plan paid in rubles goes when the master has no phone on record
 * (the payment step asks for it; a phone on record wins).
 */
export const SubscriptionCreateSchema = v.strictObject({
  plan_id: IdSchema,
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())),
});

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
 * The payment step of a plan paid in rubles (outside Telegram): ЮKassa's page to send the master to.
 * It returns them to `/subscription/paid/{token}`.
 */
export const PlanCheckoutSchema = v.object({ amount: v.number(), currency: v.literal('RUB'), confirmation_url: v.string() });

/**
 * POST /payments/subscriptions answer: a free plan active at once (`scheduled` from the end of a paid
 * plan in force); a paid one pending with an invoice (Telegram Stars) or a checkout (rubles).
 */
export const SubscriptionCreatedSchema = v.object({
  ...SubscriptionSchema.entries,
  invoice: v.nullable(InvoiceSchema),
  checkout: v.optional(v.nullable(PlanCheckoutSchema), null),
});
export type SubscriptionCreated = v.InferOutput<typeof SubscriptionCreatedSchema>;

/**
 * The return page of a plan paid in rubles: 'awaiting' while ЮKassa has not decided, 'paid' (in
 * force, or `scheduled` to follow the plan in force, until `expires_at`), 'failed' (cancelled or
 * refunded: nothing changed).
 */
export const PlanPaymentReturnSchema = v.object({
  subscription_id: v.number(),
  state: v.picklist(['awaiting', 'paid', 'failed']),
  plan_id: v.number(),
  scheduled: v.boolean(),
  expires_at: v.nullable(v.string()),
});
export type PlanPaymentReturn = v.InferOutput<typeof PlanPaymentReturnSchema>;
