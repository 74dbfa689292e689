// `npm test` runs this first (scripts/run.mjs): no README, doc or lint zone may point at a path that
// is not there, in backticks or as a Markdown link. `node --test scripts/doc-paths.test.mjs` runs it alone.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { asPath, brokenLinksIn, codeSpans, linkTargets, missingIn, missingInLint, stalePointers } from './doc-paths.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('what counts as a repository path in a code span', () => {
  it('paths and folders, with a line reference dropped', () => {
    assert.deepEqual(asPath('api/src/db/seed.ts'), { path: 'api/src/db/seed.ts', kind: 'file' });
    assert.deepEqual(asPath('test/web.test.ts:12'), { path: 'test/web.test.ts', kind: 'file' });
    assert.deepEqual(asPath('shared/platform/src/delivery/'), { path: 'shared/platform/src/delivery', kind: 'folder' });
    assert.deepEqual(asPath('.ci/run'), { path: '.ci/run', kind: 'folder' });
    assert.deepEqual(asPath('api/src/web/*'), { path: 'api/src/web', kind: 'glob' });
  });

  it('not URLs, routes, packages, commands, placeholders, outputs, paths at a commit or words', () => {
    for (const span of [
      'https://t.me', '/api/docs', '/worker/{id}/schedule', '@booking/contracts/links', 'npm run bench:api',
      'cd e2e && node run-e2e.mjs', 'DATABASE_URL', 'remotes.json', '{name}.ts', 'remote-<area>/src', 'shell/dist/index.html',
      'api/.data/', 'eb47845^:e2e/bench-files.mjs', './app', '../outside/notes.md', 'remote-*/dist', 'Europe/Moscow.tz', 'a/b.c d',
    ]) assert.equal(asPath(span), null, span);
  });

  it('code spans outside fenced blocks', () => {
    assert.deepEqual(codeSpans('see `a/b.ts` and `c`\n```sh\nls `d/e.ts`\n```\nthen `f/g.md`'), ['a/b.ts', 'c', 'f/g.md']);
  });
});

describe('what counts as a link into the repository', () => {
  it('inline links, images and reference definitions, with the fragment and the title dropped', () => {
    const text = [
      'See [the goals](../docs/perf.md#goals), ![a chart](img/chart.png "Chart") and [the API][api].',
      '[api]: api/README.md',
      '[spaced](<docs/a b.md>)',
    ].join('\n');
    assert.deepEqual(linkTargets(text), ['../docs/perf.md', 'img/chart.png', 'docs/a b.md', 'api/README.md']);
  });

  it('not URLs, mail, anchors of the same page, or links inside code', () => {
    const text = '[site](https://t.me/bot) [mail](mailto:a@b.c) [tel](tel:+7999) [up](#usage)\n`[x](gone.md)`\n```md\n[y](gone.md)\n```';
    assert.deepEqual(linkTargets(text), []);
  });
});

describe('stale pointers', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
  after(() => rmSync(tree, { recursive: true, force: true }));
  mkdirSync(path.join(tree, 'pkg', 'src', 'db'), { recursive: true });
  writeFileSync(path.join(tree, 'pkg', 'package.json'), '{}');
  writeFileSync(path.join(tree, 'pkg', 'src', 'db', 'seed.ts'), '');

  it("a package README's paths resolve from the repository, its folder or its src; the rest are named", () => {
    const readme = '`pkg/src/db/seed.ts`, `src/db/seed.ts`, `db/seed.ts`, `db/gone.ts`, `src/db`, `src/web`, `pkg/src/old/x.ts`, `services/categories`';
    assert.deepEqual(missingIn(tree, 'pkg/README.md', readme), ['db/gone.ts', 'src/web', 'pkg/src/old/x.ts']);
  });

  it("a document's links resolve from its own folder (a leading slash: from the repository); broken ones are named", () => {
    const readme = '[seed](src/db/seed.ts), [up](../pkg/src/db/seed.ts#L3), [root](/pkg/package.json), [gone](src/gone.md#top), [web](https://x.org/gone.md)';
    assert.deepEqual(brokenLinksIn(tree, 'pkg/README.md', readme), ['src/gone.md']);
    assert.deepEqual(brokenLinksIn(tree, 'README.md', '[seed](src/db/seed.ts)'), ['src/db/seed.ts']);
  });

  it("a lint config's zones and file patterns name folders that exist", () => {
    const config = [
      { files: ['pkg/src/**/*.ts', 'remote-*/src/**'], ignores: ['**/dist/**', 'coverage/**', 'pkg/src/gone.lib.ts'] },
      { rules: { 'import-x/no-restricted-paths': ['error', { zones: [{ target: './pkg/src/db', from: ['./pkg/src/payments'] }] }] } },
    ];
    assert.deepEqual(missingInLint(tree, config), ['pkg/src/gone.lib.ts', './pkg/src/payments']);
  });

  it('none in this repository: READMEs, docs/ (paths and links) and eslint.config.mjs', async () => {
    const lint = (await import(path.join(root, 'eslint.config.mjs'))).default;
    assert.deepEqual(stalePointers(root, lint), []);
  });
});
