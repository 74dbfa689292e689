// One lint setup for the workspace (docs/conventions.md, "Layers and import directions"): imports
// flow one way and never in a cycle. Apps use only `@booking/platform`, `@booking/contracts` and npm
// packages; the shell never reaches into a remote; inside an area the layers go app -> pages ->
// features -> entities; the platform's folders are layered too, and the contracts import nothing of ours.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const APPS = ['shell', 'remote-client', 'remote-master', 'remote-plans'];
const REMOTES = APPS.filter((a) => a !== 'shell');

/** Layers inside one area: each may import only from the layers listed after it. */
const layerZones = REMOTES.flatMap((app) => [
  { target: `./${app}/src/entities`, from: [`./${app}/src/features`, `./${app}/src/pages`, `./${app}/src/app`], message: 'entities sit below features, pages and app' },
  { target: `./${app}/src/features`, from: [`./${app}/src/pages`, `./${app}/src/app`], message: 'features sit below pages and app' },
  { target: `./${app}/src/pages`, from: [`./${app}/src/app`], message: 'pages sit below app' },
]);

/**
 * Features of one area do not import each other (FSD's slices): what two features share goes down
 * to `entities` or up to the page that composes them.
 */
const featureZones = REMOTES.flatMap((app) => {
  const root = `./${app}/src/features`;
  let features = [];
  try {
    features = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'a feature does not import another feature: move what they share to entities, or compose them in the page',
  }));
});

const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'apps are released separately: share code through `shared` (platform, contracts), never import another app',
}));

/**
 * The platform's folders, lowest first: each imports only from the ones before it (and from
 * `@booking/contracts`), never from its own index. i18n holds the page's language and the catalogues' helpers; lib holds the build-time config and formatting;
 * session and telegram (launch data, the SDK's runtime) need nothing above them; max is MAX's bridge and runtime (the same interface as Telegram's); api is the one ky
 * client and query client (with the early answers); entities are the queries and mutations; ui is
 * the kit (it uses Telegram's popups and buttons); calendar stands alone; telegram-ui is what needs
 * both entities and ui (the write-access prompt, the home-screen offer); time-step is the time step the areas share (the
 * move of a booking: entities, ui and the calendar); plans are the plans' reads and writes; screens are the machinery of the areas' screen
 * descriptors and the page's routing table; router and delivery work from them; app-frame starts it all.
 */
const PLATFORM_LAYERS = ['i18n', 'lib', 'session', 'telegram', 'max', 'api', 'entities', 'ui', 'calendar', 'telegram-ui', 'time-step', 'plans', 'screens', 'router', 'delivery', 'app-frame'];
const PLATFORM = './shared/platform/src';
/** Entries each area bundles into its screens' chunks (not the federation singleton): see below. */
const AREA_BUNDLED = ['telegram-ui', 'time-step', 'plans'];
const platformZones = PLATFORM_LAYERS.filter((layer) => !AREA_BUNDLED.includes(layer)).map((layer) => ({
  target: `${PLATFORM}/${layer}`,
  from: [...PLATFORM_LAYERS.slice(PLATFORM_LAYERS.indexOf(layer) + 1).map((above) => `${PLATFORM}/${above}`), `${PLATFORM}/index.ts`],
  message: `the platform's layers go ${PLATFORM_LAYERS.join(' -> ')}: ${layer} imports only the ones before it`,
}));
// time-step, telegram-ui and plans are entries of their own that each area bundles into a page's chunk: a
// relative import of a file with page-wide state (the API client, the entities, the stores, the kit on
// them) would be a second copy in that chunk, without the session's init data. They take them from
// '@booking/platform' by name (the federation singleton), and only the stateless calendar by path.
for (const entry of AREA_BUNDLED) {
  platformZones.push({
    target: `${PLATFORM}/${entry}`,
    from: PLATFORM_LAYERS.filter((layer) => ![entry, 'calendar'].includes(layer)).map((layer) => `${PLATFORM}/${layer}`),
    message: `${entry} is bundled by each area: take the platform's singletons from '@booking/platform', only the calendar by path`,
  });
}

/**
 * The server's layers point one way: routes (HTTP) -> plugins (auth, schemas, errors) -> services
 * (use cases and transactions) -> db (drivers, migrations, seed, db/queries SQL), with domain
 * (pure rules and the typed errors) beside them: it imports no other layer, so it holds no SQL and
 * no HTTP. A lower layer never imports a higher one, and routes reach db/queries only through services.
 */
const apiZones = [
  { target: './api/src/speed', from: ['./api/src/routes', './api/src/plugins', './api/src/telegram', './api/src/web'], message: 'code kept for speed sits below routes and plugins, behind one interface (api/src/speed/README.md)' },
  { target: './api/src/db', from: ['./api/src/routes', './api/src/plugins', './api/src/services', './api/src/telegram'], message: 'the data layer sits below routes, plugins and services' },
  { target: './api/src/services', from: ['./api/src/routes', './api/src/plugins', './api/src/telegram'], message: 'services sit below routes, plugins and the bot adapter (telegram/ calls services, never the other way)' },
  { target: './api/src/domain', from: ['./api/src/routes', './api/src/plugins', './api/src/services', './api/src/db', './api/src/web', './api/src/telegram'], message: 'domain holds pure rules: no HTTP, no SQL, no database' },
  { target: './api/src/plugins', from: ['./api/src/routes'], message: 'plugins sit below routes' },
  // SQL is reached only through services: a route never calls db/queries itself.
  { target: './api/src/routes', from: ['./api/src/db/queries'], message: 'routes call services; the SQL in db/queries sits behind them' },
];

const SDK_ONLY_IN_PLATFORM = { name: '@telegram-apps/sdk', message: 'use @booking/platform: the Telegram SDK lives only there' };
/** The contracts are pure: what both sides agree on, without any front-end or server code. */
const PURE_CONTRACTS = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'ky', 'zustand', 'zustand/*', '@tanstack/*', '@telegram-apps/*', '@booking/*', 'node:*', 'fastify'],
  message: '@booking/contracts holds schemas, operations, rules and names only: no React, ky, zustand, TanStack, DOM, Node or other package of ours',
};
const SERVER_SEES_CONTRACTS_ONLY = {
  regex: '^@booking/platform(/|$)',
  message: 'the server imports only @booking/contracts of the front-end side (the areas\' screens it reads from their screens files)',
};
/** The front end calls the API only through the entities (URLs from the contracts' operations), never the client directly. */
const API_CALLS_THROUGH_ENTITIES = [
  "CallExpression[callee.name='apiClient']",
  "CallExpression[callee.type='MemberExpression'][callee.object.name='apiClient']",
].map((selector) => ({ selector, message: 'call the API through the entity queries and send() (entities/entity-fetch.lib.ts): no URL written by hand' }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'coverage/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            ...layerZones,
            ...featureZones,
            { target: './shared', from: [...APPS.map((a) => `./${a}`), './api', './e2e'], message: '`shared` depends on no app' },
            { target: './shared/contracts', from: ['./shared/platform'], message: 'the contracts sit below the front end: the platform imports them, never the reverse' },
            ...platformZones,
            { target: './api', from: APPS.map((a) => `./${a}`), message: 'the server does not import front-end apps' },
            ...apiZones,
          ],
        },
      ],
      // The SDK must stay one instance: only @booking/platform (a federation singleton) uses it.
      'no-restricted-imports': ['error', { paths: [SDK_ONLY_IN_PLATFORM] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The platform may use the SDK. It takes the contracts through their subpaths, tree-shaken into its
    // bundle: the root is a federation singleton bundled whole (every schema, rule and operation), which
    // the shell would then load on every cold start. The time step is the exception: it is bundled
    // into the areas' lazy screens, which have the singleton loaded anyway, so a subpath there would
    // be a second copy of the rules (3 KB of gzip on the client's time step).
    files: ['shared/platform/src/**'],
    ignores: ['shared/platform/src/time-step/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@booking/contracts', message: 'import a subpath (@booking/contracts/ops, /operation, /schemas, /links, /names, /deep-links)' }] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/platform/src/**/*.{ts,tsx}'],
    ignores: ['shared/platform/src/entities/entity-fetch.lib.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...API_CALLS_THROUGH_ENTITIES] },
  },
  { files: ['shared/contracts/**'], rules: { 'no-restricted-imports': ['error', { patterns: [PURE_CONTRACTS] }] } },
  {
    // The server knows the front end only through the contracts: never its route tables, entities
    // or components (a path's remote, page chunk and first GETs come from the areas' screens files).
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SDK_ONLY_IN_PLATFORM], patterns: [SERVER_SEES_CONTRACTS_ONLY] }],
    },
  },
  {
    // HTTP stays in routes and plugins: use cases and rules throw domain errors (api/src/domain/errors.ts).
    files: ['api/src/services/**', 'api/src/domain/**', 'api/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'fastify', message: 'HTTP belongs to routes and plugins; throw a domain error (domain/errors.ts) instead' },
          { name: 'grammy', message: 'the Bot API belongs to api/src/telegram; services take a MessageSender' },
          SDK_ONLY_IN_PLATFORM,
        ],
        patterns: [SERVER_SEES_CONTRACTS_ONLY],
      }],
    },
  },
  {
    // React's rules only where React is: the API's test helpers are not hooks.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/platform/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
