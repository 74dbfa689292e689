// Mentions of tracker issues (the word "issue" or "issues" and a number) in the repository's own
// files. The tracker is not part of the repository, so such a mention tells a reader nothing: a
// comment, a doc or a test name says why instead (scripts/issue-mentions.test.mjs runs this under
// `npm test`).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A mention: "issue", or "issues", and a number, any case, with or without a "#". */
export const ISSUE_MENTION = /\bissues? #?\d+/i;

/** The kinds of file that hold prose a person reads: source, tests, docs, styles, pages and data. */
const SCANNED = /\.(ts|tsx|mjs|js|md|json|css|html)$/;
/** Build and run outputs, and files that are not ours to word. */
const OUTPUTS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results']);
/**
 * Left out for good: the lockfile (not ours), and the shipped migrations, whose text is part of the
 * databases already made from it (a migration is never edited once released).
 */
export const EXEMPT = ['pnpm-lock.yaml', 'api/src/db/migrations.ts'];

/** Whether the repository path `file` is scanned at all. */
export function scanned(file) {
  if (!SCANNED.test(file) || EXEMPT.includes(file)) return false;
  return !file.split('/').some((part) => OUTPUTS.has(part));
}

/** The files git tracks under `root` (or, outside a git checkout, every file but the outputs). */
export function trackedFiles(root) {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  } catch {
    const found = [];
    const walk = (dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory() && !OUTPUTS.has(entry.name) && entry.name !== '.git') walk(rel);
        else if (entry.isFile()) found.push(rel);
      }
    };
    walk('');
    return found;
  }
}

/** The lines of `text` that mention an issue, as 'file:line: the line'. */
export function mentionsIn(file, text) {
  return text.split('\n').flatMap((line, i) => (ISSUE_MENTION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** Every mention in the tracked files of `root`. */
export function issueMentions(root) {
  return trackedFiles(root)
    .filter(scanned)
    .flatMap((file) => {
      let text;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return []; // Tracked but deleted in the work tree: nothing to read.
      }
      return mentionsIn(file, text);
    });
}
