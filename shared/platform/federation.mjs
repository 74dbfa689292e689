import { fileURLToPath } from 'node:url';
import { bundleEsmFederationRuntime, bundleProductionReactRouter } from './build/bundle-tweaks.mjs';

// Module Federation `shared` config used by the shell and all three remotes.
// Everything here is a singleton at run time: one React, one ky client, one zustand session store
// and one query client (the last three live in @booking/platform's main entry), and one copy of the
// contracts. The Telegram SDK is used only inside @booking/platform (lint forbids it elsewhere), so
// it is one instance through that singleton, tree-shaken instead of shipped whole.
// Not shared, on purpose: react-router-dom, valibot and dayjs hold no page-wide state, and a shared
// module is bundled whole, while an app's own copy is tree-shaken to what it uses (about 60 KB of
// gzip saved on the cold Home screen). Each area runs its own router in its own React root anyway.
// The platform's other entries (the calendar, lazy-page) hold no page-wide state either.
// `requiredVersion: false` on the workspace packages: they have no published versions to compare.

/** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.2.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  ky: { singleton: true, requiredVersion: '^1.14.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.108.0' },
  '@booking/contracts': { singleton: true, requiredVersion: false },
  '@booking/platform': { singleton: true, requiredVersion: false },
};

/** The share strategy that keeps the shell up when one remote is down. */
export const shareStrategy = 'loaded-first';

/** Dev-server ports (`npm run dev`); production serves everything on one port. */
export const devPorts = { shell: 3000, client: 3001, master: 3002, plans: 3003, api: 8080 };

/** Options every app's federation build has in common. */
function commonOptions(name) {
  return {
    name,
    remotes: {},
    shared: sharedDependencies,
    shareStrategy,
    // Types are checked in the monorepo by tsc; generating and fetching d.ts at build time would
    // need a network round trip to each remote.
    dts: false,
    manifest: true,
    // Each area passes its basename to its own router itself; the bridge's router alias would
    // swap react-router-dom for a wrapper we do not need.
    bridge: { enableBridgeRouter: false },
  };
}

/**
 * Module Federation options for the shell (the host). `remotes` stays empty: remotes are found at
 * run time from remotes.json, so releasing a remote never needs a shell rebuild. The shell also
 * provides its federation runtime to the remotes (`provideExternalRuntime`), so a remote's entry
 * does not ship a second copy of it (about 33 KB of gzip on the cold Home screen).
 */
export function shellFederationOptions() {
  return {
    ...commonOptions('shell'),
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  };
}

/**
 * Module Federation options for a remote's federation build: it exposes its app and runs on the
 * runtime the shell provides (`externalRuntime`). That build cannot start on its own page, so the
 * remote's standalone page is a separate build environment without federation (see
 * remoteRsbuildSettings).
 * @param {string} name federation name (client, master, plans)
 * @param {Record<string, string>} exposes
 */
export function remoteFederationOptions(name, exposes) {
  return {
    ...commonOptions(name),
    exposes,
    // The content hash makes the entry immutable like the chunks: the manifest names it, so a repeat
    // visit revalidates only the page (which carries the manifest) and a release never mixes versions.
    filename: 'remoteEntry.[contenthash:10].js',
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  };
}

/**
 * The page template of every app: the page language is Russian, and an empty icon keeps browsers
 * from asking for /favicon.ico (Telegram shows the bot's own picture).
 */
export const HTML_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

/** Rsbuild environment of a remote that the shell loads through Module Federation. */
export const FEDERATION_ENVIRONMENT = 'federation';

/**
 * Rsbuild settings common to the three remotes. Two environments build into the same `dist/`:
 * - `standalone`: the area as a plain single-page app on its own page (`index.html`, QA and
 *   `npm run dev`); one app on a page needs no federation, so none is bundled;
 * - `federation`: the remote entry and `mf-manifest.json` the shell loads, without an HTML page.
 * Assets resolve relative to wherever the remote is served from (`assetPrefix: 'auto'`), and the
 * dev server runs on the remote's own port under `/remotes/{name}`.
 * @param {Exclude<keyof typeof devPorts, 'shell' | 'api'>} name
 */
export function remoteRsbuildSettings(name) {
  return {
    // Standalone in dev (QA): the remote's own server forwards /api like the shell's does.
    server: { port: devPorts[name], cors: true, base: `/remotes/${name}`, proxy: { '/api': `http://localhost:${devPorts.api}` } },
    dev: { assetPrefix: 'auto' },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    html: { title: `Booking: ${name}`, template: HTML_TEMPLATE },
    environments: {
      standalone: {
        source: { entry: { index: './src/standalone.tsx' } },
        tools: { rspack: bundleProductionReactRouter },
      },
      [FEDERATION_ENVIRONMENT]: {
        source: { entry: { 'federation-stub': './src/federation-stub.ts' } },
        tools: { htmlPlugin: false, rspack: [bundleEsmFederationRuntime, bundleProductionReactRouter] },
      },
    },
  };
}
