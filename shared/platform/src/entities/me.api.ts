import * as ops from '@booking/contracts/ops';
import { responseSchemaOf, urlFor } from '@booking/contracts/operation';
import type { Me } from '@booking/contracts/schemas';
import { getParsed } from './entity-fetch.lib';

/** Who the caller is (GET /me): in a plain browser, the person of the session cookie, or a guest. */
export const fetchMe = (): Promise<Me> => getParsed(responseSchemaOf(ops.getMe), urlFor(ops.getMe));
