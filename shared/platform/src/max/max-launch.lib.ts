import * as v from 'valibot';
import type { MaxLaunchData, MaxUser } from '../session/session.store';
import { launchQueryOf, userOfInitData } from '../telegram/launch-params.lib';

/** Launch parameter names as MAX puts them in the URL fragment. */
export const MAX_LP = {
  initData: 'WebAppData',
  platform: 'WebAppPlatform',
  version: 'WebAppVersion',
} as const;

/** A MAX user as the init data carries it; MAX sends null for a field the user has not filled. */
const MaxUserSchema = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.nullish(v.string()),
  username: v.nullish(v.string()),
  language_code: v.nullish(v.string()),
  photo_url: v.nullish(v.string()),
});


/** MAX's launch parameters in a URL (its fragment, or the query of a client that puts them there); null without `WebAppData`. */
export function maxLaunchParamsOf(url: string): { rawInitData: string; platform: string; version: string } | null {
  // Read as Telegram's are: everything after the first `?` or `#`, later ones as `&`.
  const params = new URLSearchParams(launchQueryOf(url));
  const rawInitData = params.get(MAX_LP.initData);
  if (!rawInitData) return null;
  return { rawInitData, platform: params.get(MAX_LP.platform) ?? '', version: params.get(MAX_LP.version) ?? '' };
}

/**
 * Reads MAX's init data (the URL-decoded `WebAppData`: a query string of `query_id`, `auth_date`,
 * `hash`, `user` as JSON, maybe `start_param` and `chat`). Only its shape is checked: the server
 * checks the signature. Throws an Error saying what is wrong.
 */
export function parseMaxInitData(rawInitData: string, platform = '', version = ''): MaxLaunchData {
  const initData = new URLSearchParams(rawInitData);
  if (!/^\d+$/.test(initData.get('auth_date') ?? '')) throw new Error('MAX launch data: no auth_date');
  if (!initData.get('hash')) throw new Error('MAX launch data: no hash');
  const user: MaxUser | null = userOfInitData(initData, MaxUserSchema, 'MAX launch data: the user');
  return { rawInitData, user, platform, version, startParam: initData.get('start_param') || null };
}
