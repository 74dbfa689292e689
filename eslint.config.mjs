// One lint setup for the workspace (STYLE.md "Boundaries"): imports flow one way and never in a
// cycle. Remotes use only `shared` and npm packages; the shell never reaches into a remote; inside
// an area the layers go app -> pages -> features -> entities.
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
  message: 'apps are released separately: share code through `shared`, never import another app',
}));

/**
 * The server's layers point one way: routes (HTTP) -> plugins (auth, schemas, errors) -> services
 * (use cases and transactions) -> db (drivers, migrations, seed, db/queries SQL), with domain
 * (pure rules and the typed errors) beside them: it imports no other layer, so it holds no SQL and
 * no HTTP. A lower layer never imports a higher one, and routes reach db/queries only through services.
 */
const apiZones = [
  { target: './api/src/db', from: ['./api/src/routes', './api/src/plugins', './api/src/payments', './api/src/services', './api/src/telegram'], message: 'the data layer sits below routes, plugins and services' },
  { target: './api/src/services', from: ['./api/src/routes', './api/src/plugins', './api/src/telegram'], message: 'services sit below routes, plugins and the bot adapter (telegram/ calls services, never the other way)' },
  { target: './api/src/domain', from: ['./api/src/routes', './api/src/plugins', './api/src/services', './api/src/db', './api/src/web', './api/src/telegram'], message: 'domain holds pure rules: no HTTP, no SQL, no database' },
  { target: './api/src/plugins', from: ['./api/src/routes'], message: 'plugins sit below routes' },
  // SQL is reached only through services: a route never calls db/queries itself.
  { target: './api/src/routes', from: ['./api/src/db/queries'], message: 'routes call services; the SQL in db/queries sits behind them' },
];

const SDK_ONLY_IN_SHARED_WEB = { name: '@telegram-apps/sdk', message: 'use @booking/shared/web: the Telegram SDK lives only there' };
/** The contracts are pure: what both sides agree on, without any front-end or server code. */
const PURE_CONTRACTS = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'ky', 'zustand', 'zustand/*', '@tanstack/*', '@telegram-apps/*', '@booking/*', 'node:*', 'fastify'],
  message: '@booking/contracts holds schemas, operations, rules and names only: no React, ky, zustand, TanStack, DOM, Node or other package of ours',
};
const FRONT_END_ONLY_BY_CONTRACT = { group: ['@booking/shared/web', '@booking/shared/web/*', '@booking/shared/delivery/*'], message: 'the server imports the front end only through @booking/shared/delivery' };

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
            { target: './shared/contracts', from: ['./shared/src'], message: 'the contracts sit below the front end: the platform imports them, never the reverse' },
            { target: './api', from: APPS.map((a) => `./${a}`), message: 'the server does not import front-end apps' },
            ...apiZones,
          ],
        },
      ],
      // The SDK must stay one instance: only @booking/shared/web (a federation singleton) uses it.
      'no-restricted-imports': ['error', { paths: [SDK_ONLY_IN_SHARED_WEB] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['shared/src/web/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['shared/contracts/**'], rules: { 'no-restricted-imports': ['error', { patterns: [PURE_CONTRACTS] }] } },
  {
    // The server knows the front end only through the delivery contract (names, and a path's remote,
    // page chunk and early requests): never its route tables, entities or components directly.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SDK_ONLY_IN_SHARED_WEB], patterns: [FRONT_END_ONLY_BY_CONTRACT] }],
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
          SDK_ONLY_IN_SHARED_WEB,
        ],
        patterns: [FRONT_END_ONLY_BY_CONTRACT],
      }],
    },
  },
  {
    // React's rules only where React is: the API's test helpers are not hooks.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
