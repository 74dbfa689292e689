import * as v from 'valibot';

/**
 * The JSON body of every error answer of the API. `code` names the refusal (`booking.slot_taken`,
 * `validation.invalid`, `not_found.worker`): stable, for a screen to act on; `params` what its
 * sentence is made of (`{}` when nothing). `message` is the sentence to show, in the request's
 * Accept-Language (English for `en*`, else Russian); `error` repeats it for callers that read it.
 * `field` is the request field it is about (a dot path: `place_contacts.phone`), for a form.
 */
export const ErrorBodySchema = v.object({
  error: v.string(),
  message: v.string(),
  code: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/)),
  params: v.record(v.string(), v.unknown()),
  field: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
