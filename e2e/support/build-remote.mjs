// `node build-remote.mjs <client|master|plans> <outDir>`: a production build of one remote with its
// own Rsbuild config, written to outDir (see release.mjs).
import path from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { ROOT } from './product.mjs';

const [name, out] = process.argv.slice(2);
const cwd = path.join(ROOT, `remote-${name}`);
const { content } = await loadConfig({ cwd });
const output = { ...content.output, distPath: { ...content.output?.distPath, root: out }, cleanDistPath: false };
const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...content, logLevel: 'warn', output } });
await rsbuild.build();
