import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { dayKey, type Day } from '../../domain/day';

/** Reads a master's day as clients see it, through `load` (the database) or from what it keeps. */
export interface DayCache {
  read(workerId: number, date: string, load: () => Promise<Day | null>): Promise<Day | null>;
}

/**
 * Fast, on the embedded database only: masters' days as clients read them, kept in memory until the
 * next write. PGlite is opened by this one process, so every write goes through its Database object,
 * whose `changes` counter moves after each write (db/database.ts). An entry is served only while the
 * counter still shows the value it had when the entry's read began, so a read that raced with a write
 * is never served again. Entries are shared: callers must not change what they get. Plain (on
 * PostgreSQL, where other processes write too, or SPEED_PLAIN=day-cache): every read is a load.
 */
export function dayCache(db: Database, config: Pick<Config, 'plain'>, maxEntries = 10_000): DayCache {
  if (db.kind !== 'pglite' || config.plain.has('day-cache')) return { read: (_worker, _date, load) => load() };
  const entries = new Map<string, { at: number; day: Day | null }>();
  return {
    async read(workerId, date, load) {
      const key = dayKey(workerId, date);
      const now = db.changes;
      const hit = entries.get(key);
      if (hit && hit.at === now) return hit.day;
      const day = await load();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { at: now, day });
      return day;
    },
  };
}
