import * as v from 'valibot';
import { IdSchema, singleLine } from './common.schema';
import { DEPOSIT_TYPES } from './deposit.schema';

/** A service's status; archived ones are hidden unless asked for (docs/product.md, Data). */
export const SERVICE_STATUSES = ['active', 'INACTIVE', 'ARCHIVED'] as const;
/** Booking deadline options in minutes (docs/product.md, Constants). */
export const BOOKING_DEADLINE_OPTIONS = [15, 30, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660, 720, 1080, 1440] as const;

export const CategorySchema = v.object({ id: v.number(), name: v.string(), worker_id: v.number() });
export type Category = v.InferOutput<typeof CategorySchema>;
export const CategoryListSchema = v.array(CategorySchema);

export const CategoryCreateSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name must not be empty'), v.maxLength(100), singleLine()),
  worker_id: IdSchema,
});

export const ServiceSchema = v.object({
  id: v.number(),
  worker_id: v.number(),
  category_id: v.nullable(v.number()),
  title: v.string(),
  description: v.nullish(v.string()),
  price: v.number(),
  slot_duration: v.number(),
  booking_deadline: v.number(),
  status: v.picklist(SERVICE_STATUSES),
  place_id: v.number(),
  /** The deposit a client pays when booking it (deposit.schema.ts); absent from a server without deposits. */
  deposit_type: v.optional(v.picklist(DEPOSIT_TYPES)),
  deposit_value: v.optional(v.number()),
  /** That deposit in whole rubles (0: none). */
  deposit: v.optional(v.number()),
});
export type Service = v.InferOutput<typeof ServiceSchema>;
export const ServiceListSchema = v.array(ServiceSchema);

/** POST /services/ and PUT /services/{id}: docs/product.md: Data, Form rules and Constants (durations 30..240 step 15). */
export const ServiceInputSchema = v.strictObject({
  worker_id: IdSchema,
  category_id: IdSchema,
  place_id: IdSchema,
  title: v.pipe(v.string(), v.trim(), v.minLength(1, 'title is required'), v.maxLength(200), singleLine()),
  description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
  price: v.pipe(v.number(), v.integer('price must be whole rubles'), v.minValue(0), v.maxValue(10_000_000)),
  slot_duration: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(240), v.check((n) => n % 15 === 0, 'slot_duration must be a multiple of 15')),
    30,
  ),
  booking_deadline: v.optional(v.picklist(BOOKING_DEADLINE_OPTIONS, 'booking_deadline must be one of the spec options'), 15),
  status: v.optional(v.picklist(SERVICE_STATUSES), 'active'),
  /** Optional: a PUT without them keeps the service's deposit. Above the price, or a percent above 100, is refused by the server. */
  deposit_type: v.optional(v.picklist(DEPOSIT_TYPES, 'deposit_type must be none, fixed or percent')),
  deposit_value: v.optional(v.pipe(v.number(), v.integer('deposit_value must be whole rubles or a whole percent'), v.minValue(0), v.maxValue(10_000_000))),
});
export type ServiceInput = v.InferOutput<typeof ServiceInputSchema>;
