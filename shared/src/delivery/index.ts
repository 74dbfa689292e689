/**
 * `@booking/shared/delivery`: what the server's page machinery (api/src/web) knows of the front
 * end: the names both sides share (contract.ts), and for a path its remote, its page's chunk and
 * its early requests, from the screen descriptors. The server imports nothing else of the front end.
 */
export {
  API_HEADERS,
  EARLY_ANSWERS_GLOBAL,
  INLINE_MANIFESTS_ID,
  INLINE_REMOTES_ID,
  LAUNCH_HASH_KEY,
  SDK_LAUNCH_PARAMS_KEY,
  STARTUP_ASSETS_FILE,
} from './contract';
export type { EarlyAnswers, EarlyRequest, PageDelivery, StartupAssets } from './contract';
export { pageDeliveryFor } from './page-delivery';
