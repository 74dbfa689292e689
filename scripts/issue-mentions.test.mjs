// `npm test` runs this with doc-paths.test.mjs (scripts/run.mjs): no tracked source, test or doc may
// name a tracker issue by number; it says why instead. `node --test scripts/issue-mentions.test.mjs`
// runs it alone.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { issueMentions, mentionsIn, scanned } from './issue-mentions.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The word, built here so that this file does not mention an issue itself. */
const ISSUE = ['iss', 'ue'].join('');

describe('what counts as a mention of an issue', () => {
  it('the word, singular or plural, any case, with or without "#", and a number', () => {
    const text = [
      `// ${ISSUE} 28: the bot's permission`,
      `the figures (${ISSUE}s 40-43) and`,
      `${ISSUE.toUpperCase()} #41 moves`,
      `/* ${ISSUE.charAt(0).toUpperCase()}${ISSUE.slice(1)} 42 */`,
    ].join('\n');
    assert.deepEqual(mentionsIn('a.ts', text).map((m) => m.split(': ')[0]), ['a.ts:1', 'a.ts:2', 'a.ts:3', 'a.ts:4']);
  });

  it('not the word alone, another word, or a number far from it', () => {
    const text = [`a known ${ISSUE} with the cache`, `re${ISSUE} 3 of the form`, `the ${ISSUE} of 2026`, `tissues 12`].join('\n');
    assert.deepEqual(mentionsIn('a.md', text), []);
  });

  it('scans source, tests, docs, styles, pages and data; not outputs, the lockfile or the shipped migrations', () => {
    for (const file of ['shell/src/app/use-area.ts', 'remote-master/src/app/master.css', 'docs/perf.md', 'e2e/tests/move.test.ts', 'scripts/run.mjs', 'package.json', 'shell/public/remotes.json']) {
      assert.equal(scanned(file), true, file);
    }
    for (const file of ['pnpm-lock.yaml', 'api/src/db/migrations.ts', 'shell/dist/index.html', 'node_modules/ky/index.js', '.ci/run', 'api/assets/gallery/place-7-hall.svg']) {
      assert.equal(scanned(file), false, file);
    }
  });
});

describe('mentions of issues in this repository', () => {
  it('none in the tracked files', () => {
    const found = issueMentions(root);
    assert.deepEqual(found, [], `Say why instead of naming an issue:\n${found.join('\n')}`);
  });

});
