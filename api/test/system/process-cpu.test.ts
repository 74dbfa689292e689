import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of bench:scale, without types
import { parentPid, treeCpuMs } from '../../scripts/process-cpu.mjs';

// bench:scale's CPU figures (CPU a request for the API, PostgreSQL and the load generator) come from
// treeCpuMs: a process and what it started, whose work counts toward the row (API processes behind
// nginx, PostgreSQL's backends under its postmaster).
describe.skipIf(!existsSync('/proc/self/stat'))('bench:scale reads CPU time from /proc', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('counts the CPU of a process\'s children, not only its own', async () => {
    // An idle parent whose child spins until it is killed.
    const parent = spawn(process.execPath, ['-e', `
      const c = require('node:child_process').spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
      console.log(c.pid);
      process.on('SIGTERM', () => { c.kill('SIGKILL'); process.exit(0); });
      setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
    stop = () => parent.kill('SIGTERM');
    const child = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))));
    expect(parentPid(child)).toBe(parent.pid);
    const start = treeCpuMs(parent.pid!);
    // The child spins on one of the cores: its CPU shows in the parent's tree as it goes.
    await expect.poll(() => treeCpuMs(parent.pid!)! - start!, { timeout: 10_000, interval: 50 }).toBeGreaterThan(150);
    expect(treeCpuMs(child)!).toBeLessThanOrEqual(treeCpuMs(parent.pid!)!);
  });

  it('keeps counting a child that has ended (its parent reaped it)', async () => {
    // A parent that runs a child spinning until it has used 800 ms of CPU (however long that takes on
    // a busy machine), waits for it to end, then idles. The parent's own start costs about 100 ms.
    const parent = spawn(process.execPath, ['-e', `
      const c = require('node:child_process').spawn(process.execPath, ['-e', 'for (let u = process.cpuUsage(); u.user + u.system < 800_000; u = process.cpuUsage()) {}'], { stdio: 'ignore' });
      c.on('exit', () => console.log('ended'));
      setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
    stop = () => parent.kill('SIGKILL');
    const start = treeCpuMs(parent.pid!);
    await new Promise((resolve) => parent.stdout.once('data', resolve));
    expect(treeCpuMs(parent.pid!)! - start!).toBeGreaterThan(500);
  });

  it('answers null for a process that is not there', () => {
    expect(treeCpuMs(2 ** 22 + 12345)).toBeNull();
    expect(parentPid(2 ** 22 + 12345)).toBeNull();
  });
});
