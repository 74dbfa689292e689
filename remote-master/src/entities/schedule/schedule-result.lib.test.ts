// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { failedDatesOf, failureText, humanDates, multiResultText } from './schedule-result.lib';

describe('multi-date result sentences (docs/product.md, Messages and errors)', () => {
  it('all dates done: the count', () => {
    expect(multiResultText({ kind: 'created', total: 5, failedDates: [] })).toBe('Расписание создано для 5 дат!');
    expect(multiResultText({ kind: 'deleted', total: 3, failedDates: [] })).toBe('Расписание удалено для 3 дат!');
  });

  it('one date with bookings', () => {
    expect(multiResultText({ kind: 'created', total: 5, failedDates: ['2026-11-25'] }, 2026)).toBe(
      'Расписание создано для всех дат, кроме 25 ноября - записаны клиенты!',
    );
  });

  it('two dates, in date order, joined with "и"', () => {
    expect(multiResultText({ kind: 'deleted', total: 4, failedDates: ['2026-12-01', '2026-11-25'] }, 2026)).toBe(
      'Расписание удалено для всех дат, кроме 25 ноября и 1 декабря - записаны клиенты!',
    );
  });

  it('many dates: commas, then "и"; another year names its year', () => {
    expect(multiResultText({ kind: 'created', total: 6, failedDates: ['2026-11-25', '2026-11-27', '2027-01-02'] }, 2026)).toBe(
      'Расписание создано для всех дат, кроме 25 ноября, 27 ноября и 2 января 2027 - записаны клиенты!',
    );
    expect(humanDates(['2026-03-08'], 2026)).toBe('8 марта');
  });

  it('reads failed_dates from an answer, none when absent', () => {
    expect(failedDatesOf({ failed_dates: ['2026-11-25'] })).toEqual(['2026-11-25']);
    expect(failedDatesOf({ deleted_dates: [] })).toEqual([]);
    expect(failedDatesOf(null)).toEqual([]);
  });
});

describe('failure text (docs/product.md, Messages and errors)', () => {
  const httpError = (body: string) => {
    const request = new Request('http://x/api/timetable/');
    return new HTTPError(new Response(body, { status: 409, headers: { 'content-type': 'application/json' } }), request, {} as never);
  };

  it("the server's message first", async () => {
    expect(await failureText(httpError('{"error":"Расписание на эту дату уже есть"}'), 'Не удалось создать расписание')).toBe('Расписание на эту дату уже есть');
  });

  it("else the error's message, else the default", async () => {
    expect(await failureText(new Error('Network down'), 'Не удалось создать расписание')).toBe('Network down');
    expect(await failureText(new Error(''), 'Не удалось удалить расписание')).toBe('Не удалось удалить расписание');
    expect(await failureText('nope', 'Не удалось вставить расписание')).toBe('Не удалось вставить расписание');
  });
});
