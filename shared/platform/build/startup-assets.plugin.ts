/// <reference types="node" />
// Build-time code, type-checked by the shell that runs it (shared's own tsconfig leaves build/ out:
// it has no Node or Rsbuild types).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { STARTUP_ASSETS_FILE, type StartupAssets } from '@booking/contracts/names';

/** The part of Rsbuild's plugin API this plugin uses (`@rsbuild/core` is the shell's dependency, not this package's). */
interface StatsLike {
  toJson(options: object): { publicPath?: unknown; chunks?: unknown };
}
interface BuildPlugin {
  name: string;
  setup(api: {
    context: { distPath: string };
    onAfterBuild(fn: (params: { stats?: StatsLike | { stats: StatsLike[] }; isFirstCompile: boolean }) => void): void;
  }): void;
}

/** The shell's own lazy imports that every start makes (src/index.ts, src/bootstrap.tsx). */
const START_REQUESTS = new Set(['./bootstrap', './app/shell-app']);

interface ChunkStats {
  files?: string[];
  initial?: boolean;
  origins?: { moduleName?: string; request?: string }[];
}

/**
 * Whether the shell loads a chunk on every start: the entry's own chunks, the async boundary
 * (`./bootstrap`), the frame it loads next to React DOM (`./app/shell-app`), and the shell's provided shared modules (its copies of react, react-dom, ky...,
 * which `loaded-first` makes everyone use). Left out: lazy imports (the debug console) and the
 * consume fallbacks, duplicates of the provided copies that load only if no copy was provided.
 */
function loadedAtStart(chunk: ChunkStats): boolean {
  if (chunk.initial) return true;
  return (chunk.origins ?? []).some((o) => START_REQUESTS.has(o.request ?? '') || (o.moduleName ?? '').startsWith('provide shared module'));
}

/**
 * Writes `startup-assets.json` beside the build: the JS and CSS files every start of the shell
 * loads, after the entry script. Chunk names carry content hashes, so the list is known only after
 * the build; the server carries them in the page (preloads the large ones), so they arrive in
 * parallel with the entry instead of after it has run.
 */
export function pluginStartupAssets(): BuildPlugin {
  return {
    name: 'booking:startup-assets',
    setup(api) {
      api.onAfterBuild(({ stats, isFirstCompile }) => {
        if (!stats || !isFirstCompile) return;
        const one = 'stats' in stats ? stats.stats[0]! : stats;
        const json = one.toJson({ all: false, chunks: true, chunkOrigins: true, publicPath: true });
        const base = typeof json.publicPath === 'string' && json.publicPath !== 'auto' ? json.publicPath : '/';
        const files = (json.chunks as ChunkStats[]).filter(loadedAtStart).flatMap((c) => c.files ?? []);
        const list = (ext: string) => [...new Set(files.filter((f) => f.endsWith(ext)))].sort().map((f) => base + f);
        const assets: StartupAssets = { js: list('.js'), css: list('.css') };
        writeFileSync(path.join(api.context.distPath, STARTUP_ASSETS_FILE), `${JSON.stringify(assets, null, 2)}\n`);
      });
    },
  };
}
