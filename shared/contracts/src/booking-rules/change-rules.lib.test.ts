import { describe, expect, it } from 'vitest';
import {
  attendanceRefusal, attendanceRefusalMessage, cancelRefusalMessage, canCancel, canMove, cardChangeNote, changeRulesTexts, clientCancelRefusal, clientMoveRefusal,
  masterMayChange, moveRefusalMessage, plural,
} from './change-rules.lib';

const START = Date.parse('2026-12-03T14:00:00+03:00');
const H = 3_600_000;
const booking = (over: Partial<{ status: string; clientMoves: number }> = {}) => ({ status: 'confirmed', startsAt: START, clientMoves: 0, ...over });
const rules = (cancel_cutoff_hours: number, max_moves: number | null = 2) => ({ cancel_cutoff_hours, max_moves });

describe('a client’s cancel and move under the master’s rules', () => {
  it('cut-off 0: any time before the start; at the start it has started', () => {
    expect(clientCancelRefusal(booking(), rules(0), START - 1)).toBeNull();
    expect(clientCancelRefusal(booking(), rules(0), START)).toBe('started');
  });

  it('cut-off 3 h: refused from 3 h before the start on, allowed a moment earlier', () => {
    expect(canCancel(booking(), rules(3), START - 3 * H - 1)).toBe(true);
    expect(clientCancelRefusal(booking(), rules(3), START - 3 * H)).toBe('cutoff');
    expect(clientMoveRefusal(booking(), rules(3), START - H)).toBe('cutoff');
    expect(clientMoveRefusal(booking(), rules(3), new Date(START + H))).toBe('started');
  });

  it('moves: the count reached refuses a move but not a cancel; null has no limit', () => {
    expect(canMove(booking({ clientMoves: 1 }), rules(0, 2), START - H)).toBe(true);
    expect(clientMoveRefusal(booking({ clientMoves: 2 }), rules(0, 2), START - H)).toBe('moves');
    expect(canCancel(booking({ clientMoves: 2 }), rules(0, 2), START - H)).toBe(true);
    expect(canMove(booking({ clientMoves: 40 }), rules(0, null), START - H)).toBe(true);
  });

  it('a cancelled booking is neither cancelled nor moved again; the master may change an active one until it starts', () => {
    expect(clientMoveRefusal(booking({ status: 'cancelled' }), rules(0), START - 5 * H)).toBe('inactive');
    expect(masterMayChange({ status: 'confirmed', startsAt: new Date(START).toISOString() }, START - 1)).toBe(true);
    expect(masterMayChange({ status: 'confirmed', startsAt: START }, START)).toBe(false);
    expect(masterMayChange({ status: 'cancelled', startsAt: START }, START - H)).toBe(false);
  });
});

describe('the texts', () => {
  it('refusals name the rule', () => {
    expect(moveRefusalMessage('cutoff', rules(3))).toBe('Перенести запись можно не позднее чем за 3 ч до начала. Напишите мастеру.');
    expect(cancelRefusalMessage('cutoff', rules(24))).toBe('Отменить запись можно не позднее чем за 24 ч до начала. Напишите мастеру.');
    expect(moveRefusalMessage('moves', rules(0, 1))).toBe('Перенести запись можно только 1 раз. Напишите мастеру.');
    expect(moveRefusalMessage('moves', rules(0, 3))).toBe('Перенести запись можно только 3 раза. Напишите мастеру.');
    expect(cancelRefusalMessage('started', rules(0))).toBe('Прошедшую или уже начавшуюся запись отменить нельзя');
  });

  it('the rules read as the issue has them, with plural forms, and nothing where they are the defaults', () => {
    expect(changeRulesTexts(rules(0, 2))).toEqual([]);
    expect(changeRulesTexts(rules(0, null))).toEqual([]);
    expect(changeRulesTexts(rules(3, 1))).toEqual(['Отмена и перенос — не позднее чем за 3 ч до начала', 'Перенести запись можно 1 раз']);
    expect(changeRulesTexts(rules(0, 3))).toEqual(['Перенести запись можно 3 раза']);
    expect([1, 2, 5, 11, 21, 22, 25, 112].map((n) => plural(n, ['раз', 'раза', 'раз']))).toEqual(['раз', 'раза', 'раз', 'раз', 'раз', 'раза', 'раз', 'раз']);
  });

  it('a card says why it offers no cancel or move', () => {
    expect(cardChangeNote(booking(), rules(3), START - H)).toBe('Отменить или перенести запись можно не позднее чем за 3 ч до начала.');
    expect(cardChangeNote(booking({ clientMoves: 2 }), rules(0, 2), START - H)).toBe('Перенести запись можно только 2 раза.');
    expect(cardChangeNote(booking(), rules(3), START - 4 * H)).toBeNull();
    expect(cardChangeNote(booking(), rules(3), START + H)).toBeNull();
  });
});

describe('who came', () => {
  const past = { status: 'confirmed', startsAt: START, date: '2026-12-03' };
  it('after the start, within 7 days of the master’s today', () => {
    expect(attendanceRefusal(past, '2026-12-03', START - 1)).toBe('not_started');
    expect(attendanceRefusal(past, '2026-12-03', START)).toBeNull();
    expect(attendanceRefusal(past, '2026-12-10', START + 7 * 24 * H)).toBeNull();
    expect(attendanceRefusal(past, '2026-12-11', START + 8 * 24 * H)).toBe('too_old');
    expect(attendanceRefusal({ ...past, status: 'cancelled' }, '2026-12-04', START + H)).toBe('inactive');
    expect(attendanceRefusalMessage('too_old')).toBe('Отметить, пришёл ли клиент, можно в течение 7 дней');
  });
});
