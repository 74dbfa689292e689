/**
 * `@booking/contracts/analytics`: the master's figures and clients, their operations (`ops`),
 * schemas and period rules. Not in the root: the root is a federation singleton bundled whole into every
 * area screen that loads it, and only the screens that show these need them (taken from this subpath,
 * they are tree-shaken into those screens' own chunks).
 */
export * as ops from '../operations/analytics.ops';
export * from '../schemas/analytics.schema';
export * from '../schemas/clients.schema';
export * from './period.lib';
