/**
 * `@booking/shared/delivery`: what the server's page machinery (api/src/web) knows of the front
 * end beyond the contracts: for a path its remote, its page's chunk and its early requests, from
 * the screen descriptors. The names both sides write are in `@booking/contracts/names`.
 */
export { pageDeliveryFor } from './page-delivery';
