// Build tweaks for size (the delivery machinery: shared/platform/src/delivery/README.md). `tools.rspack`
// hooks; an app's build is correct without them, only larger.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `tools.rspack` hook for every federation build: bundles the ES module build of the federation
 * runtime instead of its CommonJS build. The MF plugins locate the runtime with
 * `require.resolve`, which picks the packages' `require` (CommonJS) files, and CommonJS is not
 * tree-shaken: the whole runtime was bundled, snapshot and Node.js code included. The `import`
 * files are the same source built as ES modules (sibling `.js`/`.mjs` files), so only what is used
 * is kept and `experiments.optimization` defines drop the disabled parts (about 7 KB of gzip in
 * the shell's entry).
 * @param {import('@rspack/core').Configuration} config
 * @param {{ rspack: typeof import('@rspack/core').rspack }} utils
 */
export function bundleEsmFederationRuntime(config, { rspack }) {
  const cjsFile = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
  const esmSibling = (file) => ['.js', '.mjs'].map((ext) => file.replace(/\.cjs$/, ext)).find((f) => existsSync(f)) ?? file;
  config.plugins ??= [];
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(cjsFile, (data) => {
      // Called before resolution with the request (the runtime's own absolute paths) and after it
      // with the resolved file (package imports that resolved to `.cjs`).
      if (data.createData?.resource) data.createData.resource = esmSibling(data.createData.resource);
      else if (data.request) data.request = esmSibling(data.request);
    }),
  );
  return config;
}

/**
 * `tools.rspack` hook for the areas' production builds: react-router's package exports name only its
 * `development` build (no `production` condition), which differs from the `production` build beside
 * it only in keeping the router's dev warnings. Production builds take the `production` files: 0.7 KB
 * of brotli less on the client's cold Home. If a react-router release moves them, the alias is
 * skipped and the build stays as it was.
 * @param {import('@rspack/core').Configuration} config
 * @param {{ isProd: boolean }} utils
 */
export function bundleProductionReactRouter(config, { isProd }) {
  if (!isProd) return config;
  const fromApp = createRequire(path.join(config.context ?? process.cwd(), 'package.json'));
  const routerDev = createRequire(fromApp.resolve('react-router-dom')).resolve('react-router');
  const production = path.join(path.dirname(path.dirname(routerDev)), 'production');
  const alias = { 'react-router$': path.join(production, 'index.mjs'), 'react-router/dom$': path.join(production, 'dom-export.mjs') };
  if (!routerDev.includes(`${path.sep}development${path.sep}`) || !Object.values(alias).every((f) => existsSync(f))) return config;
  config.resolve ??= {};
  config.resolve.alias = { ...config.resolve.alias, ...alias };
  return config;
}
