// `npm test` runs this with the other repository checks (scripts/run.mjs): every text a person reads
// is in a catalogue, and each English catalogue has exactly its Russian one's keys.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { catalogueKeys, cataloguePairs, cyrillicTexts, isCatalogue, isExempt, textsOutsideCatalogues } from './texts.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The plural categories a language may have and another lack (CLDR: Russian's few and many,
 * no English word form): compared are 'one' and 'other', which both have.
 */
const notLanguageOwnPlural = (key) => !/(^|\.)(zero|two|few|many)$/.test(key);

describe('what the checks read', () => {
  it('texts in strings, templates and JSX, not in comments', () => {
    const source = [
      "// 'Записаться' in a comment",
      "const a = 'Записаться';",
      'const b = `Через ${n} дней`;',
      'const c = <p>Мои записи</p>;',
      "const d = 'Book';",
      "const e = ['Онлайн', 'Online']; // texts-check: data",
    ].join('\n');
    assert.deepEqual([...new Set(cyrillicTexts('a.tsx', source).map((f) => f.split(': ')[0]))], ['a.tsx:2', 'a.tsx:3', 'a.tsx:4']);
  });

  it('catalogues and exempt files by their paths', () => {
    for (const file of ['remote-client/src/shared/texts.ts', 'remote-client/src/shared/texts.en.ts', 'shared/platform/src/ui/ui.texts.ts', 'api/src/domain/messages/en.ts']) assert.equal(isCatalogue(file), true, file);
    for (const file of ['remote-client/src/pages/home/home.page.tsx', 'api/src/domain/notices.ts']) assert.equal(isCatalogue(file), false, file);
    for (const file of ['api/src/db/seed.ts', 'api/src/db/migrations.ts', 'e2e/tests/home.test.ts', 'remote-client/src/app/pages.test.ts', 'api/test/system/x.ts', 'api/scripts/bench.mjs']) assert.equal(isExempt(file), true, file);
    assert.equal(isExempt('api/src/domain/notices.ts'), false);
  });

  it('the key paths of an exported catalogue, nested ones included', () => {
    const source = "export const t = { a: 'x', b: (n: number) => `${n}`, c: { d: 'y' } } as const;";
    assert.deepEqual(catalogueKeys('t.ts', source), ['a', 'b', 'c', 'c.d']);
  });
});

describe('the texts of this repository', () => {
  it('no Cyrillic text stands outside the catalogues', () => {
    assert.deepEqual([...textsOutsideCatalogues(root).values()].flat(), []);
  });

  it('every catalogue has an English one with exactly its keys', () => {
    const pairs = cataloguePairs(root);
    assert.ok(pairs.length >= 10, `catalogues found: ${pairs.length}`);
    for (const { ru, en } of pairs) {
      assert.ok(en, `${ru} has no English catalogue beside it`);
      const ruKeys = catalogueKeys(ru, readFileSync(path.join(root, ru), 'utf8')).filter(notLanguageOwnPlural);
      const enKeys = catalogueKeys(en, readFileSync(path.join(root, en), 'utf8')).filter(notLanguageOwnPlural);
      assert.ok(ruKeys.length > 0, `${ru}: no exported catalogue object found`);
      assert.deepEqual({ file: en, missing: ruKeys.filter((k) => !enKeys.includes(k)), extra: enKeys.filter((k) => !ruKeys.includes(k)) }, { file: en, missing: [], extra: [] });
    }
  });
});
