// `@booking/platform/build`: the build side of the delivery machinery for every app's
// Rsbuild config (shared/platform/src/delivery/README.md says what each buys). Plain JS: Rsbuild loads
// configs before anything is compiled.
export { pluginPrecompress } from './precompress.mjs';
export { bundleEsmFederationRuntime, bundleProductionReactRouter } from './bundle-tweaks.mjs';
export { pluginScreensFile } from './screens-file.plugin.mjs';
