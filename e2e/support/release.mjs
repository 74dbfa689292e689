import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-remote.mjs');

/**
 * Builds a remote the way its team releases it (its own Rsbuild config, production mode), with
 * `version` as the manifest's build version (MF_BUILD_VERSION), into a new temp folder instead of
 * its dist/, so the build the running product serves stays as it is. Returns the folder.
 * The build runs in a plain Node process: loaded through the tests' TypeScript loader, the app's
 * config would carry that loader's helpers into the bundle.
 * @param {'client' | 'master' | 'plans'} name
 * @param {string} version
 */
export function buildRemoteRelease(name, version) {
  const out = mkdtempSync(path.join(os.tmpdir(), `booking-release-${name}-`));
  const { NODE_OPTIONS: _drop, ...env } = process.env;
  const r = spawnSync(process.execPath, [BUILDER, name, out], { env: { ...env, MF_BUILD_VERSION: version }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`building remote-${name} failed`);
  return out;
}
