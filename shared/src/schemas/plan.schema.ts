import * as v from 'valibot';
import { IdSchema } from './common.schema';

export const PlanFeaturesSchema = v.object({
  max_bookings: v.number(),
  max_services: v.number(),
  analytics: v.boolean(),
  custom_branding: v.boolean(),
  priority_support: v.boolean(),
  api_access: v.boolean(),
  white_label: v.boolean(),
});

/** Spec section 3: price is a numeric string; -1 in features means unlimited. */
export const PlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  price: v.string(),
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
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const SubscriptionCreateSchema = v.strictObject({ plan_id: IdSchema });
