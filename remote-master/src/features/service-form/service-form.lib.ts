import * as v from 'valibot';
import { schemas } from '@booking/contracts';
import { DEPOSIT_TYPES, type DepositType, type Service, type ServiceInput } from '@booking/contracts/schemas';
import { formatDuration } from '@booking/platform';
import { texts } from '../../shared/texts';
import { depositTexts } from '../../entities/deposit/deposit.texts';
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
/** How a deposit is set, in the contracts' order. */
export const DEPOSIT_TYPE_OPTIONS = DEPOSIT_TYPES.map((type) =>
  choice(type, () => ({ none: depositTexts.depositNone, fixed: depositTexts.depositFixed, percent: depositTexts.depositPercent })[type]),
);

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
const ServiceFields = v.object({
  category_id: v.pipe(v.string(), v.minLength(1, () => texts.chooseCategory), v.transform(Number), conform(S.category_id)),
  title: v.pipe(v.string(), v.trim(), v.minLength(1, () => texts.titleRequired), conform(S.title)),
  description: v.pipe(v.string(), v.trim(), v.transform((s) => s || null), conform(S.description)),
  price: v.pipe(v.string(), v.trim(), v.minLength(1, () => texts.priceRequired), v.regex(/^\d+$/, () => texts.priceDigits), v.transform(Number), conform(S.price)),
  slot_duration: v.pipe(v.string(), v.transform(Number), conform(S.slot_duration)),
  booking_deadline: v.pipe(v.string(), v.transform(Number), conform(S.booking_deadline)),
  status: v.picklist(['active', 'INACTIVE']),
  deposit_type: v.picklist(DEPOSIT_TYPES),
  deposit_value: v.pipe(v.string(), v.trim()),
});

/**
 * What is wrong with a deposit as typed, by the server's rules, or null: a whole number, a percent
 * 1..100, a sum from 1 to the price (`price` unknown while the price itself is invalid).
 */
export function depositError(type: DepositType, value: string, price?: number): string | null {
  if (type === 'none') return null;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (type === 'percent') return n >= 1 && n <= 100 ? null : value === '' ? depositTexts.depositValueRequired : depositTexts.depositPercentRange;
  if (!(n >= 1)) return depositTexts.depositValueRequired;
  return price !== undefined && n > price ? depositTexts.depositAbovePrice : null;
}

/**
 * The form's schema. `depositsOpen`: the master's shop is connected; a deposit they cannot change
 * here is not checked (nor sent: {@link servicePayload}), so it never blocks saving the rest.
 */
export function serviceFormSchema(depositsOpen: boolean) {
  const check = (f: { deposit_type: DepositType; deposit_value: string; price?: number }) => (depositsOpen ? depositError(f.deposit_type, f.deposit_value, f.price) : null);
  return v.pipe(
    ServiceFields,
    // The value's own rules first, so they show while the price is still invalid; then against the price.
    v.forward(
      v.partialCheck([['deposit_type'], ['deposit_value']], (f) => check({ ...f, price: undefined }) === null, (issue) => check({ ...issue.input, price: undefined }) ?? ''),
      ['deposit_value'],
    ),
    v.forward(v.partialCheck([['deposit_type'], ['deposit_value'], ['price']], (f) => check(f) === null, (issue) => check(issue.input) ?? ''), ['deposit_value']),
    v.transform((values) => ({ ...values, deposit_value: values.deposit_type === 'none' ? 0 : Number(values.deposit_value) })),
  );
}

/** The form as a master with a connected shop fills it in. */
export const ServiceFormSchema = serviceFormSchema(true);
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
    deposit_type: service?.deposit_type ?? 'none',
    deposit_value: service?.deposit_type && service.deposit_type !== 'none' && service.deposit_value ? String(service.deposit_value) : '',
  };
}

/**
 * The POST /services/ and PUT /services/{id} body. Without a connected shop a deposit other than
 * none is left out, so the server keeps the one it has (sent back, it would be refused for want of
 * a shop, and the master could not change it here).
 */
export function servicePayload(values: ServiceFormOutput, ctx: { workerId: number; placeId: number; shopConnected: boolean }): ServiceInput {
  const { deposit_type, deposit_value, ...rest } = values;
  const deposit = ctx.shopConnected || deposit_type === 'none' ? { deposit_type, deposit_value } : {};
  return { ...rest, ...deposit, worker_id: ctx.workerId, place_id: ctx.placeId };
}

/** Keeps only digits as the price is typed (docs/product.md, Form rules: price digits only). */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** A new category's name is trimmed and must not be empty; null when it is fine (docs/product.md, Form rules). */
export function categoryNameError(name: string): string | null {
  return name.trim() === '' ? texts.categoryNameRequired : null;
}
