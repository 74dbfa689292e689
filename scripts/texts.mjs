// The texts people read live in catalogues, one per language (docs/conventions.md, Texts and
// languages). Two checks over the tracked source, read with TypeScript's parser (comments are not
// texts): a Cyrillic text outside a catalogue, and an English catalogue whose keys differ from its
// Russian one. `node --test scripts/texts.test.mjs` runs them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CYRILLIC = /[\u0400-\u04FF]/;

/** A catalogue: `*.texts.ts`, `texts.ts` and their `.en.ts` versions, or a server message catalogue (`messages/ru.ts`, `messages/en.ts`). */
export const isCatalogue = (file) => /(^|[/.])texts(\.en)?\.ts$/.test(file) || /\/messages\/(ru|en)\.ts$/.test(file);

/**
 * Where Cyrillic is not a text of the product: tests and their kits, the demo seed (its people
 * and places are data, as a master's own words are), the shipped migrations (never edited), the
 * benchmarks and build scripts (read by developers).
 */
export const isExempt = (file) =>
  /(\.test\.|\.testkit\.|(^|\/)test(-support)?\/|^e2e\/|(^|\/)scripts\/)/.test(file) || file === 'api/src/db/seed.ts' || file === 'api/src/db/migrations.ts' || /\.d\.ts$/.test(file);

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/**
 * A line marked `texts-check: data` holds a value compared with stored data, never shown (an
 * address saved as 'Онлайн' before English existed): not a text, so not a catalogue's.
 */
const DATA_MARK = 'texts-check: data';
function dataLine(text, source, line) {
  const starts = source.getLineStarts();
  return text.slice(starts[line], starts[line + 1] ?? text.length).includes(DATA_MARK);
}

/** The literal texts of a source file that contain Cyrillic: `file:line: text`. */
export function cyrillicTexts(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)
    ) {
      const value = node.text ?? node.getText(source);
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      if (CYRILLIC.test(value) && !dataLine(text, source, line)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${value.trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function trackedSources(root) {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => SOURCE.test(f) && existsSync(path.join(root, f)));
}

/** Cyrillic texts in source that is neither a catalogue nor exempt, by file. */
export function textsOutsideCatalogues(root, files = trackedSources(root)) {
  const byFile = new Map();
  for (const file of files) {
    if (isCatalogue(file) || isExempt(file)) continue;
    const found = cyrillicTexts(file, readFileSync(path.join(root, file), 'utf8'));
    if (found.length > 0) byFile.set(file, found);
  }
  return byFile;
}

/** The key paths of the first object literal a file exports (`a`, `b.c`, ...), sorted. */
export function catalogueKeys(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const keys = [];
  const walk = (object, prefix) => {
    for (const property of object.properties) {
      if (!property.name) continue;
      const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) || ts.isNumericLiteral(property.name) ? property.name.text : property.name.getText(source);
      keys.push(prefix + name);
      let value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression;
      if (value && ts.isObjectLiteralExpression(value)) walk(value, `${prefix}${name}.`);
    }
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression;
      if (value && ts.isObjectLiteralExpression(value)) {
        walk(value, '');
        return keys.sort();
      }
    }
  }
  return keys.sort();
}

/** Every Russian catalogue with its English one (null when there is none). */
export function cataloguePairs(root, files = trackedSources(root)) {
  const all = new Set(files);
  return files
    .filter((f) => isCatalogue(f) && !/\.en\.ts$/.test(f) && !/\/messages\/en\.ts$/.test(f))
    .map((ru) => {
      const en = /\/messages\/ru\.ts$/.test(ru) ? ru.replace(/ru\.ts$/, 'en.ts') : ru.replace(/\.ts$/, '.en.ts');
      return { ru, en: all.has(en) || existsSync(path.join(root, en)) ? en : null };
    });
}
