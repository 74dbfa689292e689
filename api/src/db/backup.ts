import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase, pgliteFolder } from './database';

/**
 * `npm run backup` (scripts/backup.ts): one folder `BACKUP_DIR/booking-<UTC time>/` holding
 * - `database.pgdump` (PostgreSQL: pg_dump's custom format; one snapshot, so every transaction
 *   committed before it began is in it) or `pglite.tar.gz` (the embedded database's folder, taken
 *   between two transactions after a checkpoint);
 * - `uploads/`, a copy of DATA_DIR/uploads made after the database (a file is written before its
 *   row, and never changed or removed, so every file the dump names is in the copy);
 * - `manifest.json` (what it is, when).
 * It is written as `<name>.partial` and renamed when complete: a folder without the suffix is whole.
 */

export interface BackupTarget {
  /** PostgreSQL (DATABASE_URL); unset: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');
/** The running server's socket for backups of its embedded database (ops/backup-socket.ts). */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'backup.sock');

export async function backup(target: BackupTarget, backupDir: string, now = new Date()): Promise<string> {
  const name = `booking-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
  const final = path.join(backupDir, name);
  const partial = `${final}.partial`;
  mkdirSync(partial, { recursive: true });
  // Everyone's bookings are in it: for the backup's owner alone.
  chmodSync(partial, 0o700);
  try {
    let database: string;
    if (target.databaseUrl) {
      database = 'database.pgdump';
      await postgresTool('pg_dump', ['--format=custom', `--file=${path.join(partial, database)}`], target.databaseUrl);
    } else {
      database = 'pglite.tar.gz';
      await writeFile(path.join(partial, database), await dumpPglite(target.dataDir));
    }
    const uploads = uploadsFolder(target.dataDir);
    const files = existsSync(uploads) ? readdirSync(uploads).length : 0;
    if (files > 0) cpSync(uploads, path.join(partial, 'uploads'), { recursive: true });
    const manifest = { format: 1, kind: target.databaseUrl ? 'postgres' : 'pglite', created_at: now.toISOString(), database, uploads: files };
    writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  renameSync(partial, final);
  return final;
}

/**
 * The embedded database as a gzipped tarball: from the server that has it open (its folder is
 * locked: it answers on its backup socket), else by opening the folder here (taking the lock).
 */
async function dumpPglite(dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) throw new Error(`No embedded database in ${pgliteFolder(dataDir)}: nothing to back up (is DATA_DIR right? with PostgreSQL, set DATABASE_URL)`);
  try {
    const db = await openDatabase({ dataDir });
    try {
      return Buffer.from(await (await db.dumpDataDir!()).arrayBuffer());
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return askServer(backupSocketPath(dataDir), error.message);
  }
}

function askServer(socketPath: string, locked: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The server's backup failed (${res.statusCode}): ${body.toString()}`));
      });
    });
    req.on('error', (error) => reject(new Error(`${locked}, and its backup socket ${socketPath} did not answer (${error.message})`)));
    req.end();
  });
}

/** Debian's PostgreSQL client tools: the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function postgresBin(tool: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', tool))).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length ? path.join(root, versions[0]!, 'bin', tool) : tool;
}

/** Runs pg_dump or pg_restore on `url`, its password in the environment (never in the process list). */
export function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(postgresBin(tool), [...args, `--dbname=${parsed.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.once('error', (error) => reject(new Error(`${tool} could not be run (${error.message}): install Debian's postgresql-client`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
