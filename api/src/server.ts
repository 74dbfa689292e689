import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { seedDemo } from './db/seed';
import { buildApp } from './app';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
if (config.demo && (await seedDemo(db))) console.log('Demo data seeded.');
const app = await buildApp(config, db, { logger: true });
await app.listen({ port: config.port, host: config.host });
console.log(`API ready on http://${config.host}:${config.port}/api (database: ${db.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
