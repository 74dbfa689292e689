import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every page this server sends (the shell's page and the standalone
 * remotes' pages). Scripts run only from this origin, from the remotes' origins (named by
 * remotes.json: a remote may be released to a CDN) and, inline, exactly the scripts this page
 * carries, by their SHA-256: never 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': React
 * and the UI kit set inline styles, which carry no code.
 *
 * `frame-ancestors` lets the messengers' web clients frame the app, Telegram Web and MAX's web client
 * (native clients open it in a webview, where frame-ancestors does not apply); pages therefore
 * carry no X-Frame-Options (it would forbid the frame).
 */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org';

/** MAX's web client, which frames the app as Telegram Web does. */
export const MAX_WEB_ORIGIN = 'https://web.max.ru';

/** Telegram's avatars (`photo_url`: https://t.me/i/userpic/...). */
const TELEGRAM_IMAGES = ['https://t.me', 'https://*.t.me', 'https://*.telegram.org'];

/** MAX's avatars (the init data's `photo_url`): MAX's own hosts and VK's image CDN, which serves them. */
const MAX_IMAGES = ['https://*.max.ru', 'https://*.oneme.ru', 'https://*.mycdn.me'];

/** Inline scripts a browser runs: `<script>` without `src` whose type is JavaScript (JSON data blocks are not run). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
const isRunnable = (attrs: string) => !/\ssrc\s*=/i.test(attrs) && (!/\stype\s*=/i.test(attrs) || /\stype\s*=\s*["']?(text\/javascript|module|application\/javascript)["']?/i.test(attrs));

/** The `'sha256-…'` source of each inline script the page runs, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (isRunnable(attrs)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origins of absolute http(s) URLs among `urls` (the remotes' manifests), without repeats. */
export function originsOf(urls: Iterable<unknown>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the shell reports it when it loads the remote.
    }
  }
  return [...origins];
}

/** The policy for `html`, allowing code and data from `remoteOrigins` besides this origin. */
export function pageCsp(html: string, remoteOrigins: string[] = []): string {
  const remotes = remoteOrigins.join(' ');
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, remotes, ...inlineScriptHashes(html))}`,
    `style-src ${list(`'self'`, `'unsafe-inline'`, remotes)}`,
    `img-src ${list(`'self'`, 'data:', 'blob:', ...TELEGRAM_IMAGES, ...MAX_IMAGES, remotes)}`,
    `font-src ${list(`'self'`, 'data:', remotes)}`,
    `connect-src ${list(`'self'`, remotes)}`,
    // canvas-confetti draws in a worker it makes from a blob (the success screen).
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${TELEGRAM_WEB_ORIGIN} ${MAX_WEB_ORIGIN}`,
  ].join('; ');
}
