// Removes the demo data from a database that once ran with DEMO on (README, "Going into service"):
//   stop the server, then   DATABASE_URL=… npm run demo:remove   (or DATA_DIR=… for the embedded database)
// Start the server again with a real BOT_TOKEN and without DEMO=1, or the demo seed makes it anew.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { removeDemoData } from '../src/db/remove-demo';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const removed = await removeDemoData(db);
  for (const name of removed.files) rmSync(path.join(config.dataDir, 'uploads', name), { force: true });
  console.log(
    `Demo data removed (${db.kind}): ${removed.users} people, ${removed.businesses} businesses, ${removed.workers} masters, ` +
      `${removed.bookings} bookings, ${removed.files.length} uploaded files.`,
  );
  if (config.demo) console.warn('Demo mode is still on for this environment (DEMO=1, or BOT_TOKEN unset): the next start seeds the demo again.');
} finally {
  await db.close();
}
