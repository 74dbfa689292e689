import {
  backButton,
  initData,
  init as initSDK,
  miniApp,
  retrieveLaunchParams,
  retrieveRawInitData,
  setDebug,
  themeParams,
  viewport,
} from '@telegram-apps/sdk';
import type { LaunchData } from '../session/session.store';

/** Thrown when the Telegram client is too old for the two components the app cannot live without. */
export const ERR_NOT_SUPPORTED = 'ERR_NOT_SUPPORTED';

/**
 * Telegram start-up (spec section 1), in the order the platform needs it.
 * Returns the launch data the API client sends with every request.
 */
export function initTelegram(): LaunchData {
  const lp = retrieveLaunchParams();
  // The debug flag comes from the start parameter (`startapp=debug`), so support can turn the
  // SDK's console logging on for one user without a new build.
  const startParam = lp.tgWebAppStartParam ?? null;
  const debug = startParam === 'debug';
  setDebug(debug || import.meta.env.DEV);
  initSDK();
  // The on-screen console is loaded only when asked for: it is big and most users never need it.
  if (debug) void import('eruda').then(({ default: eruda }) => eruda.init());

  // Without the back button and the mini app component the navigation model breaks: old clients
  // get the too-old screen instead of a half-working app.
  if (!backButton.isSupported() || !miniApp.isSupported()) throw new Error(ERR_NOT_SUPPORTED);

  backButton.mount();
  // Mounting restores the state saved in session storage, so a reload keeps colours and flags.
  miniApp.mountSync();
  themeParams.mountSync();
  initData.restore();
  // Expanding needs no mounted viewport, so a client whose viewport never answers still expands.
  if (viewport.expand.isAvailable()) viewport.expand();
  // The viewport answers asynchronously and some clients never do: a failure is only logged.
  void viewport
    .mount()
    .then(() => viewport.bindCssVars())
    .catch((error: unknown) => console.error('Telegram viewport mount failed', error));
  // Bound signals re-apply the CSS variables whenever Telegram reports a theme change.
  miniApp.bindCssVars();
  themeParams.bindCssVars();

  const raw = retrieveRawInitData() ?? '';
  return {
    rawInitData: raw,
    user: lp.tgWebAppData?.user ?? null,
    platform: lp.tgWebAppPlatform,
    version: lp.tgWebAppVersion,
    startParam,
  };
}
