import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import type { Service, ServiceInput } from '@booking/contracts/schemas';
import { formatDuration } from '@booking/platform';
import { texts } from '../../shared/texts';
import { choice } from '../../shared/choice';

const S = schemas.ServiceInputSchema.entries;

/** Durations 30..240 minutes in 15-minute steps; 30 by default (docs/product.md, Constants). */
export const DURATION_OPTIONS: readonly number[] = Array.from({ length: (240 - 30) / 15 + 1 }, (_, i) => 30 + i * 15);
export const DEFAULT_DURATION = 30;
/** Booking deadline options (minutes before the start); 15 by default (docs/product.md, Constants). */
export const DEADLINE_OPTIONS = schemas.BOOKING_DEADLINE_OPTIONS;
export const DEFAULT_DEADLINE = 15;
/** Statuses a master picks; ARCHIVED is what deleting a booked service does. */
export const STATUS_OPTIONS = [choice('active', () => texts.statusActive), choice('INACTIVE', () => texts.statusInactive)] as const;

/** An option's label: '30 минут', '1 час 15 минут', '24 часа' (the platform's durations, in the page's language). */
export const minutesLabel = (minutes: number) => formatDuration(minutes);

/** A pipe step that hands the value to a shared schema: its first message becomes the field's message. */
function conform<S extends v.GenericSchema>(schema: S) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- it follows any step; the schema checks the value
  return v.rawTransform<any, v.InferOutput<S>>(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(schema, dataset.value);
    if (result.success) return result.output;
    addIssue({ message: result.issues[0].message });
    return NEVER;
  });
}

/**
 * The service form (docs/product.md: Data, Form rules and Constants): the inputs are strings; each field ends in the shared
 * ServiceInputSchema's own rule, so the browser refuses what the server would refuse.
 */
export const ServiceFormSchema = v.object({
  category_id: v.pipe(v.string(), v.minLength(1, () => texts.chooseCategory), v.transform(Number), conform(S.category_id)),
  title: v.pipe(v.string(), v.trim(), v.minLength(1, () => texts.titleRequired), conform(S.title)),
  description: v.pipe(v.string(), v.trim(), v.transform((s) => s || null), conform(S.description)),
  price: v.pipe(v.string(), v.trim(), v.minLength(1, () => texts.priceRequired), v.regex(/^\d+$/, () => texts.priceDigits), v.transform(Number), conform(S.price)),
  slot_duration: v.pipe(v.string(), v.transform(Number), conform(S.slot_duration)),
  booking_deadline: v.pipe(v.string(), v.transform(Number), conform(S.booking_deadline)),
  status: v.picklist(['active', 'INACTIVE']),
});
export type ServiceFormValues = v.InferInput<typeof ServiceFormSchema>;
export type ServiceFormOutput = v.InferOutput<typeof ServiceFormSchema>;

/** A new service's form (first category chosen when there is one), or an existing service's. */
export function serviceDefaults(service: Service | null, firstCategoryId: number | null): ServiceFormValues {
  return {
    category_id: String(service?.category_id ?? firstCategoryId ?? ''),
    title: service?.title ?? '',
    description: service?.description ?? '',
    price: service ? String(service.price) : '',
    slot_duration: String(service?.slot_duration ?? DEFAULT_DURATION),
    booking_deadline: String(service?.booking_deadline ?? DEFAULT_DEADLINE),
    status: service?.status === 'INACTIVE' ? 'INACTIVE' : 'active',
  };
}

/** The POST /services/ and PUT /services/{id} body. */
export const servicePayload = (values: ServiceFormOutput, ctx: { workerId: number; placeId: number }): ServiceInput => ({
  ...values,
  worker_id: ctx.workerId,
  place_id: ctx.placeId,
});

/** Keeps only digits as the price is typed (docs/product.md, Form rules: price digits only). */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** A new category's name is trimmed and must not be empty; null when it is fine (docs/product.md, Form rules). */
export function categoryNameError(name: string): string | null {
  return name.trim() === '' ? texts.categoryNameRequired : null;
}
