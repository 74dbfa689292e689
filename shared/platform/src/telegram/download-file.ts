import { webConfig } from '../lib/config';
import { isInsideTelegram } from './launch-params.lib';
import { whenTelegramSettled } from './telegram.store';

/** An address relative to the API base (as the contracts' `urlFor` and the server's signed links write it), made absolute. */
export function apiUrl(relative: string): string {
  const base = new URL(webConfig.apiBaseUrl.replace(/\/?$/, '/'), globalThis.location?.origin ?? 'http://localhost');
  return new URL(relative.replace(/^\//, ''), base).toString();
}

/**
 * Downloads a file the server serves at `url` without init data (a signed address): inside Telegram
 * through Telegram's download prompt (`downloadFile`, Mini Apps 8.0), elsewhere, or on an older
 * client, as an ordinary download of the page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const absolute = apiUrl(url);
  if (isInsideTelegram()) {
    const runtime = await whenTelegramSettled();
    const asked = runtime?.requestFileDownload(absolute, fileName);
    if (asked) return asked;
  }
  const link = document.createElement('a');
  link.href = absolute;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
