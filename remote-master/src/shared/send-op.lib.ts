import { responseSchemaOf, urlFor, type BodyOf, type OperationDef, type ResponseOf, type UrlArgs } from '@booking/contracts/operation';
import { apiClient, parseResponse } from '@booking/platform';

/**
 * Calls an operation of the contracts that changes something, as the platform's `send` does: the
 * URL from the operation (never written by hand), the body as JSON, the answer parsed with its
 * schema. Here because the platform exports neither `send` nor hooks for the issue-41 PATCH of the
 * rules and PUT of attendance; once it does, the entity hooks switch to it and this file goes.
 */
export async function sendOp<O extends OperationDef>(op: O, body: BodyOf<O>, ...urlArgs: UrlArgs<O>): Promise<ResponseOf<O>> {
  // eslint-disable-next-line no-restricted-syntax -- the URL comes from the contracts' operation, as in the platform's send()
  const answer = await apiClient(urlFor(op, ...urlArgs), { method: op.method, json: body }).json();
  return parseResponse(responseSchemaOf(op), answer);
}
