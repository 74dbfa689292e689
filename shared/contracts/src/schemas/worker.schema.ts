import * as v from 'valibot';

export const WorkerSchema = v.object({
  id: v.number(),
  user_id: v.nullable(v.number()),
  business_id: v.number(),
  uuid: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  avatar: v.string(),
  booking_rules_text: v.nullable(v.string()),
  /** Per-worker rule: only starts within an hour of a busy or break interval are offered (docs/product.md, Booking rules). */
  adjacent_slots_only: v.optional(v.boolean(), false),
  /** Added beside the original fields: the master's rules for a client's cancel and move (hours before the start; null: no limit). */
  cancel_cutoff_hours: v.optional(v.number(), 0),
  max_moves: v.optional(v.nullable(v.number()), 2),
  user: v.object({ username: v.nullable(v.string()), timezone: v.nullable(v.string()) }),
});
export type Worker = v.InferOutput<typeof WorkerSchema>;
