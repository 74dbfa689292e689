/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  /**
   * @param message shown to the user as is (Russian where a screen shows it)
   * @param field the request field the error is about (`worker_description`, `place_contacts.phone`), for a form
   */
  constructor(public readonly statusCode: number, message: string, public readonly field?: string) {
    super(message);
  }
}

/**
 * The JSON body of every error answer: `message` is the text to show (a validation error carries
 * the schema's message, the spec's Russian text for the profile form), `field` the request field
 * it is about, so a form can put it under that field. `error` repeats `message` for callers that
 * read it (the front end's apiErrorMessage does).
 */
export function errorBody(message: string, field?: string): { error: string; message: string; field?: string } {
  return field === undefined ? { error: message, message } : { error: message, message, field };
}
