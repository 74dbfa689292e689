// An open-loop load generator: requests leave at a fixed offered rate whatever the server does, as
// people's requests do, and each one's latency is counted from the moment it was due to leave, not
// from when it left. A closed loop (autocannon's connections) sends the next request only after an
// answer, so a slow server is asked less and its stalls vanish from the figures (coordinated
// omission); here a stall shows in every request that was due during it.
import http from 'node:http';

/** The p-th percentile (0-100) of sorted numbers, by the nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Offers every row's rate at once for `seconds` against `base` (http://host:port), after `warmupSeconds`
 * at the same rates whose answers are not counted. A row: { key, rate (requests a second),
 * request(): { method, path, headers?, body? }, onResponse?(status, body, request) }. Requests of a
 * row are spread evenly (the i-th due at i / rate); a timer wakes every few milliseconds and sends
 * those that are due. Answers: per row, what was offered and achieved, latency from due time, and
 * every answer that was not 2xx (or `ok(status)`).
 */
export async function offer(base, rows, { seconds, warmupSeconds = 0, maxSockets = 512 } = {}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const stats = new Map(rows.map((r) => [r.key, { latencies: [], all: 0, sent: 0, answered: 0, ok: 0, failed: 0, errors: 0, statuses: new Map(), examples: [] }]));
  const started = performance.now();
  const measureFrom = started + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const due = new Map(rows.map((r) => [r.key, 0]));
  const inFlight = new Set();
  const slowest = new Map();

  const send = (row, dueAt) => {
    const counted = dueAt >= measureFrom;
    const s = stats.get(row.key);
    const req = row.request();
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    s.all++;
    if (counted) s.sent++;
    const p = new Promise((resolve) => {
      const r = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.path, agent,
        headers: { ...(req.headers ?? {}), ...(body ? { 'content-length': body.length } : {}) } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const latency = performance.now() - dueAt;
          const text = Buffer.concat(chunks).toString();
          const good = row.ok ? row.ok(res.statusCode) : res.statusCode >= 200 && res.statusCode < 300;
          if (counted) {
            s.answered++;
            s.latencies.push(latency);
            // The second of the measured window the request was due in, and its latency: when the slow ones were.
            const second = Math.floor((dueAt - measureFrom) / 1000);
            slowest.set(second, Math.max(slowest.get(second) ?? 0, latency));
            s.statuses.set(res.statusCode, (s.statuses.get(res.statusCode) ?? 0) + 1);
            if (good) s.ok++;
            else {
              s.failed++;
              if (s.examples.length < 3) s.examples.push(`${req.method} ${req.path} -> ${res.statusCode} ${text.slice(0, 200)}`);
            }
          }
          row.onResponse?.(res.statusCode, text, req, counted);
          resolve();
        });
      });
      r.on('error', (e) => {
        if (counted) {
          s.errors++;
          if (s.examples.length < 3) s.examples.push(`${req.method} ${req.path}: ${e.message}`);
        }
        resolve();
      });
      if (body) r.write(body);
      r.end();
    });
    inFlight.add(p);
    p.then(() => inFlight.delete(p));
  };

  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const until = Math.min(now, end);
      for (const row of rows) {
        let n = due.get(row.key);
        // The n-th request of a row is due at started + n / rate seconds.
        for (let at = started + (n * 1000) / row.rate; at <= until; at = started + (++n * 1000) / row.rate) send(row, at);
        due.set(row.key, n);
      }
      if (now >= end) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();

  const results = rows.map((row) => {
    const s = stats.get(row.key);
    const sorted = s.latencies.sort((a, b) => a - b);
    return {
      key: row.key,
      title: row.title ?? row.key,
      offered: row.rate,
      // Answered well, per second of the measured window.
      achieved: s.ok / seconds,
      sent: s.sent,
      all: s.all,
      ok: s.ok,
      failed: s.failed,
      errors: s.errors,
      statuses: Object.fromEntries(s.statuses),
      examples: s.examples,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? null,
    };
  });
  // Per second of the window, the slowest answer of any row (ms): a stall shows as a run of slow seconds.
  results.slowest = Array.from({ length: seconds }, (_, i) => slowest.get(i) ?? null);
  return results;
}

/** Several rows' results as one (their latencies are not kept, so p50 and p99 are the rows' own): for totals. */
export function sumRows(key, title, results) {
  return {
    key, title,
    offered: results.reduce((a, r) => a + r.offered, 0),
    achieved: results.reduce((a, r) => a + r.achieved, 0),
    sent: results.reduce((a, r) => a + r.sent, 0),
    ok: results.reduce((a, r) => a + r.ok, 0),
    failed: results.reduce((a, r) => a + r.failed, 0),
    errors: results.reduce((a, r) => a + r.errors, 0),
    p50: null,
    p99: Math.max(...results.map((r) => r.p99 ?? 0)),
    max: Math.max(...results.map((r) => r.max ?? 0)),
  };
}
