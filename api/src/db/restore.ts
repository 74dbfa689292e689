import { cpSync, existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openDatabase, pgliteFolder } from './database';
import { postgresTool, uploadsFolder, type BackupTarget } from './backup';

/**
 * `npm run restore` (scripts/restore.ts): a folder `npm run backup` wrote back into an empty target,
 * the database (PostgreSQL: pg_restore into DATABASE_URL, in one transaction; embedded: DATA_DIR/pglite)
 * and the uploads. A target that holds data is refused, before anything changes, unless `force`: then
 * PostgreSQL's objects of the backup are dropped first (pg_restore --clean), and an embedded folder and
 * the uploads are moved aside (`<name>.before-restore-<time>`), never deleted. A server running on
 * the embedded folder keeps it locked: stop it first.
 */
export async function restore(from: string, target: BackupTarget, { force = false, now = new Date() } = {}): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as { kind: 'postgres' | 'pglite'; database: string };
  const dump = path.join(from, manifest.database);
  const aside = `before-restore-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
  if ((manifest.kind === 'postgres') !== Boolean(target.databaseUrl)) {
    throw new Error(`This backup is of ${manifest.kind === 'postgres' ? 'PostgreSQL: set DATABASE_URL to the (empty) database to restore into' : 'the embedded database: unset DATABASE_URL to restore it into DATA_DIR'}`);
  }
  const folder = pgliteFolder(target.dataDir);
  const uploads = uploadsFolder(target.dataDir);
  const hasUploads = existsSync(uploads) && readdirSync(uploads).length > 0;
  // The embedded folder is held while it is checked and moved, so no server opens it meanwhile.
  const release = target.databaseUrl ? () => undefined : lockDataDir(folder);
  let tables = 0;
  let folderHasData = false;
  try {
    if (target.databaseUrl) {
      tables = await tablesIn(target.databaseUrl);
      if (tables > 0 && !force) throw new Error(`The database of DATABASE_URL has ${tables} tables: restore only into an empty database, or add --force to replace what the backup holds`);
    } else if ((folderHasData = existsSync(folder) && readdirSync(folder).length > 0)) {
      if (!force) throw new Error(`${folder} is not empty: restore only into an empty DATA_DIR, or add --force to move it aside`);
    }
    if (hasUploads && !force) throw new Error(`${uploads} is not empty: restore only into an empty DATA_DIR, or add --force to move it aside`);
    if (folderHasData) renameSync(folder, `${folder}.${aside}`);
  } finally {
    release();
  }

  if (target.databaseUrl) {
    await postgresTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...(tables > 0 ? ['--clean', '--if-exists'] : []), dump], target.databaseUrl);
  } else {
    const db = await openDatabase({ dataDir: target.dataDir, loadDataDir: new Blob([readFileSync(dump)], { type: 'application/x-gzip' }) });
    await db.close();
  }
  if (hasUploads) renameSync(uploads, `${uploads}.${aside}`);
  const saved = path.join(from, 'uploads');
  if (existsSync(saved)) cpSync(saved, uploads, { recursive: true });
}

async function tablesIn(url: string): Promise<number> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0]!.n;
  } finally {
    await db.close();
  }
}
