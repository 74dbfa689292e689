import { StrictMode, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { sessionStore } from '../session/session.store';
import {
  applyThemeColors,
  ERR_NOT_SUPPORTED,
  isInsideTelegram,
  markBridgeMocked,
  parseLaunchData,
  themeColorsOf,
} from '../telegram/launch-params.lib';
import { loadTelegramRuntime, telegramStore, whenFirstScreenShown } from '../telegram/telegram.store';
import type { SdkStartOptions } from '../telegram/telegram-runtime';
import { followInviteStart } from '../router/invite-start';
import { followStartTarget } from '../router/start-target';
import { isPublicPath, routingTable, whenRoutingTable } from '../screens/routing-table';
// The launch query this tab started with, saved for reloads (an in-app navigation drops the hash);
// the page's early script reads it too.
import { LAUNCH_HASH_KEY, MAX_LAUNCH_KEY } from '@booking/contracts/names';
import { followReadableColors, followSystemTheme } from '../ui/theme-contrast';
import { createMaxBridge } from '../max/max-bridge';
import { parseMaxInitData } from '../max/max-launch.lib';
import { maxRuntime } from '../max/max-runtime';
import { detectContainer } from './container.lib';
import { SignInHost } from '../ui/sign-in/sign-in-host.ui';
import { fetchMe } from '../entities/me.api';
import { followServerLanguage, startLanguage } from './start-language';
import { queryClient } from '../api/query-client';
import { languageQuery } from '../entities/users.api';
import { currentLanguage } from '../i18n/language';
import { CrashScreen, EnvUnsupported, ErrorBoundary } from '../ui/status-screens.ui';
import '../ui/base.css';


/** What the start-up decided before anything is rendered. */
type Start =
  | { kind: 'app'; telegram: SdkStartOptions }
  /** Inside MAX: its runtime is in the store already; GET /me names the person. */
  | { kind: 'max' }
  | { kind: 'public' }
  /** No launch data, and the routing table (is this page public?) is not known yet. */
  | { kind: 'undecided' }
  /** A plain browser: the app for a guest or the person of a sign-in session (GET /me tells which). */
  | { kind: 'web' }
  | { kind: 'failed'; what: string; error: unknown };

/** What an app adds to the start-up. */
export interface StartOptions {
  /** The app's own English texts (a remote's standalone page): loaded before the first render when the page is in English. */
  english?: () => Promise<unknown>;
}

/** An app's root component, or a loader of it (the shell loads its frame next to React DOM). */
export type AppSource = ComponentType | { load: () => Promise<ComponentType> };

function navigationUrl(): string | undefined {
  return (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
}

/**
 * Identity and theme from the launch query, without the Telegram SDK: sets the session's launch
 * data (so the screen's data can start) and Telegram's colours. The SDK starts later (below).
 */
function startFromLaunch(query: string, inside: boolean): Start {
  try {
    const launch = parseLaunchData(query);
    // The page's language, from the messenger's (unless the person chose one), before anything renders.
    void startLanguage(launch.user?.language_code);
    sessionStorage.setItem(LAUNCH_HASH_KEY, `#${query}`);
    // Outside Telegram the SDK will talk to a mocked bridge; from now on this page is not inside Telegram.
    if (!inside) markBridgeMocked();
    applyThemeColors(themeColorsOf(query));
    sessionStore.getState().setContainer('telegram');
    sessionStore.getState().setLaunch(launch);
    // A master's invite link (start parameter = worker uuid) leads to that master's welcome page.
    void followInviteStart(launch.startParam);
    // A button of the bot's messages names the screen to open (@booking/contracts deepLinks).
    followStartTarget(launch.startParam);
    return { kind: 'app', telegram: { mockQuery: inside ? null : query, debug: launch.startParam === 'debug' } };
  } catch (error) {
    return { kind: 'failed', what: 'Telegram start-up failed', error };
  }
}

/**
 * Inside MAX: its launch data set in the session at once (so the screen's requests carry it), the
 * tab keeps the raw init data for reloads (under MAX's own key), and MAX's runtime stands in for
 * Telegram's from the start (its code is small and loads with the platform). Who the person is
 * comes from GET /me: MAX's user id is not the app's person id.
 */
function startInMax(rawInitData: string, platform: string, version: string): Start {
  try {
    const launch = parseMaxInitData(rawInitData, platform, version);
    void startLanguage(launch.user?.language_code ?? undefined);
    sessionStorage.setItem(MAX_LAUNCH_KEY, rawInitData);
    const session = sessionStore.getState();
    session.setContainer('max');
    session.setMax(launch);
    // MAX sends no theme: the system's scheme, followed live.
    followSystemTheme();
    telegramStore.setState({ status: 'ready', runtime: maxRuntime(createMaxBridge()) });
    void learnMaxPerson();
    // Start links (`https://max.ru/<bot>?startapp=…`) carry the same payloads as Telegram's.
    void followInviteStart(launch.startParam);
    followStartTarget(launch.startParam);
    return { kind: 'max' };
  } catch (error) {
    return { kind: 'failed', what: 'MAX start-up failed', error };
  }
}

/**
 * Everything the start-up decides without React DOM and without the Telegram SDK: inside Telegram
 * or in a browser with launch parameters (in the address or saved by this tab), the app; inside
 * MAX (its launch data likewise), the app for MAX's person; with none, a public page, or the app
 * for a guest or a signed-in person (with the sign-in sheet).
 */
function prepareStart(): Start {
  try {
    const found = detectContainer({
      href: window.location.href,
      navigation: navigationUrl(),
      savedTelegram: sessionStorage.getItem(LAUNCH_HASH_KEY),
      savedMax: sessionStorage.getItem(MAX_LAUNCH_KEY),
    });
    if (found.container === 'max') return startInMax(found.rawInitData, found.platform, found.version);
    const inside = isInsideTelegram();
    if (found.container === 'telegram') return startFromLaunch(found.query, inside);
    void startLanguage();
    if (inside) return { kind: 'failed', what: 'Telegram start-up failed', error: new Error('Telegram gave no launch parameters') };
    return routingTable() ? startWithoutLaunch() : { kind: 'undecided' };
  } catch (error) {
    return { kind: 'failed', what: 'App failed to start', error };
  }
}

/** Without launch data: a public page, or the app in a plain browser. */
function startWithoutLaunch(): Start {
  // The legal pages are opened in a new tab, which has no launch data: they need none (no API calls).
  sessionStore.getState().setContainer('web');
  // No messenger sends a theme here: the system's scheme, followed live.
  followSystemTheme();
  if (isPublicPath(window.location.pathname)) return { kind: 'public' };
  void learnWhoIsHere();
  return { kind: 'web' };
}

/**
 * Who is here, in a plain browser: GET /me names the person of the session cookie (or none: a
 * guest) and what sign-in offers. Asked once, before the first render, so no screen starts a read
 * that needs a person before the page knows there is one.
 */
let whoIsHere: Promise<void> | null = null;
function learnWhoIsHere(): Promise<void> {
  whoIsHere ??= fetchMe().then(
    (me) => {
      sessionStore.getState().setPerson(me.person);
      sessionStore.getState().setWeb({ webSignIn: me.web_sign_in, demo: me.demo });
    },
    // The server could not say: the page goes on as a guest, and an action that needs a person asks for sign-in.
    (error: unknown) => {
      console.error('GET /me failed', error);
      sessionStore.getState().setWeb({ webSignIn: true, demo: false });
    },
  );
  return whoIsHere;
}

/**
 * Who is here, inside MAX: GET /me (sent with MAX's init data) names the person, who is always
 * known there, so the page needs no guest flow and no sign-in sheet. A failure leaves the person
 * unknown: the screens' own requests then meet the server's answer (a 401 reloads once).
 */
let maxPerson: Promise<void> | null = null;
function learnMaxPerson(): Promise<void> {
  maxPerson ??= fetchMe().then(
    (me) => sessionStore.getState().setPerson(me.person),
    (error: unknown) => console.error('GET /me failed inside MAX', error),
  );
  return maxPerson;
}

/** Inside MAX, once the first screen is shown: MAX is told the app is ready, and the person's language choice followed. */
async function startMaxAfterFirstScreen(): Promise<void> {
  await whenFirstScreenShown();
  telegramStore.getState().runtime?.startTelegramSdk({ mockQuery: null, debug: false });
  if (sessionStore.getState().person) void followServerLanguage(() => queryClient.fetchQuery(languageQuery()));
}

/**
 * The Telegram SDK's start-up, once the first screen is shown: its code (about 16.5 KB of brotli)
 * no longer competes with the screen's code for the network. A client too old for the app gets
 * the too-old screen then; any other failure leaves the app running without Telegram's chrome.
 */
async function startTelegramAfterFirstScreen(root: Root, options: SdkStartOptions): Promise<void> {
  await whenFirstScreenShown();
  void followServerLanguage(() => queryClient.fetchQuery(languageQuery()));
  try {
    const runtime = await loadTelegramRuntime();
    runtime.startTelegramSdk(options);
    telegramStore.setState({ status: 'ready', runtime });
  } catch (error) {
    telegramStore.setState({ status: 'failed', runtime: null });
    if (error instanceof Error && error.message === ERR_NOT_SUPPORTED) root.render(<EnvUnsupported />);
    else console.error('Telegram SDK start-up failed', error);
  }
}

/** The fallback screen; a saved launch hash is dropped, so a reload does not fail the same way. */
function failedStart(root: Root, what: string, error: unknown) {
  console.error(what, error);
  sessionStorage.removeItem(LAUNCH_HASH_KEY);
  sessionStorage.removeItem(MAX_LAUNCH_KEY);
  root.render(<CrashScreen error={error} />);
}

function renderStart(root: Root, start: Start, App: ComponentType) {
  switch (start.kind) {
    case 'app':
      void startTelegramAfterFirstScreen(root, start.telegram);
      return root.render(
        <StrictMode>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </StrictMode>,
      );
    case 'max':
      // Nothing renders before GET /me has named the person, as in a plain browser: no screen starts a read for nobody.
      return void learnMaxPerson().then(() => {
        void startMaxAfterFirstScreen();
        root.render(
          <StrictMode>
            <ErrorBoundary>
              <App />
            </ErrorBoundary>
          </StrictMode>,
        );
      });
    case 'public':
      return root.render(<ErrorBoundary><App /></ErrorBoundary>);
    case 'undecided':
      // A shell on a plain static host reads the areas' screens files first.
      return void whenRoutingTable().then(() => renderStart(root, startWithoutLaunch(), App));
    case 'failed':
      return failedStart(root, start.what, start.error);
    case 'web':
      // No Telegram in a plain browser: whatever waits for its SDK (popups, links) goes on without it at once.
      telegramStore.setState({ status: 'failed', runtime: null });
      return void learnWhoIsHere().then(() => {
        root.render(
          <StrictMode>
            <ErrorBoundary>
              <App />
              <SignInHost />
            </ErrorBoundary>
          </StrictMode>,
        );
        // A person signed in here follows the language they chose elsewhere, as inside Telegram.
        if (sessionStore.getState().person) void whenFirstScreenShown().then(() => followServerLanguage(() => queryClient.fetchQuery(languageQuery())));
      });
  }
}

/**
 * Starts an app (the shell, or a remote opened standalone) the same way in every environment.
 * The session's identity comes first, synchronously: it needs neither React DOM nor the Telegram
 * SDK, so on a cold start it is set (and the screen's data starts) while React DOM, the biggest
 * file of the page, is still downloading; React DOM is imported only to render, and the SDK's
 * code after the first screen.
 */
export function startApp(container: HTMLElement, app: AppSource, options: StartOptions = {}): void {
  // Both loads start first, so their files are read (from the network or the cache) while the
  // launch data is read.
  const reactDom = import('react-dom/client');
  const frame = typeof app === 'function' ? Promise.resolve(app) : app.load();
  const start = prepareStart();
  // The texts of the page's language come with the first render, never after it: Russian is in
  // the code; English loads in parallel with the app's code.
  const texts = Promise.all([startLanguage(), currentLanguage() === 'en' && options.english ? options.english() : undefined]);
  const appComponent = Promise.all([frame, texts]).then(([App]) => App);
  // A failed frame load is shown by the crash screen once React DOM is in.
  appComponent.catch(() => undefined);
  // Telegram's colours are on the root now (or MAX's and a browser's system ones, or the defaults): the kit's readable ones follow them.
  followReadableColors();
  void reactDom.then(
    ({ createRoot }) => {
      const root = createRoot(container);
      appComponent.then(
        (App) => renderStart(root, start, App),
        (error: unknown) => failedStart(root, 'App failed to load', error),
      );
    },
    (error: unknown) => console.error('React DOM failed to load', error),
  );
}
