import * as v from 'valibot';
import { sessionStore, type LaunchData } from '../session/session.store';

/** Launch parameter names exactly as Telegram puts them in the Mini App URL hash. */
export const LP = {
  initData: 'tgWebAppData',
  version: 'tgWebAppVersion',
  platform: 'tgWebAppPlatform',
  themeParams: 'tgWebAppThemeParams',
  startParam: 'tgWebAppStartParam',
} as const;

/** Thrown by the SDK's start-up when the Telegram client is too old for the two components the app cannot live without. */
export const ERR_NOT_SUPPORTED = 'ERR_NOT_SUPPORTED';

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

/**
 * The dark palette of a page that gets no theme from its messenger (MAX, a plain browser) on a
 * system in the dark scheme: Telegram's keys, so the kit's readable colours derive from it as from
 * Telegram's (ui/theme-contrast.ts).
 */
export const DEFAULT_DARK_THEME = {
  bg_color: '#1c1c1e',
  text_color: '#f2f2f7',
  hint_color: '#98989f',
  link_color: '#5ea2f0',
  button_color: '#2a7de1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#2c2c2e',
  section_bg_color: '#1c1c1e',
  destructive_text_color: '#ff6961',
} as const satisfies Record<keyof typeof DEFAULT_THEME, `#${string}`>;

/** True when the hash (or query) carries Telegram launch parameters (at least the init data). */
export function hashHasLaunchParams(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has(LP.initData);
}

/**
 * The launch parameters of a URL as one query string. Telegram puts them in the hash, some clients
 * partly in the query; the SDK reads both the same way (everything after the first `?` or `#`,
 * with later `?` and `#` read as `&`).
 */
export function launchQueryOf(url: string): string {
  return url.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
}

/**
 * The launch query from the first source that has one, in the SDK's order: the page's address,
 * the address the page was loaded at (an in-app navigation drops the hash, a reload keeps the
 * changed address), then what an earlier start in this tab saved. Null when none has it.
 */
export function findLaunchQuery(sources: ReadonlyArray<string | null | undefined>): string | null {
  for (const source of sources) {
    if (!source) continue;
    const query = launchQueryOf(source);
    if (hashHasLaunchParams(query)) return query;
  }
  return null;
}

/**
 * The `user` of init data (Telegram's or MAX's: both carry it as JSON), checked against `schema`;
 * null when there is none. Throws an Error starting with `what` when it is not JSON or not a user.
 */
export function userOfInitData<S extends v.GenericSchema>(initData: URLSearchParams, schema: S, what: string): v.InferOutput<S> | null {
  const userJson = initData.get('user');
  if (userJson === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(userJson);
  } catch {
    throw new Error(`${what} is not JSON`);
  }
  const result = v.safeParse(schema, parsed);
  if (!result.success) throw new Error(`${what} is malformed`);
  return result.output;
}

/** A Telegram user as the init data carries it (the SDK's `User` fields the app reads). */
const TelegramUserSchema = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.optional(v.string()),
  username: v.optional(v.string()),
  language_code: v.optional(v.string()),
  is_premium: v.optional(v.boolean()),
  photo_url: v.optional(v.string()),
});

const required = (params: URLSearchParams, name: string): string => {
  const value = params.get(name);
  if (!value) throw new Error(`Launch parameters: ${name} is missing`);
  return value;
};

/**
 * Reads the launch data the app needs from a launch query, without the Telegram SDK, so the
 * start-up does not wait for the SDK's code (docs/perf.md, "What sets the time"). It requires what the SDK
 * requires of the same query (init data with `auth_date`, `hash` and `signature`, a valid user
 * when there is one, the version and the platform), so a query the SDK would refuse fails here.
 * Throws an Error saying what is wrong.
 */
export function parseLaunchData(query: string): LaunchData {
  const params = new URLSearchParams(query);
  const rawInitData = required(params, LP.initData);
  const initData = new URLSearchParams(rawInitData);
  if (!/^\d+$/.test(initData.get('auth_date') ?? '')) throw new Error('Launch parameters: init data has no auth_date');
  required(initData, 'hash');
  required(initData, 'signature');
  const user = userOfInitData(initData, TelegramUserSchema, 'Launch parameters: the init data user') as LaunchData['user'];
  return {
    rawInitData,
    user,
    platform: required(params, LP.platform),
    version: required(params, LP.version),
    startParam: params.get(LP.startParam) || null,
  };
}

/** The theme colours of a launch query (`#rrggbb` only); none when it has no readable theme. */
export function themeColorsOf(query: string): Record<string, string> {
  try {
    const theme: unknown = JSON.parse(new URLSearchParams(query).get(LP.themeParams) ?? '{}');
    if (typeof theme !== 'object' || theme === null) return {};
    return Object.fromEntries(Object.entries(theme).filter((e): e is [string, string] => typeof e[1] === 'string' && /^#[\da-f]{6}$/i.test(e[1])));
  } catch {
    return {};
  }
}

/**
 * Sets the theme's CSS variables under the names the SDK binds them to (`bg_color` ->
 * `--tg-theme-bg-color`), so the first screen has Telegram's colours before the SDK's code is in.
 * The SDK binds the same variables once it starts, and re-binds them on every theme change.
 */
export function applyThemeColors(colors: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(colors)) root.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, value);
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
 * frame on Telegram Web. A top-level browser tab has neither, so its bridge must be mocked. Inside
 * MAX (whose web client frames the page too) it is not Telegram either.
 */
export function isInsideTelegram(win: Window & { TelegramWebviewProxy?: unknown } = window): boolean {
  return !bridgeMocked && sessionStore.getState().container !== 'max' && (win.TelegramWebviewProxy !== undefined || win.parent !== win);
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
