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
 * Source whose texts are not in catalogues yet: the server's error sentences and documents, the
 * contracts' validation messages and rules' reasons. Each is keyed in its turn and leaves this
 * list; a file that has no Cyrillic text left fails the check below until it is taken out.
 */
const NOT_KEYED_YET = new Set([
  'api/src/app.ts',
  'api/src/domain/booking-check.ts',
  'api/src/domain/calendar-feed.ts',
  'api/src/domain/errors.ts',
  'api/src/domain/plan-limit.ts',
  'api/src/domain/schedule.ts',
  'api/src/domain/share-card.ts',
  'api/src/plugins/api-guard.plugin.ts',
  'api/src/plugins/auth.plugin.ts',
  'api/src/plugins/error-handler.plugin.ts',
  'api/src/routes/document.routes.ts',
  'api/src/routes/reach.routes.ts',
  'api/src/routes/telegram-webhook.routes.ts',
  'api/src/services/analytics.service.ts',
  'api/src/services/attendance.service.ts',
  'api/src/services/booking-move.service.ts',
  'api/src/services/bookings.service.ts',
  'api/src/services/business-autoreply.service.ts',
  'api/src/services/calendar.service.ts',
  'api/src/services/catalog.service.ts',
  'api/src/services/clients.service.ts',
  'api/src/services/documents.service.ts',
  'api/src/services/home-screen.service.ts',
  'api/src/services/ownership.ts',
  'api/src/services/registration.service.ts',
  'api/src/services/schedule-locks.ts',
  'api/src/services/schedule.service.ts',
  'api/src/services/services.service.ts',
  'api/src/services/share-card.service.ts',
  'api/src/services/star-payments.service.ts',
  'api/src/services/subscriptions.service.ts',
  'api/src/services/waitlist.service.ts',
  'shared/contracts/src/analytics/period.lib.ts',
  'shared/contracts/src/booking-rules/change-rules.lib.ts',
  'shared/contracts/src/booking-rules/schedule.lib.ts',
  'shared/contracts/src/booking-rules/slots.lib.ts',
  'shared/contracts/src/operations/docs.ts',
  'shared/contracts/src/schemas/clients.schema.ts',
  'shared/contracts/src/schemas/worker-profile.schema.ts',
]);

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
    const outside = [...textsOutsideCatalogues(root)].filter(([file]) => !NOT_KEYED_YET.has(file));
    assert.deepEqual(outside.map(([, found]) => found).flat(), []);
  });

  it('the list of files not keyed yet only shrinks: each still has texts to move', () => {
    const outside = textsOutsideCatalogues(root);
    assert.deepEqual([...NOT_KEYED_YET].filter((file) => !outside.has(file)), []);
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
