import { StrictMode, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { webConfig } from '../config';
import { sessionStore } from '../session/session.store';
import { buildLaunchHash, hashHasLaunchParams, isInsideTelegram } from '../telegram/launch-params.lib';
import { mockBridgeFromHash } from '../telegram/mock-bridge';
import { ERR_NOT_SUPPORTED, initTelegram } from '../telegram/init-telegram';
import { followInviteStart } from '../router/invite-start';
import { isPublicPath } from '../router/area-routes';
import { DemoPicker } from './demo-picker.ui';
import { CrashScreen, EnvUnsupported, ErrorBoundary } from './status-screens.ui';
import '../ui/base.css';

/** The hash is lost on the first in-app navigation; the tab keeps it for reloads. */
const LAUNCH_HASH_KEY = 'booking:launch-hash';

/** What the start-up decided before anything is rendered. */
type Start =
  | { kind: 'app' }
  | { kind: 'public' }
  | { kind: 'picker' }
  | { kind: 'unsupported' }
  | { kind: 'failed'; what: string; error: unknown };

/** An app's root component, or a loader of it (the shell loads its frame next to React DOM). */
export type AppSource = ComponentType | { load: () => Promise<ComponentType> };

function launchHashOutsideTelegram(): string | null {
  if (hashHasLaunchParams(window.location.hash)) {
    sessionStorage.setItem(LAUNCH_HASH_KEY, window.location.hash);
    return window.location.hash;
  }
  return sessionStorage.getItem(LAUNCH_HASH_KEY);
}

/** Telegram start-up and identity: sets the session's launch data, so the screen's data can start. */
function startTelegram(): Start {
  try {
    sessionStore.getState().setLaunch(initTelegram());
  } catch (error) {
    // Only a client without the required components gets the too-old screen; anything else (for
    // example launch parameters the SDK cannot read) is a failed start.
    if (error instanceof Error && error.message === ERR_NOT_SUPPORTED) return { kind: 'unsupported' };
    return { kind: 'failed', what: 'Telegram start-up failed', error };
  }
  // A master's invite link (start parameter = worker uuid) leads to that master's welcome page.
  void followInviteStart(sessionStore.getState().launch?.startParam);
  return { kind: 'app' };
}

/**
 * Everything the start-up decides without React DOM: inside Telegram as is; in a browser with
 * launch parameters in the hash, on a mocked bridge; with none, a public page, the demo picker or
 * the unsupported screen.
 */
function prepareStart(): Start {
  try {
    if (isInsideTelegram()) return startTelegram();
    const hash = launchHashOutsideTelegram();
    if (hash) {
      mockBridgeFromHash(hash);
      return startTelegram();
    }
    // The legal pages are opened in a new tab, which has no launch data: they need none (no API calls).
    if (isPublicPath(window.location.pathname)) return { kind: 'public' };
    return webConfig.demo ? { kind: 'picker' } : { kind: 'unsupported' };
  } catch (error) {
    return { kind: 'failed', what: 'App failed to start', error };
  }
}

/** The fallback screen; a saved launch hash is dropped, so a reload does not fail the same way. */
function failedStart(root: Root, what: string, error: unknown) {
  console.error(what, error);
  sessionStorage.removeItem(LAUNCH_HASH_KEY);
  root.render(<CrashScreen error={error} />);
}

function renderStart(root: Root, start: Start, App: ComponentType) {
  switch (start.kind) {
    case 'app':
      return root.render(
        <StrictMode>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </StrictMode>,
      );
    case 'public':
      return root.render(<ErrorBoundary><App /></ErrorBoundary>);
    case 'unsupported':
      return root.render(<EnvUnsupported />);
    case 'failed':
      return failedStart(root, start.what, start.error);
    case 'picker':
      return root.render(
        <DemoPicker
          onSigned={(initData) => {
            const launchHash = buildLaunchHash(initData);
            window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${launchHash}`);
            sessionStorage.setItem(LAUNCH_HASH_KEY, launchHash);
            mockBridgeFromHash(launchHash);
            renderStart(root, startTelegram(), App);
          }}
        />,
      );
  }
}

/**
 * Starts an app (the shell, or a remote opened standalone) the same way in every environment.
 * The Telegram start-up and the session's identity come first, synchronously: they need no React
 * DOM, so on a cold start they run (and the screen's data starts) while React DOM, the biggest
 * file of the page, is still downloading; React DOM is imported only to render.
 */
export function startApp(container: HTMLElement, app: AppSource): void {
  // Both loads start first, so their files are read (from the network or the cache) while the
  // Telegram start-up runs.
  const reactDom = import('react-dom/client');
  const appComponent = typeof app === 'function' ? Promise.resolve(app) : app.load();
  // A failed frame load is shown by the crash screen once React DOM is in.
  appComponent.catch(() => undefined);
  const start = prepareStart();
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
