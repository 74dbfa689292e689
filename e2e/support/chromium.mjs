import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing and we are root (CI); otherwise says what to do. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}: install Debian's "chromium" package or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
