// The part of the Telegram SDK for reaching clients: sharing a prepared message, downloading a file, the home
// screen. Its own chunk, loaded on the first press (reach.ts), so no cold start carries it.
import {
  addToHomeScreen as sdkAddToHomeScreen,
  checkHomeScreenStatus,
  downloadFile as sdkDownloadFile,
  offAddToHomeScreenFailed,
  offAddedToHomeScreen,
  onAddToHomeScreenFailed,
  onAddedToHomeScreen,
  shareMessage as sdkShareMessage,
} from '@telegram-apps/sdk';

/** How Telegram's share sheet for a prepared message ended. */
export type ShareOutcome = 'sent' | 'expired' | 'cancelled' | 'failed';

/** What Telegram's prepared_message_failed error says, as the app acts on it (an expired message is prepared again). */
export function shareOutcomeOf(error: unknown): ShareOutcome {
  const text = String((error as { message?: unknown } | null)?.message ?? error);
  if (/EXPIRED|MESSAGE_NOT_FOUND|INVALID/i.test(text)) return 'expired';
  if (/DECLINED|CANCEL/i.test(text)) return 'cancelled';
  return 'failed';
}

/** Whether this client has the share sheet for prepared messages (Mini Apps 8.0+). */
export const canShareMessage = (): boolean => sdkShareMessage.isAvailable();

/** Opens Telegram's share sheet for a prepared inline message (savePreparedInlineMessage's id); null when this client cannot. */
export function shareMessage(id: string): Promise<ShareOutcome> | null {
  if (!sdkShareMessage.isAvailable()) return null;
  return Promise.resolve(sdkShareMessage(id)).then(() => 'sent' as const, shareOutcomeOf);
}

/** Asks Telegram to download `url` as `fileName`: true once it downloads, false when the user said no; null when this client cannot. */
export function downloadFile(url: string, fileName: string): Promise<boolean> | null {
  if (!sdkDownloadFile.isAvailable()) return null;
  return Promise.resolve(sdkDownloadFile(url, fileName)).then(() => true, () => false);
}

export type HomeScreenStatus = 'unsupported' | 'unknown' | 'added' | 'missing';

/** Whether the app is on the device's home screen; null when this client cannot tell. */
export function homeScreenStatus(): Promise<HomeScreenStatus> | null {
  if (!checkHomeScreenStatus.isAvailable()) return null;
  return Promise.resolve(checkHomeScreenStatus()).then((s) => (['unsupported', 'added', 'missing'].includes(s) ? s : 'unknown') as HomeScreenStatus, () => 'unknown' as const);
}

/** How long the app waits for Telegram to say whether the app was added (a device that cannot tell says nothing). */
export const HOME_SCREEN_ANSWER_MS = 15_000;

/**
 * Telegram's question to add the app to the home screen: 'added' or 'refused' as Telegram reports
 * it, 'unknown' when it says nothing in time; null when this client cannot ask.
 */
export function addToHomeScreen(waitMs = HOME_SCREEN_ANSWER_MS): Promise<'added' | 'refused' | 'unknown'> | null {
  if (!sdkAddToHomeScreen.isAvailable()) return null;
  return new Promise((resolve) => {
    const done = (answer: 'added' | 'refused' | 'unknown') => {
      clearTimeout(timer);
      if (onAddedToHomeScreen.isAvailable()) offAddedToHomeScreen(added);
      if (onAddToHomeScreenFailed.isAvailable()) offAddToHomeScreenFailed(failed);
      resolve(answer);
    };
    const added = () => done('added');
    const failed = () => done('refused');
    const timer = setTimeout(() => done('unknown'), waitMs);
    if (onAddedToHomeScreen.isAvailable()) onAddedToHomeScreen(added);
    if (onAddToHomeScreenFailed.isAvailable()) onAddToHomeScreenFailed(failed);
    sdkAddToHomeScreen();
  });
}
