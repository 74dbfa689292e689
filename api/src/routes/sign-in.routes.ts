import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ops } from '@booking/contracts';
import type { Me } from '@booking/contracts/schemas';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { API_HEADERS } from '@booking/contracts/names';
import { assertFromTheApp, callerOfMax, clearSessionCookie, sessionPerson, sessionToken, setSessionCookie } from '../plugins/auth.plugin';
import { verifyInitData } from '../auth/init-data';
import { nowSeconds } from '../domain/clock';
import { disabled, unauthenticated } from '../domain/errors';
import { languageOfAcceptLanguage } from '../domain/accept-language';
import { endSession, linkPhone, person, requestCode, signInWithCode, type SignInDeps } from '../services/sign-in.service';
import type { SmsSender } from '../sms/sms';

/**
 * Who the caller is, and sign-in by phone (docs/product.md, Sign-in outside the messengers). These
 * routes are public: each reads the caller itself, with the same rules as the auth plugin.
 */
export async function signInRoutes(app: FastifyInstance, { db, config, sms }: { db: Database; config: Config; sms: SmsSender | null }) {
  const deps: SignInDeps | null = config.webSignIn && sms ? { db, sms, countries: config.smsCountries } : null;
  const meOf = (p: Me['person']): Me => ({ person: p, web_sign_in: deps !== null, demo: config.demo });

  route(app, ops.getMe, async (req) => {
    const header = req.headers['x-telegram-init-data'];
    if (header !== undefined) {
      const result = verifyInitData(typeof header === 'string' ? header : undefined, config.botToken, config.initDataMaxAge, nowSeconds());
      if (!result.ok) throw unauthenticated('auth.unauthenticated', { reason: result.reason });
      const row = await person(db, result.user.id).catch(() => null);
      return meOf({ id: result.user.id, first_name: row?.first_name ?? result.user.first_name, last_name: row?.last_name ?? result.user.last_name ?? null, phone: row?.phone ?? null, way: 'telegram' });
    }
    const maxHeader = req.headers[API_HEADERS.maxInitData.toLowerCase()];
    if (maxHeader !== undefined) {
      const caller = await callerOfMax(db, config, typeof maxHeader === 'string' ? maxHeader : undefined);
      const row = await person(db, caller.id);
      return meOf({ id: row.id, first_name: row.first_name, last_name: row.last_name, phone: row.phone, way: 'max' });
    }
    const token = sessionToken(req);
    if (!token) return meOf(null);
    assertFromTheApp(req, config.publicOrigin);
    const caller = await sessionPerson(db, token);
    if (!caller) return meOf(null);
    const row = await person(db, caller.id);
    return meOf({ id: row.id, first_name: row.first_name, last_name: row.last_name, phone: row.phone, way: 'phone' });
  });

  const needsSignIn = (req: FastifyRequest): SignInDeps => {
    assertFromTheApp(req, config.publicOrigin);
    if (!deps) throw disabled('auth.web_sign_in_off');
    return deps;
  };

  route(app, ops.requestSignInCode, async (req) =>
    requestCode(needsSignIn(req), req.body, req.ip, languageOfAcceptLanguage(req.headers['accept-language'])));

  route(app, ops.signIn, async (req, reply) => {
    const { token, person: p } = await signInWithCode(needsSignIn(req), req.body);
    setSessionCookie(req, reply, token);
    return meOf({ id: p.id, first_name: p.first_name, last_name: p.last_name, phone: p.phone, way: 'phone' });
  });

  route(app, ops.signOut, async (req, reply) => {
    assertFromTheApp(req, config.publicOrigin);
    const token = sessionToken(req);
    if (token) await endSession(db, token);
    clearSessionCookie(req, reply);
    return { signed_out: true as const };
  });

  // Needs a person (the auth plugin's rules): Telegram's init data, or a session.
  route(app, ops.linkPhone, async (req) => {
    if (!deps) throw disabled('auth.web_sign_in_off');
    const { person: p, joinedBookings } = await linkPhone(deps, req.caller.id, req.body, req.way);
    return { person: { id: p.id, first_name: p.first_name, last_name: p.last_name, phone: p.phone, way: req.way === 'max' || req.way === 'phone' ? req.way : 'telegram' }, joined_bookings: joinedBookings };
  });
}
