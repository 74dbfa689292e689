// Runs the API suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...rest } = process.env;
const passes = [['PGlite', rest]];
if (TEST_DATABASE_URL) passes.push(['PostgreSQL', { ...rest, TEST_DATABASE_URL }]);
else console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL pass (.ci/run sets it).');

for (const [name, env] of passes) {
  console.log(`\n== API tests on ${name} ==`);
  // 30 s a test by default (vitest's 5 s is too short for the bot's retry_after waits on a busy machine).
  const r = spawnSync('npx', ['vitest', 'run', '--testTimeout=30000'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
