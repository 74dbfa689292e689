// `node build-remote.mjs <remote folder> <outDir>`: a production build of one remote with its own
// Rsbuild config, written to outDir (see release.mjs).
import { createRsbuild, loadConfig } from '@rsbuild/core';

const [cwd, out] = process.argv.slice(2);
const { content } = await loadConfig({ cwd });
const output = { ...content.output, distPath: { ...content.output?.distPath, root: out }, cleanDistPath: false };
const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...content, logLevel: 'warn', output } });
await rsbuild.build();
