import { afterEach, beforeEach, vi } from 'vitest';

// For the areas' tests (`@booking/platform/testkit`): a fake `fetch` that holds every request until
// the test answers it, so a test sees what went out before any answer came back.

/** A 200 JSON answer. */
export const jsonResponse = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const urlOf = (request: unknown) => new URL((request as Request).url);

/**
 * Installs the held fetch around each test of the file. `answer(key, response)` lets the request
 * keyed `key` go: its path, or its path and query when `withQuery` is set (`keyByQuery()` in a test).
 */
export function holdFetches() {
  let held = new Map<string, (value: Response) => void>();
  let withQuery = false;
  const fetchMock = vi.fn((request: Request) => new Promise<Response>((resolve) => {
    const url = urlOf(request);
    held.set(withQuery ? url.pathname + url.search : url.pathname, resolve);
  }));
  beforeEach(() => {
    held = new Map();
    withQuery = false;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    fetchMock,
    /** The paths requested so far, in order. */
    requested: () => fetchMock.mock.calls.map(([r]) => urlOf(r).pathname),
    /** The paths with their queries requested so far, in order. */
    requestedUrls: () => fetchMock.mock.calls.map(([r]) => urlOf(r).pathname + urlOf(r).search),
    /** From now on in this test, requests are keyed by their path and query. */
    keyByQuery: () => {
      withQuery = true;
    },
    answer(key: string, response: Response) {
      const resolve = held.get(key);
      if (!resolve) throw new Error(`no request held for ${key}; held: ${[...held.keys()].join(', ')}`);
      resolve(response);
    },
  };
}
