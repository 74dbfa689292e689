import { EARLY_ANSWERS_GLOBAL } from '@booking/contracts/names';

// The app's side of the page's early requests (api/src/web/early-fetch.js starts them): the one
// HTTP client takes an answer for the first request of the same URL made with the same init data,
// so a screen's first queries find their data already on its way instead of asking again.

/** `window[EARLY_ANSWERS_GLOBAL]` (written by api/src/web/early-fetch.js): the early answers, for the first GET of the same URL sent with the same init data. */
export interface EarlyAnswers {
  /** The init data the page's reads were sent with; '' in a plain browser (a guest, or the person of the session cookie). */
  initData: string;
  startedAt: number;
  responses: Record<string, Promise<Response> | undefined>;
  /** Settle once the requests an answer's items lead to (Home: each booking's place) are started. */
  chains: Promise<unknown>[];
}

/** Answers older than this are not used: the screen asks again. */
const EARLY_MAX_AGE_MS = 30_000;

const earlyAnswers = (): EarlyAnswers | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL];

/**
 * The early answer for `request` (a GET of the same URL, sent with init data `initData`), taken
 * out so it is used once; undefined when there is none, or when the early request failed on the
 * network, so the caller asks for itself.
 */
export async function takeEarlyResponse(request: Request, initData: string | undefined): Promise<Response | undefined> {
  const store = earlyAnswers();
  // A plain browser's page (no init data) started its reads with none: '' on both sides.
  if (!store || request.method !== 'GET' || store.initData !== (initData ?? '')) return undefined;
  if (Date.now() - store.startedAt > EARLY_MAX_AGE_MS) return undefined;
  // A URL that an early answer's items lead to may not be started yet: wait for those chains.
  let waited = 0;
  while (!store.responses[request.url] && waited < store.chains.length) {
    const chains = store.chains.slice(waited);
    waited = store.chains.length;
    await Promise.all(chains);
  }
  const answer = store.responses[request.url];
  if (!answer) return undefined;
  delete store.responses[request.url];
  return answer.then(
    (response) => response,
    () => undefined,
  );
}
