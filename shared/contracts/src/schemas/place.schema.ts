import * as v from 'valibot';

export const ContactsSchema = v.object({
  phone: v.nullish(v.string()),
  vk: v.nullish(v.string()),
  website: v.nullish(v.string()),
});
export type Contacts = v.InferOutput<typeof ContactsSchema>;

export const PlaceSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  business_id: v.number(),
  contacts: ContactsSchema,
  workers: v.array(v.number()),
  /** URLs of the place's gallery images (served by the API); empty when it has none. */
  gallery: v.optional(v.array(v.string()), []),
});
export type Place = v.InferOutput<typeof PlaceSchema>;
export const PlaceListSchema = v.array(PlaceSchema);
