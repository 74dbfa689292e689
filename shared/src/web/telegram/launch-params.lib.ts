/** Launch parameter names exactly as Telegram puts them in the Mini App URL hash. */
export const LP = {
  initData: 'tgWebAppData',
  version: 'tgWebAppVersion',
  platform: 'tgWebAppPlatform',
  themeParams: 'tgWebAppThemeParams',
} as const;

/** A light theme for the mocked bridge when the launch parameters carry none. */
export const DEFAULT_THEME = {
  bg_color: '#ffffff',
  text_color: '#1c1c1e',
  hint_color: '#8e8e93',
  link_color: '#2a7de1',
  button_color: '#2a7de1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f2f2f7',
  section_bg_color: '#ffffff',
  destructive_text_color: '#e53935',
} as const satisfies Record<string, `#${string}`>;

/** True when the hash carries Telegram launch parameters (at least the init data). */
export function hashHasLaunchParams(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has(LP.initData);
}

/**
 * Builds the hash Telegram would open the app with, for a signed init data string. Used by the
 * demo picker, so a demo user enters through exactly the path a real launch takes.
 */
export function buildLaunchHash(initData: string, opts: { version?: string; platform?: string } = {}): string {
  const params = new URLSearchParams();
  params.set(LP.initData, initData);
  params.set(LP.version, opts.version ?? '8.0');
  params.set(LP.platform, opts.platform ?? 'tdesktop');
  params.set(LP.themeParams, JSON.stringify(DEFAULT_THEME));
  return `#${params.toString()}`;
}

/**
 * Inside a Telegram client the bridge exists: a webview proxy on mobile and desktop, a parent
 * frame on Telegram Web. A top-level browser tab has neither, so its bridge must be mocked.
 */
export function isInsideTelegram(win: Window & { TelegramWebviewProxy?: unknown } = window): boolean {
  return !bridgeMocked && (win.TelegramWebviewProxy !== undefined || win.parent !== win);
}

/**
 * The mocked bridge installs a webview proxy of its own, which would make a browser tab look like
 * Telegram: native popups and links would then be sent to a client that is not there (a confirm
 * that never answers). Once the bridge is mocked, this page is not inside Telegram.
 */
let bridgeMocked = false;
export function markBridgeMocked(): void {
  bridgeMocked = true;
}
