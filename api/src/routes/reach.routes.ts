import type { FastifyInstance } from 'fastify';
import type { Bot } from 'grammy';
import { ops } from '@booking/contracts/reach';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { invalid } from '../domain/errors';
import { route } from '../plugins/operation-route';
import { getAutoreply, setAutoreply } from '../services/business-autoreply.service';
import { getClientSms, setClientSms } from '../services/client-sms.service';
import { answerHomeScreen, getHomeScreen } from '../services/home-screen.service';
import { prepareShareCard } from '../services/share-card.service';
import { cardGateway } from '../telegram/cards';
import { bookingIcs, calendarFeed, createIcsLink, getCalendarUrl, renewCalendarUrl } from '../services/calendar.service';

const ICS = 'text/calendar; charset=utf-8';

/** The master's own chat answering with free times (Telegram Business), the card to share, calendar feeds, the home screen. */
export async function reachRoutes(app: FastifyInstance, { db, config, bot }: { db: Database; config: Config; bot: Bot }) {
  route(app, ops.getBusinessAutoreply, async (req) => getAutoreply(db, req.caller.id, req.params.id));
  route(app, ops.setBusinessAutoreply, async (req) => setAutoreply(db, req.caller.id, req.params.id, req.body.enabled));

  route(app, ops.getClientSms, async (req) => getClientSms(db, req.caller.id, req.params.id));
  route(app, ops.setClientSms, async (req) => setClientSms(db, req.caller.id, req.params.id, req.body.enabled));

  const cards = cardGateway(bot);
  route(app, ops.createShareCard, async (req) => prepareShareCard(db, cards, config, req.caller.id, req.params.id));

  route(app, ops.getCalendarFeed, async (req) => getCalendarUrl(db, config, req.caller.id, req.params.id));
  route(app, ops.renewCalendarToken, async (req) => renewCalendarUrl(db, config, req.caller.id, req.params.id));
  // No init data (public): calendar apps fetch it; the token is the secret.
  route(app, ops.calendarFeed, async (req, reply) => {
    const ifNoneMatch = req.headers['if-none-match'];
    const feed = await calendarFeed(db, config, req.params.token, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    reply.header('etag', feed.etag).header('cache-control', 'private, no-cache');
    if (feed.body === null) return reply.code(304).send();
    return reply.type(ICS).send(feed.body);
  });
  route(app, ops.bookingIcs, async (req, reply) => {
    const { sig, expires } = req.query;
    if (sig !== undefined && expires === undefined) throw invalid('link.no_expiry', 'expires');
    const who = sig !== undefined ? { sig, expires: Number(expires) } : { callerId: req.caller.id };
    const body = await bookingIcs(db, config, req.params.id, who);
    return reply.type(ICS).header('content-disposition', `attachment; filename="booking-${req.params.id}.ics"`).header('cache-control', 'private, no-store').send(body);
  });
  route(app, ops.createBookingIcsLink, async (req) => createIcsLink(db, config, req.caller.id, req.params.id));

  route(app, ops.getHomeScreen, async (req) => getHomeScreen(db, req.caller.id));
  route(app, ops.answerHomeScreen, async (req) => answerHomeScreen(db, req.caller.id, req.body.answer));
}
