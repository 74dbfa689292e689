import * as v from 'valibot';

/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  constructor(public readonly statusCode: number, message: string, public readonly field?: string) {
    super(message);
  }
}

/** Parses input with a shared schema; a failure is a 400 naming the field and the problem. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, where: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const dotPath = v.getDotPath(issue);
  const field = dotPath ? `${where}.${dotPath}` : where;
  throw new HttpError(400, `${field}: ${issue.message}`, field);
}
