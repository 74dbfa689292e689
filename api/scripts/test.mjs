// Runs the API suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...rest } = process.env;
const passes = [['PGlite', rest]];
if (TEST_DATABASE_URL) passes.push(['PostgreSQL', { ...rest, TEST_DATABASE_URL }]);
else console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL pass (.ci/run sets it).');

for (const [name, env] of passes) {
  console.log(`\n== API tests on ${name} ==`);
  const r = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
