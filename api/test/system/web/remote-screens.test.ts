import { describe, expect, it, vi } from 'vitest';
import { remoteScreens } from '../../../src/web/remote-screens';

// The screens file of a remote published on another origin, as the server fetches it for its pages.

const URL_ = 'https://cdn.example/client/v2/screens.json';
const file = (version: string) => ({ format: 1, area: 'client', version, screens: [{ name: 'home', patterns: ['/'], page: null }] });

/** A remote host: answers with `body` (ETag = its version), 304 to a matching If-None-Match; `down` makes it unreachable. */
function host() {
  const state = { body: file('1') as unknown, down: false, slowMs: 0, asked: [] as Record<string, string>[] };
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    state.asked.push(headers);
    if (state.slowMs) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.down) throw new TypeError('fetch failed');
    const etag = `"${(state.body as { version?: string }).version}"`;
    if (headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(state.body), { status: 200, headers: { etag } });
  });
  return { state, fetch: fetch as unknown as typeof globalThis.fetch };
}

function cache(h: ReturnType<typeof host>, clock: { now: number }, waitMs = 200) {
  const warn = vi.fn();
  return { screensAt: remoteScreens({ fetch: h.fetch, now: () => clock.now, freshMs: 10_000, waitMs, timeoutMs: 2_000, warn }), warn };
}

describe("a remote's screens file on another origin", () => {
  it('fresh: fetched once, then used as it is until it is due for a check', async () => {
    const h = host();
    const clock = { now: 1_000 };
    const { screensAt } = cache(h, clock);
    expect((await screensAt(URL_))?.version).toBe('1');
    clock.now += 9_000;
    expect((await screensAt(URL_))?.version).toBe('1');
    expect(h.state.asked).toHaveLength(1);
  });

  it('changed: once due, checked again with its ETag in the background; an unchanged file answers 304, a new one replaces it', async () => {
    const h = host();
    const clock = { now: 0 };
    const { screensAt } = cache(h, clock);
    await screensAt(URL_);
    clock.now += 10_000;
    expect((await screensAt(URL_))?.version).toBe('1');
    await vi.waitFor(() => expect(h.state.asked).toHaveLength(2));
    expect(h.state.asked[1]).toEqual({ 'if-none-match': '"1"' });
    h.state.body = file('2');
    clock.now += 10_000;
    // The page in hand keeps the copy it has; the next one gets the new file.
    expect((await screensAt(URL_))?.version).toBe('1');
    await vi.waitFor(async () => expect((await screensAt(URL_))?.version).toBe('2'));
  });

  it('unreachable: a page waits at most a moment and goes without it; a failed check keeps the last copy and is retried only once due, no page waiting', async () => {
    const h = host();
    const clock = { now: 0 };
    const { screensAt, warn } = cache(h, clock, 50);
    h.state.down = true;
    h.state.slowMs = 20;
    expect(await screensAt(URL_)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fetch failed'));
    expect(await screensAt(URL_)).toBeNull();
    expect(h.state.asked).toHaveLength(1);

    // Back up: asked again once due; that page does not wait (the remote failed before), the next one has it.
    h.state.down = false;
    h.state.slowMs = 0;
    clock.now += 10_000;
    expect(await screensAt(URL_)).toBeNull();
    await vi.waitFor(async () => expect((await screensAt(URL_))?.version).toBe('1'));
    expect(h.state.asked).toHaveLength(2);
    h.state.down = true;
    clock.now += 10_000;
    expect((await screensAt(URL_))?.version).toBe('1');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('keeping the last copy')));
    expect((await screensAt(URL_))?.version).toBe('1');

    // A slow remote: the page goes after `waitMs`; the copy is there for the next page.
    const slow = host();
    slow.state.slowMs = 300;
    const { screensAt: slowAt } = cache(slow, { now: 0 }, 50);
    const started = Date.now();
    expect(await slowAt(URL_)).toBeNull();
    expect(Date.now() - started).toBeLessThan(250);
    await vi.waitFor(async () => expect((await slowAt(URL_))?.version).toBe('1'), { timeout: 2_000 });
  });

  it('a file that is not a screens file counts as unreadable', async () => {
    const h = host();
    h.state.body = { hello: 'world' };
    const { screensAt, warn } = cache(h, { now: 0 });
    expect(await screensAt(URL_)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('screens.json'));
  });
});
