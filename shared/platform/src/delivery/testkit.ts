// `@booking/platform/testkit`: helpers for the areas' tests, never in an app's bundle.
export * from './early-parity.testkit';
export * from './held-fetch.testkit';
export * from './session.testkit';
