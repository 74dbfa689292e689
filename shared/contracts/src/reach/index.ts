/**
 * `@booking/contracts/reach`: the master's chat answering with free times, the card to share,
 * calendar feeds and the home-screen offer, their operations (`ops`) and schemas. Not in the root, for the
 * reason given in `../analytics/index.ts`.
 */
export * as ops from '../operations/reach.ops';
export * from '../schemas/reach.schema';
