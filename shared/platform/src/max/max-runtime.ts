import type { HapticKind, InvoiceStatus, MainButtonParams } from '../telegram/telegram-runtime';
import type { TelegramRuntime } from '../telegram/telegram.store';
import type { MaxBridge } from './max-bridge';

/** MAX's own links (a bot, a channel, a chat) open inside MAX; any other in its browser. */
const MAX_LINK = /^https:\/\/max\.ru\//;

/** MAX has one kind of haptic feedback, the impact: each of the app's kinds gets one of its styles. */
const IMPACT: Record<HapticKind, 'light' | 'medium' | 'heavy' | 'rigid' | 'soft'> = {
  select: 'light',
  success: 'medium',
  warning: 'rigid',
  error: 'heavy',
};

const ignoreFailure = (what: string) => (error: unknown) => console.error(`MAX ${what} failed`, error);

/**
 * The runtime the areas use through `telegramStore`, over MAX's bridge. MAX has no main button, no
 * native popups, no write-access question and no payments: those say "not here" (false or null),
 * so the areas use the page's own button and confirm, and the plans page says why it cannot pay.
 * `startTelegramSdk` (the name the store's interface gives the start) says the app is ready, once.
 */
export function maxRuntime(bridge: MaxBridge): TelegramRuntime {
  const connected = bridge.form !== 'none';
  let ready = false;
  let closingConfirmation: boolean | null = null;
  return {
    startTelegramSdk: () => {
      if (ready) return;
      ready = true;
      bridge.post('WebAppReady');
    },
    setClosingConfirmation: (enabled: boolean) => {
      // The forms' hook repeats itself on every change of any dirty form: MAX hears only changes.
      if (closingConfirmation === enabled) return;
      closingConfirmation = enabled;
      bridge.post('WebAppSetupClosingBehavior', { needConfirmation: enabled });
    },
    // MAX does not close the app on a vertical swipe.
    setVerticalSwipes: () => undefined,
    askWriteAccess: () => null,
    setBackButtonVisible: (visible: boolean) => {
      if (!connected) return false;
      bridge.post('WebAppSetupBackButton', { isVisible: visible });
      return true;
    },
    onBackButton: (goBack: () => void) => bridge.on('WebAppBackButtonPressed', () => goBack()),
    canUseMainButton: () => false,
    showMainButton: (_params: MainButtonParams, _onClick: () => void) => () => undefined,
    popup: () => null,
    openLinkInTelegram: (url: string) => {
      if (!connected) return false;
      bridge.post(MAX_LINK.test(url) ? 'WebAppOpenMaxLink' : 'WebAppOpenLink', { url });
      return true;
    },
    haptic: (kind: HapticKind) => {
      if (!connected) return;
      bridge.request('WebAppHapticFeedbackImpact', { impactStyle: IMPACT[kind], disableVibrationFallback: false }).catch(ignoreFailure('haptic feedback'));
    },
    openInvoice: (): Promise<InvoiceStatus> | null => null,
    // Without a client around the page (MAX's launch data in a plain tab) there is no sheet and no
    // download of MAX's: the callers fall back to copying the link and the browser's download.
    ...(connected && {
      shareLink: async (link: string, text: string) => {
        const answer = await bridge.request('WebAppShare', { text, link });
        return answer.status !== 'cancelled';
      },
      downloadFile: async (url: string, fileName: string) => {
        const answer = await bridge.request('WebAppDownloadFile', { url, file_name: fileName });
        return answer.status !== 'cancelled';
      },
    }),
  };
}
