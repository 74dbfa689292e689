// CPU time of a process and everything it started, read from Linux's /proc (bench:scale prints it
// per request for the API, PostgreSQL and the load generator: what a row costs the machine, next to
// what it measured). Elsewhere, or for a process that is not on this machine, it answers null.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

let ticksPerSecond;
const ticks = () => (ticksPerSecond ??= (() => {
  try { return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100; } catch { return 100; }
})());

/** /proc/<pid>/stat's fields after the command name (which may hold spaces): [state, ppid, ...]. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The parent of a process on this machine, or null. */
export function parentPid(pid) {
  const f = statFields(pid);
  return f ? Number(f[1]) : null;
}

/**
 * Milliseconds of CPU (user and system) used so far by `root` and all its descendants, those that
 * have ended included (a parent that reaps a child adds the child's time to its own children's
 * time: PostgreSQL's autovacuum workers come and go during a row); null when /proc has no `root`.
 */
export function treeCpuMs(root) {
  if (!statFields(root)) return null;
  const children = new Map();
  const cpu = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(name);
    if (!f) continue;
    const pid = Number(name);
    const ppid = Number(f[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
    // utime, stime, cutime and cstime are fields 14-17 of stat, 12-15 after the name.
    cpu.set(pid, Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
  }
  let total = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop();
    total += cpu.get(pid) ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return (total * 1000) / ticks();
}
