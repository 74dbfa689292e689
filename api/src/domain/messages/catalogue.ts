import type { MessageKey, MessageParams, PlaceLine, Slot } from './message';

/** The buttons' words (the addresses they open are the message's parameters). */
export type ButtonKey = 'myBookings' | 'openBookings' | 'plans' | 'reschedule' | 'chooseTime' | 'openCabinet' | 'openApp' | 'book' | 'waitlist' | 'sharePhone';

export type LeadUnit = 'day' | 'hour' | 'minute';

/** A word's forms by the language's plural categories (Intl.PluralRules); `other` where a category has none. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** What a catalogue's texts are written with: the language's dates, prices and plurals (render.ts makes them). */
export interface Formats {
  /** '1 декабря, вт' / '1 December, Tue'. */
  date(date: string): string;
  /** The date and the time range: '1 декабря, вт, 14:00–15:30'. */
  when(slot: Slot): string;
  /** The place and its address: 'Лайм на Тверской, Москва, Тверская ул., 12'. */
  where(place: PlaceLine): string;
  /** '1 500 ₽' / '1,500 ₽' (no-break spaces, as the app writes prices). */
  price(amount: number): string;
  /** How long before the start a reminder goes: 'через 2 часа' / 'in 2 hours'. */
  lead(minutes: number): string;
}

/**
 * One language's words for every message of the bot (ru.ts, en.ts): a catalogue that misses a key
 * fails the type check.
 */
export interface Catalogue {
  /** The Intl locale its dates, numbers and plurals are made with. */
  locale: string;
  texts: { [K in MessageKey]: (p: MessageParams[K], f: Formats) => string };
  buttons: Record<ButtonKey, string>;
  /** The lead's unit words, and the phrase around the count and word ('через 2 часа'). */
  units: Record<LeadUnit, PluralForms>;
  lead: (countAndUnit: string) => string;
}
