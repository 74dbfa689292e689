import ky, { isHTTPError, type KyInstance } from 'ky';
import { webConfig } from '../lib/config';
import { sessionStore } from '../session/session.store';
import { API_HEADERS } from '@booking/contracts/names';
import { takeEarlyResponse } from './early-answers';
import { currentLanguage } from '../i18n/language';

const RELOAD_MARK = 'booking:401-reload-at';
/** A second 401 within this window means the launch data itself is bad: reloading again would loop. */
const RELOAD_WINDOW_MS = 30_000;

function reloadOnUnauthorized(): void {
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  window.location.reload();
}

/**
 * The one HTTP client (docs/product.md: Identity and start-up, API paths and Messages and errors): JSON, base URL from config, the raw init data in
 * `X-Telegram-Init-Data`, the tunnel header and the page's language (`Accept-Language`) on every request. Missing launch data is only a
 * console warning (the request still goes out, and the server answers 401). A GET the shell page
 * already started (the early answers, `early-answers.ts`) is answered from there. A 401 reloads the page
 * once; every other error reaches the caller as ky's HTTPError.
 */
export const apiClient: KyInstance = ky.create({
  // Outside a browser (a remote's build derives its screens file from its descriptors) this client is never called.
  prefixUrl: new URL(webConfig.apiBaseUrl, globalThis.location?.origin ?? 'http://localhost').toString(),
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const raw = sessionStore.getState().launch?.rawInitData;
        if (raw) request.headers.set(API_HEADERS.initData, raw);
        else console.warn('Telegram launch data is missing: the request is sent without X-Telegram-Init-Data.');
        request.headers.set(webConfig.tunnelHeader[0], webConfig.tunnelHeader[1]);
        // The server's refusals come in the page's language (its `message`; `code` names the refusal).
        request.headers.set('Accept-Language', currentLanguage());
        // The page may have started this GET before the app's code arrived: use that answer.
        return takeEarlyResponse(request, raw);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) reloadOnUnauthorized();
      },
    ],
  },
});

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
