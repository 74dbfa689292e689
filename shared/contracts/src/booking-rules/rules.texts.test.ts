import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PERIOD_TEXTS, periodRefusal } from '../analytics/period.lib';
import { SCHEMA_TEXTS } from '../schemas/schema-messages.lib';
import { ClientNoteSchema } from '../schemas/clients.schema';
import { WorkerProfilePatchSchema } from '../schemas/worker-profile.schema';
import { attendanceRefusalMessage, cancelRefusalMessage, cardChangeNote, changeRulesTexts, moveRefusalMessage } from './change-rules.lib';
import { RULES_TEXTS } from './rule-texts.lib';
import { validateDaySchedule } from './schedule.lib';
import { bookingRefusalMessage, clientShareRefusalMessage } from './slots.lib';
// Registers the English (without it, every language reads Russian: see the last test).
import '../english';

const CYRILLIC = /[\u0400-\u04FF]/;
const leaves = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : typeof node === 'function' ? [String((node as (...a: unknown[]) => unknown)(3, 3))] : Object.values(node as object).flatMap(leaves);

describe('the contracts’ words in each language', () => {
  it('English has every text and no Russian of its own', () => {
    for (const [ru, en] of [[RULES_TEXTS.ru, RULES_TEXTS.en], [SCHEMA_TEXTS.ru, SCHEMA_TEXTS.en], [PERIOD_TEXTS.ru, PERIOD_TEXTS.en]] as const) {
      expect(leaves(en).length).toBe(leaves(ru).length);
      for (const text of leaves(en)) expect(text).not.toMatch(CYRILLIC);
    }
  });

  it('the sentence builders take a language, Russian by default', () => {
    const rules = { cancel_cutoff_hours: 3, max_moves: 1 };
    expect(bookingRefusalMessage('too_soon', 16 * 60, 'en')).toBe('It’s too late to book this time: today you can book from 16:00.');
    expect(clientShareRefusalMessage(3, 'en')).toBe('You can have at most 3 upcoming bookings with this specialist.');
    expect(cancelRefusalMessage('cutoff', rules, 'en')).toBe('Bookings can be cancelled at least 3 h before the start. Please message your specialist.');
    expect(moveRefusalMessage('moves', { ...rules, max_moves: 2 }, 'en')).toBe('A booking can only be rescheduled twice. Please message your specialist.');
    expect(changeRulesTexts(rules, 'en')).toEqual(['Cancel or reschedule at least 3 h before the start', 'A booking can be rescheduled once']);
    expect(cardChangeNote({ status: 'confirmed', startsAt: 10_000_000, clientMoves: 0 }, rules, 10_000_000 - 3_600_000, 'en')).toBe('Bookings can be cancelled or rescheduled at least 3 h before the start.');
    expect(attendanceRefusalMessage('too_old', 'en')).toBe('You can mark whether the client came within 7 days');
    expect(validateDaySchedule([], [], 'en')).toBe('Add your working hours');
    expect(validateDaySchedule([], [])).toBe('Добавьте рабочее время');
    expect(periodRefusal('2026-01-02', '2026-01-01', 'en')).toEqual({ field: 'to', reason: 'reversed', message: 'The period ends before it starts' });
  });

  it('the schemas’ messages follow valibot’s lang, Russian when none is set', () => {
    const bad = { telegram_id: 1, place_contacts: { phone: '12' } };
    expect(v.safeParse(WorkerProfilePatchSchema, bad).issues?.[0]?.message).toBe('Формат: +7 (999) 999-99-99');
    expect(v.safeParse(WorkerProfilePatchSchema, bad, { lang: 'en' }).issues?.[0]?.message).toBe('Format: +7 (999) 999-99-99');
    expect(v.safeParse(WorkerProfilePatchSchema, bad, { lang: 'de' }).issues?.[0]?.message).toBe('Формат: +7 (999) 999-99-99');
    expect(v.safeParse(ClientNoteSchema, { note: 'x'.repeat(2001) }, { lang: 'en' }).issues?.[0]?.message).toBe('A note can be at most 2000 characters');
    expect(v.safeParse(ClientNoteSchema, { note: 'x'.repeat(2001) }).issues?.[0]?.message).toBe('Заметка — не больше 2000 символов');
  });

  it('a bundle that has not imported the English reads Russian in every language, never nothing', async () => {
    const { textsIn } = await import('../catalogue');
    expect(textsIn({ ru: { a: 'а' } }, 'en')).toEqual({ a: 'а' });
  });
});
