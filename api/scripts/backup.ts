// `npm run backup [-- <folder>]`: a consistent copy of the database and the uploads into a new folder
// under BACKUP_DIR (or the folder given). api/src/db/backup.ts says what it holds and how.
import path from 'node:path';
import { loadBackupConfig } from '../src/config';
import { backup } from '../src/db/backup';

const config = loadBackupConfig();
const into = process.argv[2] ? path.resolve(process.argv[2]) : config.backupDir;
const started = Date.now();
try {
  const folder = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, into);
  console.log(`Backup of ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`} written to ${folder} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
