// The time half of `npm run bench:web`: how long a phone on a mobile network waits for a screen's
// data, the app against the floor page, measured side by side in one run. See bench-web.mjs.

/** Lighthouse's mobile throttling, applied through the DevTools protocol to every page. */
export const THROTTLING = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/**
 * Watches the page from its first byte and records, on `window.__benchDataAt`, the time since
 * navigation start (performance.now()) when `ready` (a JS expression over the DOM) first holds.
 * A MutationObserver sees the DOM change that shows the data, before it is painted.
 */
function readyWatcher(ready) {
  return `(() => {
    const ready = () => { try { return Boolean(${ready}); } catch { return false; } };
    const check = () => {
      if (window.__benchDataAt === undefined && ready()) { window.__benchDataAt = performance.now(); observer.disconnect(); }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

/** The data a screen shows, as DOM conditions. */
export const READY = {
  floor: `document.querySelector('[data-testid="floor-data"] li')`,
  // Home: the user's name, the bookings (or the empty text) and the first place card.
  home: `document.querySelector('[data-testid="user-name"]')?.textContent.trim()
    && document.querySelector('[data-testid="booking-card"], [data-testid="bookings-empty"]')
    && document.querySelector('[data-testid="places-strip"] li')`,
  // The place page: its header (name) from the place's data.
  place: `document.querySelector('[data-testid="place-page"] h1')?.textContent.trim()`,
  // The booking's service step: the first of the master's services.
  services: `document.querySelector('[data-testid="service-row"]')`,
  // A master's welcome page (an invite link): the master's name.
  welcome: `document.querySelector('[data-testid="worker-welcome"] h1')?.textContent.trim()`,
  // The time step: the day's slots.
  timeslots: `document.querySelector('[data-testid="slot-list"]')`,
  // The master's day of bookings: the day's title and its bookings (or the empty state).
  masterBookings: `document.querySelector('[data-testid="day-title"]')
    && document.querySelector('[data-testid="busy-list"], [data-testid="state-empty"]')`,
  // The master's schedule: the calendar of working days, once its dates have loaded.
  masterSchedule: `document.querySelector('[role="grid"][aria-label="Рабочие дни"]:not([aria-busy])')`,
};

/** Applies {@link THROTTLING} to `page`: the network always, the CPU slowdown unless `cpu` is false. */
export async function throttle(context, page, { cpu = true } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

async function visit(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchDataAt !== undefined, null, { timeout: 60_000, polling: 100 });
  return page.evaluate(() => window.__benchDataAt);
}

/**
 * One cold load (a fresh browser context: empty HTTP cache, no connections) and then one warm
 * repeat visit in the same context (same release: hashed files from the cache, the rest
 * revalidated). Returns both times in ms.
 */
export async function coldAndWarm(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: readyWatcher(ready) });
    await throttle(context, page);
    const cold = await visit(page, url);
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    const warm = await visit(page, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Summary of one series: median and spread (min-max), in ms. */
export function summary(xs) {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs.length };
}

/**
 * Runs `runs` rounds; each round measures every target once, in an order that alternates between
 * rounds, so slow moments of a shared machine fall on both sides alike.
 * @param {{ name: string; url: string; ready: string }[]} targets
 */
export async function measureInterleaved(browser, targets, runs, log = () => {}) {
  const results = Object.fromEntries(targets.map((t) => [t.name, { cold: [], warm: [] }]));
  for (let round = 0; round < runs; round++) {
    const order = round % 2 ? [...targets].reverse() : targets;
    for (const target of order) {
      const { cold, warm } = await coldAndWarm(browser, target.url, target.ready);
      results[target.name].cold.push(cold);
      results[target.name].warm.push(warm);
      log(`round ${round + 1}/${runs} ${target.name}: cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms`);
    }
  }
  return results;
}

/** Prints the table: each screen against the floor, cold and warm, median (spread) and ratio. */
export function printTimeTable(results, floorName, screens) {
  const fmt = (s) => `${(s.median / 1000).toFixed(2)} s (${(s.min / 1000).toFixed(2)}-${(s.max / 1000).toFixed(2)})`;
  const t = THROTTLING;
  console.log(`\nTime to data visible, ${t.cpuSlowdown}x CPU, ${t.latencyMs} ms latency, ${(t.downloadKbps / 1024).toFixed(1)} Mbps down; median (min-max) of ${results[floorName].cold.length} runs:\n`);
  console.log('screen'.padEnd(12), 'visit'.padEnd(6), 'floor'.padStart(22), 'app'.padStart(22), 'ratio'.padStart(7));
  for (const screen of screens) {
    for (const visitKind of ['cold', 'warm']) {
      const floor = summary(results[floorName][visitKind]);
      const app = summary(results[screen][visitKind]);
      console.log(screen.padEnd(12), visitKind.padEnd(6), fmt(floor).padStart(22), fmt(app).padStart(22), `${(app.median / floor.median).toFixed(2)}x`.padStart(7));
    }
  }
}
