// `npm run restore -- <backup folder> [--force]`: a backup back into an empty database (DATABASE_URL,
// else DATA_DIR) and DATA_DIR/uploads. api/src/db/restore.ts says what --force does.
import path from 'node:path';
import { loadBackupConfig } from '../src/config';
import { restore } from '../src/db/restore';

const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.find((a) => !a.startsWith('--'));
if (!from) {
  console.error('usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const config = loadBackupConfig();
try {
  await restore(path.resolve(from), { databaseUrl: config.databaseUrl, dataDir: config.dataDir }, { force });
  console.log(`Restored ${path.resolve(from)} into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir}`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
