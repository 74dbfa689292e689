import { texts } from '../../shared/texts';
import { browserTimeZone, formatOffset, masterOffsetHours } from './timezone-warning.lib';

/** 'Важно! Мастер находится в другом городе!' with the offset, when the zones differ (docs/product.md, Booking rules). */
export function TimezoneWarning({ masterZone }: { masterZone: string | null | undefined }) {
  const offset = masterOffsetHours(browserTimeZone(), masterZone);
  if (offset === null) return null;
  return (
    <div className="bk-tz-warning" role="note" data-testid="timezone-warning">
      <strong>{texts.timezoneWarning}</strong>
      <span>{texts.timezoneOffset(formatOffset(offset))}</span>
    </div>
  );
}
