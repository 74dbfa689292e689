import ky, { isHTTPError, type KyInstance } from 'ky';
import { webConfig } from '../lib/config';
import { sessionStore } from '../session/session.store';
import { requestSignIn } from '../session/sign-in.store';
import { bookingLinkFor } from '../session/booking-link';
import { API_HEADERS } from '@booking/contracts/names';
import { takeEarlyResponse } from './early-answers';
import { currentLanguage } from '../i18n/language';

const RELOAD_MARK = 'booking:401-reload-at';
/** A second 401 within this window means the launch data itself is bad: reloading again would loop. */
const RELOAD_WINDOW_MS = 30_000;

function reloadOnUnauthorized(): void {
  // Outside the messengers a 401 means nobody is signed in: the sign-in sheet opens, the page stays.
  // Inside Telegram or MAX the person is the launch data's: only a fresh launch (a reload) can help.
  const { launch, max } = sessionStore.getState();
  if (!launch && !max) {
    void requestSignIn();
    return;
  }
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  window.location.reload();
}

/**
 * The one HTTP client (docs/product.md: Identity and start-up, API paths and Messages and errors): JSON, base URL from config, the raw init data in
 * `X-Telegram-Init-Data`, inside MAX MAX's in `X-Max-Init-Data` (in a plain browser, the session cookie goes instead, which the browser adds), the app's own header
 * `X-Booking-App` (the server takes the cookie only with it), the tunnel header and the page's language (`Accept-Language`) on every request.
 * A GET the shell page already started (the early answers, `early-answers.ts`) is answered from there. A 401 reloads the page
 * once inside Telegram or MAX (once per 30 s), and opens the sign-in sheet outside them; every other error reaches the caller as ky's HTTPError.
 */
/** The API's base as a path ending in '/' (`/api/`). */
const API_PATH = new URL(webConfig.apiBaseUrl.replace(/\/?$/, '/'), globalThis.location?.origin ?? 'http://localhost').pathname;

export const apiClient: KyInstance = ky.create({
  // Outside a browser (a remote's build derives its screens file from its descriptors) this client is never called.
  prefixUrl: new URL(webConfig.apiBaseUrl, globalThis.location?.origin ?? 'http://localhost').toString(),
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const session = sessionStore.getState();
        const raw = session.launch?.rawInitData;
        const maxRaw = session.max?.rawInitData;
        if (raw) request.headers.set(API_HEADERS.initData, raw);
        else if (maxRaw) request.headers.set(API_HEADERS.maxInitData, maxRaw);
        // A tab opened by a booking's link acts for its client on that booking (session/booking-link.ts).
        const link = raw || maxRaw ? null : bookingLinkFor(new URL(request.url).pathname, API_PATH);
        if (link) request.headers.set(API_HEADERS.bookingLink, link);
        request.headers.set(API_HEADERS.app, '1');
        request.headers.set(webConfig.tunnelHeader[0], webConfig.tunnelHeader[1]);
        // The server's refusals come in the page's language (its `message`; `code` names the refusal).
        request.headers.set('Accept-Language', currentLanguage());
        // The page may have started this GET before the app's code arrived: use that answer (not for
        // a booking link's request: the page's early script asked without the link; nor inside MAX: the
        // early script does not read MAX's launch data, so its answers are a guest's).
        return link || maxRaw ? undefined : takeEarlyResponse(request, raw);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // A booking's link that no longer works is the link page's to say; signing in would not help it.
        if (response.status === 401 && !request.headers.has(API_HEADERS.bookingLink)) reloadOnUnauthorized();
      },
    ],
  },
});

/** The server's error code (`code` of its JSON error, such as 'payment.receipt_contact'), if the error carries one. */
export async function apiErrorCode(error: unknown): Promise<string | null> {
  if (!isHTTPError(error)) return null;
  const body = (await error.response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return body && typeof body.code === 'string' ? body.code : null;
}

/** The server's JSON error message, if the error carries one. */
export async function apiErrorMessage(error: unknown): Promise<string> {
  if (isHTTPError(error)) {
    const body = await error.response
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
    return `HTTP ${error.response.status}`;
  }
  return error instanceof Error ? error.message : String(error);
}
