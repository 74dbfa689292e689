import type { Config } from '../../config';
import { ageProblem, verifyInitData, type InitDataResult, type InitDataUser } from '../../auth/init-data';

/** Checks a request's raw init data at `nowSeconds`: the caller, or why not. */
export type InitDataCheck = (raw: string | undefined, nowSeconds: number) => InitDataResult;

/**
 * Fast: verifyInitData for one bot token, remembering the init data it has accepted (the most recent
 * `capacity` strings): a Mini App sends the same init data with every request of a session, so the
 * HMAC and the parsing are done once per session instead of once per request. Only the exact string
 * that passed is remembered; its age is checked again on every call, so it still expires on time.
 * Plain (SPEED_PLAIN=init-data-memory): every call checks in full.
 */
export function initDataCheck(config: Pick<Config, 'plain' | 'botToken' | 'initDataMaxAge'>, capacity = 10_000): InitDataCheck {
  const { botToken, initDataMaxAge: maxAge } = config;
  if (config.plain.has('init-data-memory')) return (raw, nowSeconds) => verifyInitData(raw, botToken, maxAge, nowSeconds);
  const accepted = new Map<string, { user: InitDataUser; authDate: number }>();
  return (raw, nowSeconds) => {
    const known = raw ? accepted.get(raw) : undefined;
    if (known) {
      const tooOld = ageProblem(known.authDate, nowSeconds, maxAge);
      if (tooOld) {
        accepted.delete(raw!);
        return { ok: false, reason: tooOld };
      }
      return { ok: true, user: known.user, authDate: known.authDate };
    }
    const result = verifyInitData(raw, botToken, maxAge, nowSeconds);
    if (result.ok) {
      if (accepted.size >= capacity) accepted.delete(accepted.keys().next().value!);
      accepted.set(raw!, { user: Object.freeze(result.user), authDate: result.authDate });
    }
    return result;
  };
}
