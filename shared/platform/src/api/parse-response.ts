import * as v from 'valibot';

/** Every response is parsed by its contract: a server that drifts from it fails loudly here. */
export function parseResponse<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(`Unexpected response at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}
