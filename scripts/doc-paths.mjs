// Stale pointers: repository paths written in backticks in the READMEs and docs/, their Markdown
// links to files of the repository, and the paths the lint config names, that do not exist
// (scripts/doc-paths.test.mjs runs it under `npm test`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files a path may name (anything else with a dot is a host, a version or a setting). */
const FILE_ENDINGS = new Set(['ts', 'tsx', 'mts', 'mjs', 'cjs', 'js', 'jsx', 'json', 'md', 'sql', 'css', 'html', 'yaml', 'yml', 'sh', 'conf', 'svg', 'png', 'txt', 'toml']);
/** Build and run outputs: they exist only after a build or a run. */
const OUTPUTS = new Set(['dist', '.data', 'node_modules', 'coverage']);

/** A Markdown text without its fenced blocks (those hold commands and snippets). */
const withoutFences = (markdown) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The inline code spans of a Markdown text, outside fenced blocks. */
export function codeSpans(markdown) {
  return [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
}

/**
 * The targets of a Markdown text's links that point into the repository, outside fenced blocks and
 * code spans: inline links `[text](target "title")`, images too, and reference definitions
 * `[name]: target`. A URL with a scheme (`https:`, `mailto:`, `tel:`) and a link to an anchor of the
 * same page (`#usage`) are left out; a `#fragment` is dropped, so `docs/perf.md#goals` names the file.
 */
export function linkTargets(markdown) {
  const prose = withoutFences(markdown).replace(/`[^`\n]+`/g, '');
  const inline = [...prose.matchAll(/!?\[[^\]\n]*\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/g)].map((m) => m[1]);
  const defined = [...prose.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm)].map((m) => m[1]);
  return [...inline, ...defined]
    .map((target) => target.replace(/^<|>$/g, ''))
    .filter((target) => target !== '' && !target.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => target.replace(/#.*$/, ''))
    .filter((target) => target !== '');
}

/**
 * The links of the document at `doc` whose file does not exist, as written. A target is read from
 * the document's folder, as a Markdown viewer reads it; one with a leading slash from the repository.
 */
export function brokenLinksIn(root, doc, text) {
  const folder = path.dirname(path.resolve(root, doc));
  const broken = linkTargets(text).filter((target) => {
    let file = target;
    try {
      file = decodeURIComponent(target);
    } catch {
      // Not percent-encoded after all: read as written.
    }
    return !existsSync(file.startsWith('/') ? path.join(root, file) : path.resolve(folder, file));
  });
  return [...new Set(broken)];
}

/**
 * A code span as a repository path, or null when it is something else: a URL or an app route (a
 * leading slash), a package (`@scope/name`), a module specifier or a place outside the repository
 * (`./app`, `../shared`), a command or snippet (spaces), a placeholder (`{name}`, `<area>`), a path
 * at a commit (`eb47845^:e2e/x.mjs`), an env name or a word (no slash), or a build or run output
 * (`dist/`, `.data/`). A line reference (`:12`) is dropped. `kind` is 'file' when the last part has a
 * file's ending, 'glob' for a pattern (`api/src/web/*`: its folder before the first `*` is checked),
 * else 'folder'.
 */
export function asPath(span) {
  const text = span.trim().replace(/:\d+(-\d+)?$/, '');
  if (!text.includes('/') || /^([/@~-]|\.\.?\/)/.test(text) || text.includes('//')) return null;
  if (/[\s?{}<>[\]()$=,;:'"|!&^%#\\+]/.test(text)) return null;
  const parts = text.replace(/\/$/, '').split('/');
  if (parts.some((p) => p === '' || OUTPUTS.has(p))) return null;
  if (text.includes('*')) {
    const folder = parts.slice(0, parts.findIndex((p) => p.includes('*')));
    return folder.length === 0 ? null : { path: folder.join('/'), kind: 'glob' };
  }
  const ending = /\.([a-z0-9]+)$/i.exec(parts.at(-1))?.[1]?.toLowerCase();
  if (ending !== undefined && !FILE_ENDINGS.has(ending)) return null;
  return { path: parts.join('/'), kind: ending === undefined ? 'folder' : 'file' };
}

/** Where a path in the document at `doc` may start: the repository, the document's folder, its package and the package's src. */
export function bases(root, doc) {
  const folder = path.dirname(path.resolve(root, doc));
  let pkg = folder;
  while (pkg !== root && !existsSync(path.join(pkg, 'package.json'))) pkg = path.dirname(pkg);
  return [...new Set([root, folder, pkg, path.join(pkg, 'src')])];
}

/**
 * The paths a document names that exist from none of its bases. A span without a file ending counts
 * as a path only when its first part exists from a base (`api/src/web`, `src/web`): else it is an
 * API path or a package subpath (`services/categories`, `react-dom/client`).
 */
export function missingIn(root, doc, text) {
  const from = bases(root, doc);
  const missing = [];
  for (const span of codeSpans(text)) {
    const p = asPath(span);
    if (!p) continue;
    if (p.kind !== 'file' && !from.some((b) => existsSync(path.join(b, p.path.split('/')[0])))) continue;
    if (!from.some((b) => existsSync(path.join(b, p.path)))) missing.push(p.path);
  }
  return [...new Set(missing)];
}

/** The READMEs (at any depth, outside outputs) and docs/*.md, relative to `root`. */
export function documents(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !OUTPUTS.has(entry.name) && !entry.name.startsWith('.')) walk(rel);
      else if (entry.isFile() && (entry.name === 'README.md' || (dir === 'docs' && entry.name.endsWith('.md')))) found.push(rel);
    }
  };
  walk('');
  return found.sort();
}

/** The whole folders of a lint pattern before its first glob character (none when its first part is one). */
const staticPrefix = (pattern) => {
  const parts = pattern.split('/');
  const glob = parts.findIndex((p) => /[*?{[]/.test(p));
  return (glob === -1 ? parts : parts.slice(0, glob)).join('/');
};

/**
 * The paths the lint config names that do not exist: every import zone's target and from
 * (`./api/src/db`), and the static part of each `files` and `ignores` pattern.
 */
export function missingInLint(root, config) {
  const named = [];
  for (const block of config) {
    for (const pattern of [...(block.files ?? []), ...(block.ignores ?? [])].flat()) {
      if (typeof pattern === 'string' && !pattern.startsWith('**')) named.push(staticPrefix(pattern));
    }
    for (const rule of Object.values(block.rules ?? {})) {
      const zones = Array.isArray(rule) ? rule.flatMap((option) => option?.zones ?? []) : [];
      for (const zone of zones) named.push(...[zone.target, zone.from].flat().filter((p) => typeof p === 'string'));
    }
  }
  const checked = named.filter((p) => p !== '' && p !== '.' && !p.split('/').some((part) => OUTPUTS.has(part)));
  return [...new Set(checked.filter((p) => !existsSync(path.resolve(root, p))))];
}

/** Every stale pointer of the tree at `root`, as 'document: path' (a broken link as 'document: link target'). */
export function stalePointers(root, lintConfig) {
  const stale = documents(root).flatMap((doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    return [...missingIn(root, doc, text).map((p) => `${doc}: ${p}`), ...brokenLinksIn(root, doc, text).map((t) => `${doc}: link ${t}`)];
  });
  return [...stale, ...missingInLint(root, lintConfig).map((p) => `eslint.config.mjs: ${p}`)];
}
