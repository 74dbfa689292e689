import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './product.mjs';

const BUILDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-remote.mjs');

/**
 * Builds the remote in `dir` the way its team releases it (its own Rsbuild config, production
 * mode), with `version` as the manifest's build version (MF_BUILD_VERSION), into a new temp folder
 * instead of its dist/, so the build the running product serves stays as it is. Returns the folder.
 * The build runs in a plain Node process: loaded through the tests' TypeScript loader, the app's
 * config would carry that loader's helpers into the bundle.
 */
function build(dir, name, version) {
  const out = mkdtempSync(path.join(os.tmpdir(), `booking-release-${name}-`));
  const { NODE_OPTIONS: _drop, ...env } = process.env;
  const r = spawnSync(process.execPath, [BUILDER, dir, out], { env: { ...env, MF_BUILD_VERSION: version }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`building remote-${name} failed`);
  return out;
}

/**
 * A release of one area, built from the repository's sources.
 * @param {'client' | 'master' | 'plans'} name
 * @param {string} version
 */
export function buildRemoteRelease(name, version) {
  return build(path.join(ROOT, `remote-${name}`), name, version);
}

// One screen more in the client area, added the way its team adds a screen (shared/platform/README.md,
// "Screens"): its page, its descriptor, its line in the area's pages. A test fixture: it lives here,
// written into a copy of remote-client, never in the product's sources.
const FIXTURE_PAGE = `import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadingState, placeQuery } from '@booking/platform';
import { parseId } from '../../entities/route-params/route-params.lib';

export default function E2eFixturePage() {
  const placeId = parseId(useParams().placeId) ?? 0;
  const place = useQuery({ ...placeQuery(placeId), enabled: placeId > 0 });
  if (!place.data) return <LoadingState />;
  return <main className="bk-page" data-testid="e2e-fixture"><h1>{place.data.name}</h1></main>;
}
`;
const FIXTURE_DESCRIPTOR = "  screen({ name: 'e2eFixture', patterns: ['/e2e-fixture/:placeId'], data: ({ placeId }) => [placeQuery(placeId)] }),\n";
const FIXTURE_PAGE_LINE = "  e2eFixture: lazyPage(() => import(/* webpackChunkName: \"page-e2e-fixture\" */ '../pages/e2e-fixture/e2e-fixture.page')),\n";

/** `text` with `insert` put before the last occurrence of `anchor` (which must be there). */
function insertBefore(text, anchor, insert, file) {
  const at = text.lastIndexOf(anchor);
  if (at < 0) throw new Error(`${file}: no "${anchor}" to add the fixture screen before`);
  return text.slice(0, at) + insert + text.slice(at);
}

/**
 * remote-client with the fixture screen `/e2e-fixture/:placeId` (a page showing the place's name,
 * read with GET /places/{id}), built as a release with `version`. Returns the built folder.
 * @param {string} version
 */
export function buildClientReleaseWithNewScreen(version) {
  const src = path.join(ROOT, 'remote-client');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-client-screen-'));
  try {
    for (const entry of ['src', 'rsbuild.config.ts', 'package.json']) cpSync(path.join(src, entry), path.join(dir, entry), { recursive: true });
    symlinkSync(path.join(src, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const tsconfig = JSON.parse(readFileSync(path.join(src, 'tsconfig.json'), 'utf8'));
    tsconfig.extends = path.join(ROOT, 'tsconfig.base.json');
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['src'] }));
    mkdirSync(path.join(dir, 'src', 'pages', 'e2e-fixture'));
    writeFileSync(path.join(dir, 'src', 'pages', 'e2e-fixture', 'e2e-fixture.page.tsx'), FIXTURE_PAGE);
    const screens = path.join(dir, 'src', 'shared', 'screens.ts');
    writeFileSync(screens, insertBefore(readFileSync(screens, 'utf8'), '] as const;', FIXTURE_DESCRIPTOR, screens));
    const pages = path.join(dir, 'src', 'app', 'pages.ts');
    writeFileSync(pages, insertBefore(readFileSync(pages, 'utf8'), '};', FIXTURE_PAGE_LINE, pages));
    return build(dir, 'client', version);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
