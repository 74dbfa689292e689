// The one place that speaks MAX's bridge protocol, so a change of it is one change here. MAX's own
// bridge script is not loaded: it would be a script from MAX's servers on every start (the page's
// CSP allows none), and the app needs only a handful of its events.
//
// Two forms of the same events:
// - native clients (iOS, Android, desktop) put `window.WebViewHandler.postEvent(type, json)` into the
//   page and answer by calling `window.WebApp.sendEvent(type, json)`;
// - the web client (https://web.max.ru) frames the page: events go to the parent as
//   `JSON.stringify({ type, ...data })`, and answers come back as `message` events of the same shape.

/** The window as MAX's clients see it. */
export type MaxWindow = Window & {
  WebViewHandler?: { postEvent?: (type: string, data: string) => void };
  WebApp?: { sendEvent?: (type: string, data: string) => void };
};

/** An event's data: what the app sends, or what the client answers with. */
export type MaxEventData = Record<string, unknown>;

/** How long an event that expects an answer waits for it before it fails. */
export const MAX_ANSWER_TIMEOUT_MS = 10_000;

/** The origins of MAX's web client: a message from any other frame is not MAX's. */
const MAX_ORIGIN = /^https:\/\/(?:[a-z0-9-]+\.)+(?:max|oneme)\.ru$/;

/** Whether `origin` is one of MAX's web client (`https://*.max.ru`, `https://*.oneme.ru`). */
export const isMaxOrigin = (origin: string): boolean => MAX_ORIGIN.test(origin);

export interface MaxBridge {
  /**
   * How the page reaches the client: `native` (the webview's handler), `framed` (the web client
   * around the page), or `none` (MAX's launch data in a plain tab: events go nowhere).
   */
  readonly form: 'native' | 'framed' | 'none';
  /** Sends an event that gets no answer. */
  post(type: string, data?: MaxEventData): void;
  /** Sends an event with a fresh `requestId`; resolves with the answer that echoes it, rejects on its `error` or after {@link MAX_ANSWER_TIMEOUT_MS}. */
  request(type: string, data?: MaxEventData): Promise<MaxEventData>;
  /** Calls `handler` on each event of `type` the client sends; returns the unsubscribe. */
  on(type: string, handler: (data: MaxEventData) => void): () => void;
}

function parseEvent(json: unknown): MaxEventData | null {
  if (typeof json !== 'string') return null;
  try {
    const data: unknown = json === '' ? {} : JSON.parse(json);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as MaxEventData) : null;
  } catch {
    return null;
  }
}

function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Where framed events go: the web client's origin as the referrer names it; else any parent, which
 * the page's CSP (`frame-ancestors`) already limits to the messengers' web clients.
 */
function parentOrigin(win: Window): string {
  try {
    const origin = new URL(win.document.referrer).origin;
    return isMaxOrigin(origin) ? origin : '*';
  } catch {
    return '*';
  }
}

/**
 * The bridge of this page. The native handler is captured once, here: what the page finds on the
 * window later (a script that replaces it) is not what the client put there.
 */
export function createMaxBridge(win: MaxWindow = window): MaxBridge {
  const native = win.WebViewHandler;
  const postNative = typeof native?.postEvent === 'function' ? native.postEvent.bind(native) : null;
  const form: MaxBridge['form'] = postNative ? 'native' : win.parent !== win ? 'framed' : 'none';
  const handlers = new Map<string, Set<(data: MaxEventData) => void>>();
  const pending = new Map<string, { resolve: (data: MaxEventData) => void; reject: (error: Error) => void }>();
  const target = form === 'framed' ? parentOrigin(win) : '*';

  const receive = (type: string, data: MaxEventData) => {
    const requestId = typeof data.requestId === 'string' ? data.requestId : null;
    const waiting = requestId ? pending.get(requestId) : undefined;
    if (requestId && waiting) {
      pending.delete(requestId);
      if (data.error !== undefined && data.error !== null) waiting.reject(new Error(`MAX ${type}: ${JSON.stringify(data.error)}`));
      else waiting.resolve(data);
    }
    for (const handler of handlers.get(type) ?? []) {
      try {
        handler(data);
      } catch (error) {
        console.error('MAX event handler failed', type, error);
      }
    }
  };

  // The native clients' way back into the page.
  win.WebApp = {
    ...win.WebApp,
    sendEvent: (type: string, json: string) => {
      const data = parseEvent(json);
      if (typeof type === 'string' && data) receive(type, data);
    },
  };
  if (form === 'framed') {
    win.addEventListener('message', (event: MessageEvent) => {
      if (!isMaxOrigin(event.origin)) return;
      const message = parseEvent(event.data);
      if (!message || typeof message.type !== 'string' || !message.type.startsWith('WebApp')) return;
      const { type, ...data } = message;
      receive(type as string, data);
    });
  }

  const post = (type: string, data: MaxEventData = {}) => {
    if (postNative) postNative(type, JSON.stringify(data));
    else if (form === 'framed') win.parent.postMessage(JSON.stringify({ type, ...data }), target);
  };

  return {
    form,
    post,
    request(type, data = {}) {
      const requestId = newRequestId();
      return new Promise<MaxEventData>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new Error(`MAX ${type}: no answer in ${MAX_ANSWER_TIMEOUT_MS} ms`));
        }, MAX_ANSWER_TIMEOUT_MS);
        pending.set(requestId, {
          resolve: (answer) => {
            clearTimeout(timer);
            resolve(answer);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        post(type, { ...data, requestId });
      });
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
  };
}
