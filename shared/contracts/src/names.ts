// The names and shapes the server and the front end share: the API headers, and what the server's
// page machinery (api/src/web) and the front end's delivery side (@booking/platform) both write.
// Each side writes these strings only through this file. Changing a value here changes both sides
// at once, but a page already open keeps the shell it started with: release the server and the
// shell together.

/** `<script type="application/json">` in the shell's page holding remotes.json (the shell reads it instead of fetching the file). */
export const INLINE_REMOTES_ID = 'booking-remotes';

/** `<script type="application/json">` holding the route's remote manifests, keyed by their remotes.json URL (the federation runtime reads them). */
export const INLINE_MANIFESTS_ID = 'booking-manifests';

/**
 * `<script type="application/json">` holding the routing table: each area's routes (its screens file
 * without pages and early requests). An area missing from it (its file not read yet) the shell reads itself.
 */
export const INLINE_ROUTES_ID = 'booking-routes';

/** The window property where the answers the page's early script started wait for the app's HTTP client. */
export const EARLY_ANSWERS_GLOBAL = '__bookingEarly';

/** Session storage: the launch query this tab started with, saved by the app for reloads (the early script reads it too). */
export const LAUNCH_HASH_KEY = 'booking:launch-hash';

/** Session storage: the booking link this tab was opened with (its token), for the booking's screens. */
export const BOOKING_LINK_KEY = 'booking:link';

/** Session storage: the MAX launch data this tab started with (MAX's own bridge script keeps it under the same key). */
export const MAX_LAUNCH_KEY = 'WebAppData';

/** Session storage: where the Telegram SDK keeps the launch parameters (the SDK's own key; the early script reads it). */
export const SDK_LAUNCH_PARAMS_KEY = 'tapps/launchParams';

/** Beside the shell's build: the chunks every start of the shell loads (written by its build, read by the server). */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';

/** Headers of every API request (docs/product.md: Identity and start-up and API paths): the raw init data, the app's own header, and the tunnel's skip-warning header. */
export const API_HEADERS = {
  initData: 'X-Telegram-Init-Data',
  /** MAX's init data (the `WebAppData` of the launch fragment), raw, signed with the MAX bot's token. */
  maxInitData: 'X-Max-Init-Data',
  /**
   * The app's own request header: a request the session cookie authenticates must carry it (with
   * the value '1'), which a form or a link on another site cannot add.
   */
  app: 'X-Booking-App',
  /**
   * A booking's own link (the address an SMS carries): its token stands for the booking's client on
   * that one booking's operations (an operation's `link`), with nobody signed in.
   */
  bookingLink: 'X-Booking-Link',
  tunnel: ['ngrok-skip-browser-warning', 'true'],
} as const;

/** What {@link STARTUP_ASSETS_FILE} holds: URL paths of the shell's start-up scripts and styles. */
export interface StartupAssets {
  js: string[];
  css: string[];
}

/**
 * A GET the page starts before any of its code has arrived. `path` is relative to the API base and
 * may hold `{telegramId}` (the user of the launch data) and, under `each`, `{field}` of each item of
 * the parent's answer (an array, or the object itself), or `{item}` for an item that is a string,
 * and `{today:field:zone}`: today's date in the zone an item's field names (`user.timezone`; nested
 * with dots), in `zone` when it has none. A request whose placeholder is neither a positive whole
 * number nor a date (YYYY-MM-DD) is skipped.
 */
export interface EarlyRequest {
  path: string;
  each?: EarlyRequest[];
  /** Only the answer's first item leads to the `each` requests. */
  first?: boolean;
}

/** Which remote serves a path's screen, and what its page loads there. */
export interface PageCode {
  area: 'client' | 'master' | 'plans';
  /** The chunk of the path's page in that remote (its `webpackChunkName`); null for a page in the area's entry. */
  pageChunk: string | null;
  /** Its page's files beyond the area's start (its screens file's `files`). */
  pageFiles: string[];
  /** The shared modules its page consumes beyond the start's (its screens file's `uses`). */
  pageUses: string[];
}

/** What the server puts in the shell's page for a path (from the areas' screens files). */
export interface PageDelivery {
  /** The remote and page that serve the path; null for the not-found screen, and for a path whose area depends on the user (decided in the page: `byUser`). */
  page: PageCode | null;
  /** The GETs the page starts itself. */
  early: EarlyRequest[];
  /** A path decided in the page: the screen a master gets (the first early request finds them) and the one anyone else gets. */
  byUser: { master: PageCode | null; other: PageCode | null } | null;
}

/** The session cookie of a sign-in by phone (HttpOnly: the page never reads it). */
export const SESSION_COOKIE = 'booking_session';
