import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside the manifest (`SCREENS_FILE` of @booking/contracts/routing; this file is plain JS, loaded before anything is compiled). */
const SCREENS_FILE = 'screens.json';

/**
 * An area's screens file, derived from its descriptors: the module's `AREA_SCREENS`, evaluated in a
 * Node process of its own with placeholder ids (`screensFileOf` in src/delivery/screens-file.ts).
 * @param {string} modulePath the area's screens module (absolute)
 * @param {string} version the build's version
 * @returns {Promise<string>} the file's JSON
 */
export async function deriveScreensFile(modulePath, version) {
  const { stdout } = await run(
    process.execPath,
    ['--import', pathToFileURL(path.join(here, 'node-hooks.mjs')).href, path.join(here, 'derive-screens.mjs'), pathToFileURL(modulePath).href, version],
    { cwd: path.dirname(modulePath), env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

const isFile = (file) => /\.(js|css)$/.test(file);

/** The scripts and styles of a chunk group (its chunks' files, in the build's output folder). */
const filesOf = (group) => group.getFiles().filter(isFile);

/** The share key a shared module's identifier names (`consume shared module (default) @booking/contracts@* (strict) …`). */
const shareKey = (identifier) => /^(?:consume|provide) shared module \([^)]*\) ((?:@[^@\s/]+\/)?[^@\s]+)@/.exec(identifier)?.[1];

/**
 * The shared modules the chunk group's own code consumes (their share keys, sorted): the remote loads
 * each one through the share scope, from the shell's copy or its own.
 */
function usesOf(compilation, group) {
  const keys = new Set();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = module.type === 'consume-shared-module' ? shareKey(module.identifier()) : undefined;
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

/** Each shared module this remote provides, by share key: the files its own copy loads. */
function providedFiles(compilation) {
  const shared = {};
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? shareKey(module.identifier()) : undefined;
    if (!key) continue;
    const groups = (module.blocks ?? []).map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    shared[key] = [...new Set(groups.flatMap(filesOf))];
  }
  return shared;
}

/** The chunk group of an area's English texts (its `./english` expose). */
const LANGUAGE_EXPOSE = '__federation_expose_english';

/**
 * `json` (a derived screens file) with what each part loads, from the build's chunk graph: the
 * area's start (`load`: the remote entry, every file of the exposed modules' chunk groups and the
 * shared modules they consume) and each page's chunk group beyond those (`files`, `uses`), with
 * the files of this remote's own copy of each shared module (`load.shared`). The manifest lists only
 * part of these (a chunk the exposed module shares with a shared module's copy is listed under that
 * module only, a page's other chunks nowhere, and which page uses which shared module not at all);
 * the server preloads from these lists (api/src/web/page-hints.lib.ts). The container entry is the
 * remote's federation name, which is its area's (remoteFederationOptions).
 * @param {string} json
 * @param {import('@rspack/core').Compilation} compilation
 */
function withFiles(json, compilation) {
  const file = JSON.parse(json);
  const entry = compilation.entrypoints.get(file.area)?.getFiles().find((f) => f.endsWith('.js'));
  if (!entry) return json;
  // Not the area's English texts (`./english`): only a page in English loads them, beside the app.
  const exposes = [...compilation.namedChunkGroups]
    .filter(([name]) => name.startsWith('__federation_expose_') && name !== LANGUAGE_EXPOSE)
    .map(([, group]) => group);
  const start = [...new Set(exposes.flatMap(filesOf))];
  file.load = { entry, files: start, uses: [...new Set(exposes.flatMap((g) => usesOf(compilation, g)))].sort(), shared: providedFiles(compilation) };
  for (const screen of file.screens) {
    const group = screen.page ? compilation.namedChunkGroups.get(screen.page) : undefined;
    if (!group) continue;
    const files = filesOf(group).filter((f) => !start.includes(f));
    const uses = usesOf(compilation, group).filter((key) => !file.load.uses.includes(key));
    if (files.length) screen.files = files;
    if (uses.length) screen.uses = uses;
  }
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Rsbuild plugin of every remote: its federation build writes `screens.json` beside
 * `mf-manifest.json`, what the shell and the server learn of its screens at run time, with the files
 * each screen loads (withFiles; format:
 * src/delivery/README.md, "The screens file"). The version is the manifest's: MF_BUILD_VERSION,
 * else the package's. In dev the file is derived again when the screens module changes.
 * @param {{ module?: string; environment: string }} options the screens module (relative to the
 *   remote, default `./src/shared/screens.ts`) and the federation build's environment name
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginScreensFile({ module = './src/shared/screens.ts', environment }) {
  return {
    name: 'booking:screens-file',
    setup(api) {
      const modulePath = path.resolve(api.context.rootPath, module);
      const version = () => process.env.MF_BUILD_VERSION || JSON.parse(readFileSync(path.join(api.context.rootPath, 'package.json'), 'utf8')).version;
      let last = { stamp: '', json: '' };
      // 'additional': before the compressed copies are made (pluginPrecompress), so it gets them too.
      api.processAssets({ stage: 'additional', environments: [environment] }, async ({ compilation, sources }) => {
        const { size, mtimeMs } = statSync(modulePath);
        const stamp = `${size}:${mtimeMs}:${version()}`;
        if (stamp !== last.stamp) last = { stamp, json: await deriveScreensFile(modulePath, version()) };
        compilation.emitAsset(SCREENS_FILE, new sources.RawSource(withFiles(last.json, compilation)));
      });
    },
  };
}
