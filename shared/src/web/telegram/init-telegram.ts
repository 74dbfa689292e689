// Each component's functions are imported by name, not through its namespace object (`viewport`,
// `miniApp`, ...): a namespace object keeps every method of the component in the bundle, and the
// SDK was shipped nearly whole (docs/perf.md, fifth pass).
import {
  bindMiniAppCssVars,
  bindThemeParamsCssVars,
  bindViewportCssVars,
  expandViewport,
  init as initSDK,
  isBackButtonSupported,
  isMiniAppSupported,
  mountBackButton,
  mountMiniAppSync,
  mountThemeParamsSync,
  mountViewport,
  restoreInitData,
  retrieveLaunchParams,
  retrieveRawInitData,
  setDebug,
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
  if (!isBackButtonSupported() || !isMiniAppSupported()) throw new Error(ERR_NOT_SUPPORTED);

  mountBackButton();
  // Mounting restores the state saved in session storage, so a reload keeps colours and flags.
  mountMiniAppSync();
  mountThemeParamsSync();
  restoreInitData();
  // Expanding needs no mounted viewport, so a client whose viewport never answers still expands.
  if (expandViewport.isAvailable()) expandViewport();
  // The viewport answers asynchronously and some clients never do: a failure is only logged.
  void mountViewport()
    .then(() => bindViewportCssVars())
    .catch((error: unknown) => console.error('Telegram viewport mount failed', error));
  // Bound signals re-apply the CSS variables whenever Telegram reports a theme change.
  bindMiniAppCssVars();
  bindThemeParamsCssVars();

  const raw = retrieveRawInitData() ?? '';
  return {
    rawInitData: raw,
    user: lp.tgWebAppData?.user ?? null,
    platform: lp.tgWebAppPlatform,
    version: lp.tgWebAppVersion,
    startParam,
  };
}
