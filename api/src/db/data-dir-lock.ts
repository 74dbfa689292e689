import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostname } from 'node:os';

/**
 * One process at a time on an embedded database folder. PGlite has no lock of its own: two
 * processes on one folder would each replay and write its log and corrupt it. The lock is a file
 * beside the folder (`<folder>.lock`) naming its holder (pid, the process's start time, host); a
 * holder that is gone (killed with SIGKILL, crashed) leaves it behind, and the next open takes it
 * over. A pid is alive when it exists, is no zombie and started when the lock says (a pid reused by
 * another process after a restart is not the holder). Taken with link(), which fails when the file
 * exists, so two processes can never both create it; a stale one is moved aside with rename(), which
 * only one of two racing processes can do.
 */

export interface LockHolder {
  pid: number;
  /** /proc/<pid>/stat's start time (clock ticks since boot); null where /proc is not there. */
  start: string | null;
  host: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
    super(`The database folder ${folder} is in use by ${where}: stop that process first (only one process may open an embedded database; for several, use PostgreSQL with DATABASE_URL)`);
    this.name = 'DataDirLockedError';
  }
}

/** A process's start time from /proc/<pid>/stat (field 22), and whether it is a zombie (field 3). */
export function parseProcStat(stat: string): { start: string; zombie: boolean } | null {
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 19 ? { start: fields[19]!, zombie: fields[0] === 'Z' } : null;
}

function procStat(pid: number): { start: string; zombie: boolean } | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** This process as a lock's holder. */
export const self = (): LockHolder => ({ pid: process.pid, start: procStat(process.pid)?.start ?? null, host: hostname() });

/** Whether `holder` still runs (on another host it cannot be told: taken as running). */
export function isRunning(holder: LockHolder, file: string): boolean {
  if (holder.host !== hostname()) return true;
  // This process holds only the locks in `held`: one naming its pid otherwise was left by an earlier
  // process that had the same pid (a container's pid 1 after a restart).
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(holder.pid);
  if (!stat) return true;
  return !stat.zombie && (holder.start === null || holder.start === stat.start);
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, start: parsed.start ?? null, host: parsed.host ?? hostname() } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Half written by a holder killed while writing it: nobody holds it.
    return { pid: 0, start: null, host: hostname() };
  }
}

/** The lock files this process holds. */
const held = new Set<string>();

/** Takes the lock of `folder` or throws DataDirLockedError naming its holder; returns the release. */
export function lockDataDir(folder: string): () => void {
  const file = `${folder}.lock`;
  const me = self();
  const mine = JSON.stringify(me);
  const draft = `${file}.${me.pid}.new`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        held.add(file);
        return () => {
          held.delete(file);
          // Only our own lock: never one another process took over after ours was judged stale.
          try {
            if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
          } catch {
            // already gone
          }
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && isRunning(holder, file)) throw new DataDirLockedError(folder, holder);
      // Stale: move it aside (one process wins the rename), then check it was the stale one we read.
      const aside = `${file}.${me.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = readHolder(aside);
      if (moved && isRunning(moved, file)) {
        // Another process took it over in between: give its lock back and stop.
        linkSync(aside, file);
        unlinkSync(aside);
        throw new DataDirLockedError(folder, moved);
      }
      unlinkSync(aside);
    }
    throw new Error(`Could not take the lock ${file}: it kept changing hands`);
  } finally {
    unlinkSync(draft);
  }
}
