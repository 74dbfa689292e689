import * as v from 'valibot';

export const UserSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.nullable(v.string()),
  username: v.nullable(v.string()),
  photo_url: v.nullable(v.string()),
  timezone: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;
