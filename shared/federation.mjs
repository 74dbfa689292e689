// Module Federation `shared` config used by the shell and all three remotes.
// Everything here is a singleton at run time: one React, one ky client, one zustand session store
// and one query client (the last three live in @booking/shared/web). The Telegram SDK is used only
// inside @booking/shared/web (lint forbids it elsewhere), so it is one instance through that
// singleton, tree-shaken instead of shipped whole.
// Not shared, on purpose: react-router-dom, valibot and dayjs hold no page-wide state, and a shared
// module is bundled whole, while an app's own copy is tree-shaken to what it uses (about 60 KB of
// gzip saved on the cold Home screen). Each area runs its own router in its own React root anyway.
// `requiredVersion: false` on the workspace package: it has no published versions to compare.
/** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.2.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  ky: { singleton: true, requiredVersion: '^1.14.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.108.0' },
  '@booking/shared': { singleton: true, requiredVersion: false },
  '@booking/shared/web': { singleton: true, requiredVersion: false },
};

/** The share strategy that keeps the shell up when one remote is down. */
export const shareStrategy = 'loaded-first';

/** Dev-server ports (`npm run dev`); production serves everything on one port. */
export const devPorts = { shell: 3000, client: 3001, master: 3002, plans: 3003, api: 8080 };

/**
 * Module Federation options for an app. `remotes` stays empty even in the shell: remotes are
 * found at run time from remotes.json, so releasing a remote never needs a shell rebuild.
 * @param {string} name federation name (shell, client, master, plans)
 * @param {Record<string, string>} [exposes]
 */
export function federationOptions(name, exposes) {
  return {
    name,
    exposes,
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
 * Rsbuild settings common to the three remotes: assets resolved relative to wherever the remote
 * is served from (`assetPrefix: 'auto'`), and a dev server on its own port.
 * @param {keyof typeof devPorts} name
 */
export function remoteRsbuildSettings(name) {
  return {
    // Standalone in dev (QA): the remote's own server forwards /api like the shell's does.
    server: { port: devPorts[name], cors: true, base: `/remotes/${name}`, proxy: { '/api': `http://localhost:${devPorts.api}` } },
    dev: { assetPrefix: 'auto' },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    html: { title: `Booking: ${name}` },
    source: { entry: { index: './src/index.ts' } },
  };
}
