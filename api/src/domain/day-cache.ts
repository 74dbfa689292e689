import { dayKey, type Day } from './day';

/**
 * Masters' days as clients read them, kept in memory until the next write. Only for the embedded
 * database: PGlite is opened by this one process, so every write goes through its Database object,
 * whose `changes` counter moves after each write (db/database.ts). An entry is served only while
 * the counter still shows the value it had when the entry's read began, so a read that raced with a
 * write is never served again. On PostgreSQL other processes may write: there it is off and every
 * read goes to the database. Entries are shared: callers must not change what they get.
 */
export interface DayCache {
  read(workerId: number, date: string, load: () => Promise<Day | null>): Promise<Day | null>;
}

export function createDayCache(enabled: boolean, changes: () => number, maxEntries = 10_000): DayCache {
  const entries = new Map<string, { at: number; day: Day | null }>();
  return {
    async read(workerId, date, load) {
      if (!enabled) return load();
      const key = dayKey(workerId, date);
      const now = changes();
      const hit = entries.get(key);
      if (hit && hit.at === now) return hit.day;
      const day = await load();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { at: now, day });
      return day;
    },
  };
}
