import * as v from 'valibot';
import { PlaceSchema } from './place.schema';

export const BusinessSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  places: v.array(PlaceSchema),
  owners: v.array(v.object({ id: v.number(), first_name: v.string(), username: v.nullable(v.string()) })),
});
export type Business = v.InferOutput<typeof BusinessSchema>;
