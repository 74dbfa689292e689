import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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

function launchHashOutsideTelegram(): string | null {
  if (hashHasLaunchParams(window.location.hash)) {
    sessionStorage.setItem(LAUNCH_HASH_KEY, window.location.hash);
    return window.location.hash;
  }
  return sessionStorage.getItem(LAUNCH_HASH_KEY);
}

/** The fallback screen; a saved launch hash is dropped, so a reload does not fail the same way. */
function failedStart(root: Root, what: string, error: unknown) {
  console.error(what, error);
  sessionStorage.removeItem(LAUNCH_HASH_KEY);
  root.render(<CrashScreen error={error} />);
}

function renderApp(root: Root, App: ComponentType) {
  try {
    sessionStore.getState().setLaunch(initTelegram());
  } catch (error) {
    // Only a client without the required components gets the too-old screen; anything else (for
    // example launch parameters the SDK cannot read) is a failed start.
    if (error instanceof Error && error.message === ERR_NOT_SUPPORTED) return root.render(<EnvUnsupported />);
    failedStart(root, 'Telegram start-up failed', error);
    return;
  }
  // A master's invite link (start parameter = worker uuid) leads to that master's welcome page.
  void followInviteStart(sessionStore.getState().launch?.startParam);
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );
}

/**
 * Starts an app (the shell, or a remote opened standalone) the same way in every environment:
 * inside Telegram as is; in a browser with launch parameters in the hash, on a mocked bridge;
 * with none and demo mode on, through the demo-user picker.
 */
export function startApp(container: HTMLElement, App: ComponentType): void {
  const root = createRoot(container);
  try {
    if (isInsideTelegram()) return renderApp(root, App);
    const hash = launchHashOutsideTelegram();
    if (hash) {
      mockBridgeFromHash(hash);
      return renderApp(root, App);
    }
    // The legal pages are opened in a new tab, which has no launch data: they need none (no API calls).
    if (isPublicPath(window.location.pathname)) return root.render(<ErrorBoundary><App /></ErrorBoundary>);
    if (!webConfig.demo) return root.render(<EnvUnsupported />);
    root.render(
      <DemoPicker
        onSigned={(initData) => {
          const launchHash = buildLaunchHash(initData);
          window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${launchHash}`);
          sessionStorage.setItem(LAUNCH_HASH_KEY, launchHash);
          mockBridgeFromHash(launchHash);
          renderApp(root, App);
        }}
      />,
    );
  } catch (error) {
    failedStart(root, 'App failed to start', error);
  }
}
