import { inlineRemotes, inlineRoutes } from '@booking/platform/inline-data';
import { setRoutingTable, type Area } from '@booking/platform';
import { routesOf, screensFileUrl, type RoutingTable, type ScreenRoute } from '@booking/contracts/routing';
import { parseRoutingTable, parseScreensFile } from '@booking/contracts/routing/schema';
import { loadRemotesFile } from './remote-registry';

/** How long the shell waits for an area's screens file before it routes without that area. */
const SCREENS_FILE_TIMEOUT_MS = 10_000;

/** The areas' routes the page carries (the server puts in those it has read); null without, or when unreadable. */
function routesInPage(): RoutingTable | null {
  try {
    const inline = inlineRoutes();
    return inline === undefined ? null : parseRoutingTable(inline);
  } catch (error) {
    console.error('Inline routes unreadable; reading the screens files instead', error);
    return null;
  }
}

/** Whether the page carries the routes of every area its remotes.json names. */
function coversEveryArea(routes: RoutingTable): boolean {
  const remotes = inlineRemotes();
  return typeof remotes === 'object' && remotes !== null && Object.keys(remotes).every((area) => area in routes);
}

async function readScreensFile(remoteUrl: string): Promise<ScreenRoute[]> {
  const url = new URL(screensFileUrl(remoteUrl), window.location.origin);
  const res = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(SCREENS_FILE_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url.href}: HTTP ${res.status}`);
  return routesOf(parseScreensFile(await res.json()));
}

let pending: Promise<RoutingTable> | null = null;

// Why the areas' screens could not be learned (remotes.json unreadable): the shell shows a retry card.
let failure: Error | null = null;
const failureListeners = new Set<() => void>();
function setFailure(error: Error | null): void {
  failure = error;
  for (const listener of failureListeners) listener();
}
/** Why the last attempt to learn the areas' screens failed; null while none has. */
export const routingFailure = () => failure;
export function subscribeRoutingFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * Learns every area's screens, once per page, and sets the routing table: from the page, which the
 * server sends with the routes of every area whose screens file it has read (the table is set when
 * this returns), and from the screens file beside the manifest of each area it lacks (a plain static
 * host, `npm run dev`, or an area whose file the server could not read). With the page's routes the
 * shell routes at once, the missing areas added as their files arrive (a path none of the page's
 * screens serves waits for them): an area whose host is down never holds the others back. An area
 * whose file cannot be read has no paths on this page (they show the not-found screen). When
 * remotes.json itself cannot be read, nothing is set and the promise fails ({@link routingFailure}):
 * called again, it tries again.
 */
export function learnAreaScreens(): Promise<RoutingTable> {
  if (pending) return pending;
  const inPage = routesInPage();
  if (inPage && coversEveryArea(inPage)) {
    setRoutingTable(inPage);
    return (pending = Promise.resolve(inPage));
  }
  if (inPage) setRoutingTable(inPage, { complete: false });
  setFailure(null);
  pending = (async () => {
    const remotes = await loadRemotesFile().catch((error: unknown) => {
      pending = null;
      setFailure(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    const table: RoutingTable = {};
    await Promise.all(
      (Object.entries(remotes) as [Area, string][]).map(async ([area, url]) => {
        const known = inPage?.[area];
        try {
          table[area] = known ?? (await readScreensFile(url));
        } catch (error) {
          console.error(`The ${area} area's screens file is unreadable: its paths are not found on this page`, error);
        }
      }),
    );
    setRoutingTable(table);
    return table;
  })();
  return pending;
}
