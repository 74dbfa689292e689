// The Telegram SDK's part of the app, loaded after the first screen is shown (telegram.store.ts):
// about 16.5 KB of brotli that a cold start used to download before its first screen, on a link
// that is busy with the screen's own code until then (docs/perf.md, "What sets the time"). Nothing else
// imports the SDK's code; the rest of the app reaches it through the store.
//
// Each component's functions are imported by name, not through its namespace object (`viewport`,
// `miniApp`, ...): a namespace object keeps every method of the component in the bundle.
import {
  bindMiniAppCssVars,
  disableClosingConfirmation,
  disableVerticalSwipes,
  enableClosingConfirmation,
  enableVerticalSwipes,
  isClosingBehaviorMounted,
  isSwipeBehaviorMounted,
  miniAppReady,
  mountClosingBehavior,
  mountSwipeBehavior,
  postEvent,
  requestWriteAccess,
  setMiniAppBackgroundColor,
  setMiniAppHeaderColor,
  themeParamsBackgroundColor,
  bindThemeParamsCssVars,
  bindViewportCssVars,
  expandViewport,
  hapticFeedbackNotificationOccurred,
  hapticFeedbackSelectionChanged,
  hideBackButton,
  init as initSDK,
  isBackButtonMounted,
  isBackButtonSupported,
  isMainButtonMounted,
  isMiniAppSupported,
  mountBackButton,
  mountMainButton,
  mountMiniAppSync,
  mountThemeParamsSync,
  mountViewport,
  onBackButtonClick,
  onMainButtonClick,
  openInvoice as sdkOpenInvoice,
  openLink as sdkOpenLink,
  openPopup,
  openTelegramLink,
  restoreInitData,
  setDebug,
  setMainButtonParams,
  showBackButton,
} from '@telegram-apps/sdk';
import { ERR_NOT_SUPPORTED } from './launch-params.lib';
import { mockBridgeFromQuery } from './mock-bridge';

export interface SdkStartOptions {
  /** Outside Telegram: the launch query to answer the SDK's requests with (a mocked bridge). */
  mockQuery: string | null;
  /** `startapp=debug`: the SDK logs to the console and the on-screen console opens. */
  debug: boolean;
}

/**
 * Telegram start-up (docs/product.md, Identity and start-up), in the order the platform needs it. The launch data itself
 * was read before (launch-params.lib.ts), so the screen's data did not wait for this.
 */
export function startTelegramSdk({ mockQuery, debug }: SdkStartOptions): void {
  if (mockQuery !== null) mockBridgeFromQuery(mockQuery);
  // The debug flag comes from the start parameter (`startapp=debug`), so support can turn the
  // SDK's console logging on for one user without a new build.
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
  matchTelegramColors();
  if (mountClosingBehavior.isAvailable()) mountClosingBehavior();
  if (mountSwipeBehavior.isAvailable()) mountSwipeBehavior();
  // Telegram keeps its loading placeholder up until the app says it is ready (else until the
  // page's load event). This runs once an area has shown its first screen (telegram.store.ts,
  // whenFirstScreenShown), or, when no area says so, a while after the load event: either way
  // the screen is already painted, so the placeholder lifts onto it, in the colours set above.
  if (miniAppReady.isAvailable()) miniAppReady();
}

/**
 * Telegram's header and the area around the page (overscroll, the keyboard's backdrop) in the
 * page's own background colour (the theme's bg_color, base.css). The SDK's setters skip a colour
 * they believe is already set, and on a first start they believe 'bg_color' is, so nothing would
 * be sent: the events go straight to Telegram. The header follows later theme changes by itself
 * (a colour key); the SDK re-sends the background colour on each theme change.
 */
function matchTelegramColors(): void {
  if (setMiniAppHeaderColor.isAvailable()) postEvent('web_app_set_header_color', { color_key: 'bg_color' });
  const background = themeParamsBackgroundColor();
  if (background && setMiniAppBackgroundColor.isAvailable()) postEvent('web_app_set_background_color', { color: background });
}

// ---- Closing and swipes ----

/** Asks Telegram to confirm before the app is closed (a form has unsaved changes), or stops asking. */
export function setClosingConfirmation(enabled: boolean): void {
  if (!isClosingBehaviorMounted()) return;
  if (enabled) enableClosingConfirmation();
  else disableClosingConfirmation();
}

/** Lets a vertical swipe close or collapse the app, or not (while a horizontal drag is under way). */
export function setVerticalSwipes(allowed: boolean): void {
  if (!isSwipeBehaviorMounted()) return;
  if (allowed) enableVerticalSwipes();
  else disableVerticalSwipes();
}

// ---- Permission for messages ----

/** Asks the user to let the bot write to them; null when this client cannot ask. */
export function askWriteAccess(): Promise<'allowed' | 'cancelled'> | null {
  if (!requestWriteAccess.isAvailable()) return null;
  return Promise.resolve(requestWriteAccess()).then((status) => (status === 'allowed' ? 'allowed' : 'cancelled'));
}

// ---- Back button ----

/** Shows or hides Telegram's back button; false when it is not mounted (nothing done). */
export function setBackButtonVisible(visible: boolean): boolean {
  if (!isBackButtonMounted()) return false;
  if (visible) showBackButton();
  else hideBackButton();
  return true;
}

/** Calls `goBack` on each press of Telegram's back button; returns the unsubscribe (a no-op if unmounted). */
export function onBackButton(goBack: () => void): () => void {
  if (!isBackButtonMounted()) return () => undefined;
  return onBackButtonClick(goBack);
}

// ---- Main button ----

export interface MainButtonParams {
  text: string;
  enabled: boolean;
  busy: boolean;
}

/** Whether this client has Telegram's main button (mounting it on first use). */
export function canUseMainButton(): boolean {
  if (isMainButtonMounted()) return true;
  if (!mountMainButton.isAvailable()) return false;
  mountMainButton();
  return isMainButtonMounted();
}

/** Shows Telegram's main button with `params`; the returned function hides it and drops the click handler. */
export function showMainButton(params: MainButtonParams, onClick: () => void): () => void {
  setMainButtonParams({ text: params.text, isEnabled: params.enabled && !params.busy, isLoaderVisible: params.busy, isVisible: true });
  const off = onMainButtonClick(onClick);
  return () => {
    off();
    setMainButtonParams({ isVisible: false, isLoaderVisible: false });
  };
}

// ---- Popups and links ----

type PopupOptions = Parameters<typeof openPopup>[0];

/** Telegram's native popup, resolving with the pressed button's id; null when this client has none. */
export function popup(options: PopupOptions): Promise<string | null> | null {
  if (!openPopup.isAvailable()) return null;
  // Telegram limits: title 64, message 256 characters.
  return openPopup({ ...options, title: options.title?.slice(0, 64), message: options.message.slice(0, 256) });
}

/** Opens a link through Telegram (Telegram links in Telegram, others in the in-app browser); false if this client cannot. */
export function openLinkInTelegram(url: string, isMessengerLink: boolean): boolean {
  if (isMessengerLink) {
    if (!openTelegramLink.isAvailable()) return false;
    openTelegramLink(url);
    return true;
  }
  if (!sdkOpenLink.isAvailable()) return false;
  sdkOpenLink(url);
  return true;
}

// ---- Haptics ----

/** A selection tick (a tab, a time, a date, a service) or the outcome of an action. */
export type HapticKind = 'select' | 'success' | 'error' | 'warning';

/** Telegram's haptic feedback; nothing on a client without it. */
export function haptic(kind: HapticKind): void {
  if (kind === 'select') {
    if (hapticFeedbackSelectionChanged.isAvailable()) hapticFeedbackSelectionChanged();
  } else if (hapticFeedbackNotificationOccurred.isAvailable()) {
    hapticFeedbackNotificationOccurred(kind);
  }
}

// ---- Payments ----

/** How Telegram reports a closed invoice (`invoice_closed`). */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

/** Opens an invoice link (createInvoiceLink's answer); null when this client cannot. */
export function openInvoice(url: string): Promise<InvoiceStatus> | null {
  if (!sdkOpenInvoice.isAvailable()) return null;
  return sdkOpenInvoice(url, 'url') as Promise<InvoiceStatus>;
}
