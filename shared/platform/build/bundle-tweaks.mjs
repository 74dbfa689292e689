// A build tweak for size (the delivery machinery: shared/platform/src/delivery/README.md). A `tools.rspack`
// hook; an app's build is correct without it, only larger.
import { existsSync } from 'node:fs';

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
