import { findLaunchQuery } from '../telegram/launch-params.lib';
import { maxLaunchParamsOf } from '../max/max-launch.lib';

/** Where the start-up found the page: Telegram's launch query, MAX's launch data, or neither (a plain browser). */
export type DetectedContainer =
  | { container: 'telegram'; query: string }
  | { container: 'max'; rawInitData: string; platform: string; version: string }
  | { container: 'web' };

/** What the page can read its launch from: its address, the address it was loaded at, and what this tab saved at an earlier start. */
export interface LaunchSources {
  href: string;
  navigation: string | undefined;
  /** The launch hash a Telegram start saved (`LAUNCH_HASH_KEY`). */
  savedTelegram: string | null;
  /** The raw init data a MAX start saved (`MAX_LAUNCH_KEY`, the key MAX's own script uses). */
  savedMax: string | null;
}

/**
 * The container from the first source that names one, in the order each messenger's own script
 * reads its launch: the page's address, then the address the page was loaded at (an in-app
 * navigation drops the fragment), then what this tab saved. In each source Telegram's launch
 * parameters (`tgWebAppData`) are looked for before MAX's (`WebAppData`), so a Telegram launch
 * reads exactly as before.
 */
export function detectContainer({ href, navigation, savedTelegram, savedMax }: LaunchSources): DetectedContainer {
  for (const url of [href, navigation]) {
    if (!url) continue;
    const query = findLaunchQuery([url]);
    if (query) return { container: 'telegram', query };
    const max = maxLaunchParamsOf(url);
    if (max) return { container: 'max', ...max };
  }
  const saved = findLaunchQuery([savedTelegram]);
  if (saved) return { container: 'telegram', query: saved };
  if (savedMax) return { container: 'max', rawInitData: savedMax, platform: '', version: '' };
  return { container: 'web' };
}
