/** Public API of @booking/shared: contracts used by the API server and the UI alike. */
export * as schemas from './schemas/index';
export * as bookingRules from './booking-rules/index';
export * as deepLinks from './deep-links/start-param.lib';
