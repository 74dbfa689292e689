import { webConfig } from '../lib/config';
import { isInsideTelegram } from './launch-params.lib';
import { telegramStore, whenTelegramSettled } from './telegram.store';
import type { HomeScreenStatus, ShareOutcome } from './reach-runtime';

export type { HomeScreenStatus, ShareOutcome };

/**
 * Telegram's share sheet, file download and home screen, for the areas. Each works only
 * inside a Telegram client that has it, once the SDK has started; the SDK's code for them loads on
 * first use. Null means "not here": the caller falls back (copy the link, a plain download).
 */
async function reachRuntime() {
  if (!isInsideTelegram()) return null;
  const started = await whenTelegramSettled();
  return started ? import('./reach-runtime') : null;
}

/** Shares a prepared inline message (POST …/share-card's id) through Telegram's sheet; null outside Telegram or on a client too old for it. */
export async function shareMessage(id: string): Promise<ShareOutcome | null> {
  return (await reachRuntime())?.shareMessage(id) ?? null;
}

/** Whether {@link shareMessage} can open Telegram's sheet here (else the app copies the link instead). */
export async function canShareMessage(): Promise<boolean> {
  const runtime = await reachRuntime();
  return runtime !== null && runtime.canShareMessage();
}

/**
 * Shares a link with a line of text through the messenger's own sheet where it takes a link (MAX's
 * `WebAppShare`): true once shown, false when the user said no; null where there is none (Telegram
 * shares a prepared message instead, {@link shareMessage}; a browser copies the link).
 */
export async function shareLink(link: string, text: string): Promise<boolean | null> {
  const share = telegramStore.getState().runtime?.shareLink;
  if (!share) return null;
  return share(link, text).catch((error: unknown) => {
    console.error('Share failed', error);
    return false;
  });
}

/** An address relative to the API base (as the server's signed links for the CSV write it) made absolute; an absolute one as it is. */
function apiUrl(url: string): string {
  const base = new URL(webConfig.apiBaseUrl.replace(/\/?$/, '/'), globalThis.location?.origin ?? 'http://localhost');
  return new URL(url.replace(/^\//, ''), base).toString();
}

/**
 * Downloads a file (a signed address, relative to the API base or absolute): inside Telegram through its `downloadFile`, inside MAX through
 * its `WebAppDownloadFile` (true: downloading, false: the user said no); elsewhere, or on an older client, the browser's download of a link (true).
 */
export async function downloadFile(url: string, fileName: string): Promise<boolean> {
  const absolute = apiUrl(url);
  // MAX's runtime is in the store from the start; a webview there may not download a link's file.
  const other = telegramStore.getState().runtime?.downloadFile;
  if (other) {
    return other(absolute, fileName).catch((error: unknown) => {
      console.error('Download failed', error);
      return false;
    });
  }
  const inTelegram = (await reachRuntime())?.downloadFile(absolute, fileName);
  if (inTelegram) return inTelegram;
  const link = document.createElement('a');
  link.href = absolute;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}

/** Whether the app is on the home screen ('missing': it may be offered); null outside Telegram or on a client that cannot tell. */
export async function homeScreenStatus(): Promise<HomeScreenStatus | null> {
  return (await reachRuntime())?.homeScreenStatus() ?? null;
}

/** Telegram's question to add the app to the home screen; null where it cannot be asked. */
export async function addToHomeScreen(): Promise<'added' | 'refused' | 'unknown' | null> {
  return (await reachRuntime())?.addToHomeScreen() ?? null;
}
