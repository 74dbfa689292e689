/**
 * `@booking/contracts`: what the API server and the front end agree on, with no front-end code
 * (no React, ky, zustand, TanStack or DOM): the schemas, each API operation, the booking rules,
 * the deep links and the names both sides write. The server imports nothing else of `shared/`.
 */
export * as schemas from './schemas/index';
export * as bookingRules from './booking-rules/index';
export * as deepLinks from './deep-links/start-param.lib';
export { LINKS, links, fillLink, type LinkArea, type LinkParams } from './links';
export * as ops from './operations/index';
export {
  BINARY, operation, pathParamNames, responseSchemaOf, successStatus, urlFor, withSearch,
  type Binary, type BodyOf, type Method, type OperationDef, type PathParamNames, type PathParamsOf, type QueryOf, type ResponseOf, type ResponseSchemaOf, type UrlArgs,
} from './operations/operation';
