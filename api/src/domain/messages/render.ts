import type { Language } from '@booking/contracts/schemas';
import type { ButtonKey, Catalogue, Formats } from './catalogue';
import { en } from './en';
import type { MessageKey, MessageParams } from './message';
import { ru } from './ru';

/**
 * A message of the outbox (its key and parameters) in words: the text and the buttons in a
 * language's catalogue, with that language's dates, prices and plurals. The runner calls it when the
 * message goes (services/outbox-runner.ts), with the recipient's language at that moment.
 */

export const CATALOGUES: Record<Language, Catalogue> = { ru, en };

export interface InlineButton { text: string; url: string }

/** The place of MAX's request_contact button among a message's buttons (only the MAX bot's messages have it). */
export const MAX_CONTACT_BUTTON = 'max:request_contact';
export interface Rendered {
  text: string;
  replyMarkup: { inline_keyboard: InlineButton[][] };
}

type Label = (key: ButtonKey) => string;

/** Each message's buttons: the rows, in the words of `label`, with the addresses of its parameters. */
const KEYBOARDS: { [K in MessageKey]: (p: MessageParams[K], label: Label, f: Formats) => InlineButton[][] } = {
  booking_new: (p, label) => [[{ text: label('openBookings'), url: p.dayUrl }]],
  booking_confirmed: (p, label) => [[{ text: label('myBookings'), url: p.bookingsUrl }]],
  booking_cancelled_by_client: (p, label) => [[{ text: label('openBookings'), url: p.dayUrl }]],
  booking_cancelled_by_master: (p, label) => [[{ text: label('myBookings'), url: p.bookingsUrl }]],
  booking_moved_by_client: (p, label) => [[{ text: label('openBookings'), url: p.dayUrl }]],
  booking_moved_by_master: (p, label) => [[{ text: label('myBookings'), url: p.bookingsUrl }]],
  // A reminder before the master's cut-off offers the move screen beside the list.
  reminder: (p, label) => [[{ text: label('myBookings'), url: p.bookingsUrl }, ...(p.moveUrl ? [{ text: label('reschedule'), url: p.moveUrl }] : [])]],
  waitlist_freed: (p, label) => [[{ text: label('chooseTime'), url: p.slotsUrl }]],
  deposit_released: (p, label) => [[{ text: label('myBookings'), url: p.bookingsUrl }]],
  deposit_late_refund: (p, label) => [[{ text: label('myBookings'), url: p.bookingsUrl }]],
  deposit_no_shop: (p, label) => [[{ text: label('openBookings'), url: p.dayUrl }]],
  plan_pay_reminder: (p, label) => [[{ text: label('plans'), url: p.plansUrl }]],
  plan_renewal_failed: (p, label) => [[{ text: label('plans'), url: p.plansUrl }]],
  start: (p, label) => [[{ text: label(p.master ? 'openCabinet' : 'openApp'), url: p.appUrl }]],
  // MAX_CONTACT_BUTTON is no address: MAX's sender makes it MAX's request_contact button (max/max-bot.ts).
  max_start: (p, label) => [[{ text: label(p.master ? 'openCabinet' : 'openApp'), url: p.appUrl }], [{ text: label('sharePhone'), url: MAX_CONTACT_BUTTON }]],
  max_phone: () => [],
  // URL buttons, one a row: web_app buttons are not allowed in business messages.
  business_reply: (p, label, f) => [
    ...(p.times.length > 0
      ? p.times.map((t) => [{ text: `${f.date(t.date)}, ${t.time.slice(0, 5)}`, url: t.url }])
      : p.waitlistUrl ? [[{ text: label('waitlist'), url: p.waitlistUrl }]] : []),
    [{ text: label('book'), url: p.bookUrl }],
  ],
};

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(KEYBOARDS, key);

/**
 * A language's formats, made once per language: building an Intl formatter costs far more than
 * formatting with it (made per message, they were most of a booking batch's CPU).
 */
function formatsOf(c: Catalogue): Formats {
  const dayMonth = new Intl.DateTimeFormat(c.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(c.locale, { weekday: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(c.locale);
  const plural = new Intl.PluralRules(c.locale);
  const count = (n: number, unit: keyof Catalogue['units']) => {
    const forms = c.units[unit];
    return `${n} ${forms[plural.select(n)] ?? forms.other}`;
  };
  const date = (d: string) => {
    const at = new Date(`${d}T00:00:00Z`);
    return `${dayMonth.format(at)}, ${weekday.format(at)}`;
  };
  return {
    date,
    when: (s) => `${date(s.date)}, ${s.start}–${s.end}`,
    where: (p) => (p.address ? `${p.name}, ${p.address}` : p.name),
    price: (amount) => `${number.format(amount).replace(/\s/g, '\u00a0')}\u00a0₽`,
    lead: (minutes) => c.lead(minutes % 1440 === 0 ? count(minutes / 1440, 'day') : minutes % 60 === 0 ? count(minutes / 60, 'hour') : count(minutes, 'minute')),
  };
}

export const FORMATS: Record<Language, Formats> = { ru: formatsOf(ru), en: formatsOf(en) };

/** The message `key` with `params` in `language`; throws for a key this version does not know. */
export function renderMessage(key: string, params: unknown, language: Language): Rendered {
  if (!isMessageKey(key)) throw new Error(`no message '${key}' in the catalogues`);
  return renderKnown(key, params as MessageParams[typeof key], language);
}

function renderKnown<K extends MessageKey>(key: K, params: MessageParams[K], language: Language): Rendered {
  const c = CATALOGUES[language];
  const f = FORMATS[language];
  const text = (c.texts[key] as (p: MessageParams[K], f: Formats) => string)(params, f);
  const keyboard = (KEYBOARDS[key] as (p: MessageParams[K], label: Label, f: Formats) => InlineButton[][])(params, (b) => c.buttons[b], f);
  return { text, replyMarkup: { inline_keyboard: keyboard } };
}

/** The language code a message carries for a recipient the server does not know (a business reply's client). */
export function messageLanguageCode(params: unknown): string | null {
  const code = (params as { languageCode?: unknown } | null)?.languageCode;
  return typeof code === 'string' ? code : null;
}
