/** The sentences a schedule change ends with (docs/product.md, Messages and errors), and the failure text of a call. */
import { isHTTPError } from 'ky';
import * as v from 'valibot';
import { currentLanguage, dayjs, intlLocale } from '@booking/platform';
import { scheduleTexts as t } from './schedule.texts';

/** '25 ноября' (the year only when it is not `currentYear`), in the page's language ('25 November'). */
export function humanDate(date: string, currentYear = dayjs().year()): string {
  const d = dayjs(date).locale(currentLanguage());
  return d.format(d.year() === currentYear ? 'D MMMM' : 'D MMMM YYYY');
}

/** Dates for people, in date order: '25 ноября', '25 ноября и 27 ноября', '25 ноября, 26 ноября и 27 ноября'. */
export function humanDates(dates: readonly string[], currentYear?: number): string {
  const list = [...dates].sort().map((d) => humanDate(d, currentYear));
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(list);
}

export interface MultiResult {
  kind: 'created' | 'deleted';
  /** How many dates were asked for. */
  total: number;
  failedDates: readonly string[];
}

/** 'Расписание создано для N дат!' or, when some dates had bookings, the 'кроме {dates}' sentence. */
export function multiResultText({ kind, total, failedDates }: MultiResult, currentYear?: number): string {
  if (failedDates.length === 0) return kind === 'created' ? t.createdMany(total) : t.deletedMany(total);
  const dates = humanDates(failedDates, currentYear);
  return kind === 'created' ? t.createdExcept(dates) : t.deletedExcept(dates);
}

const FailedDates = v.object({ failed_dates: v.optional(v.array(v.string()), []) });
/** `failed_dates` of a multi-date answer (absent means none failed). */
export const failedDatesOf = (answer: unknown): string[] => {
  const parsed = v.safeParse(FailedDates, answer);
  return parsed.success ? parsed.output.failed_dates : [];
};

/** The server's message, else the error's own message, else the default text (docs/product.md, Messages and errors). */
export async function failureText(error: unknown, fallback: string): Promise<string> {
  if (isHTTPError(error)) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
