import type { Database } from '../db/database';

/** Liveness: the server answers and says which database it runs on. */
export const health = (db: Database) => ({ status: 'ok' as const, database: db.kind });
