// Module Federation `shared` config used by the shell and all three remotes.
// Everything here is a singleton at run time: one React, one router, one ky client, one zustand
// session store and one query client (the last three live in @booking/shared/web).
// `requiredVersion: false` on the workspace package: it has no published versions to compare.
/** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.2.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.0' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  ky: { singleton: true, requiredVersion: '^1.14.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.108.0' },
  '@telegram-apps/sdk': { singleton: true, requiredVersion: '^3.11.0' },
  dayjs: { singleton: true, requiredVersion: '^1.11.0' },
  valibot: { singleton: true, requiredVersion: '^1.5.0' },
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
    // react-router-dom is a shared singleton and each area passes its basename to its own
    // router, so the bridge's router alias (which forbids sharing the router) stays off.
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
    server: { port: devPorts[name], cors: true, base: `/remotes/${name}` },
    dev: { assetPrefix: 'auto' },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' } },
    html: { title: `Booking: ${name}` },
    source: { entry: { index: './src/index.ts' } },
  };
}
