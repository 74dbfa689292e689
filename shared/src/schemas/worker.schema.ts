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
  user: v.object({ username: v.nullable(v.string()), timezone: v.nullable(v.string()) }),
});
export type Worker = v.InferOutput<typeof WorkerSchema>;
