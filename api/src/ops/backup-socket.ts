import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { backupSocketPath } from '../db/backup';
import type { Database } from '../db/database';

/**
 * How `npm run backup` gets a consistent copy of the embedded database while the server runs (its
 * folder is locked, and copying the files under a live PGlite would not be consistent): the server
 * answers `POST /backup` with the dump on a Unix socket, `DATA_DIR/run/backup.sock`, in a folder
 * only the server's own user may enter (0700). Nothing is added to the HTTP port: from the network
 * there is nothing to reach, and there is no secret to leak or rotate. Whoever can use the socket
 * can read DATA_DIR's files already. PostgreSQL has pg_dump: no socket there.
 */
export async function serveBackups(db: Database, dataDir: string, log: Pick<Console, 'warn' | 'error'> = console): Promise<() => Promise<void>> {
  if (!db.dumpDataDir) return async () => undefined;
  const socket = backupSocketPath(dataDir);
  // A Unix socket's path is at most 107 bytes on Linux.
  if (Buffer.byteLength(socket) > 100) {
    log.warn(`No backup socket: its path ${socket} is too long for a Unix socket; npm run backup needs the server stopped (use a shorter DATA_DIR)`);
    return async () => undefined;
  }
  mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socket), 0o700);
  // This process holds the database's lock: a socket file there was left by one that died.
  rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    db.dumpDataDir!()
      .then(async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
      })
      .catch((error: Error) => {
        log.error('backup: the dump failed', error);
        res.writeHead(500).end(error.message);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(socket, { force: true });
  };
}
