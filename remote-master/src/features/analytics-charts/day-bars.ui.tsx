import { Bar } from '@visx/shape';
import { formatPrice } from '@booking/platform';
import type { Analytics } from '@booking/contracts/analytics';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';

const HEIGHT = 96;
/** One bar per day, as wide as the period allows: the picture scales to the screen's width. */
const STEP = 10;

const dayLabel = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/**
 * Revenue by day as bars: every day of the period, the taller the more it earned. The
 * picture is for the eye; the days with revenue are a list for screen readers.
 */
export function DayBars({ days }: { days: Analytics['revenue_by_day'] }) {
  const earning = days.filter((d) => d.revenue > 0);
  if (earning.length === 0) return <p className="bk-hint">{t.noServices}</p>;
  const max = Math.max(...earning.map((d) => d.revenue));
  const width = days.length * STEP;
  return (
    <>
      <div className="bk-stats-days" data-testid="day-bars">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {days.map((d, i) => {
            const h = (HEIGHT * d.revenue) / max;
            return <Bar key={d.date} x={i * STEP + 1} y={HEIGHT - h} width={STEP - 2} height={h} className="bk-stats-bar" />;
          })}
        </svg>
        <div className="bk-stats-days__axis" aria-hidden="true">
          <span>{dayLabel(days[0]!.date)}</span>
          <span>{dayLabel(days[days.length - 1]!.date)}</span>
        </div>
      </div>
      <ul className="bk-visually-hidden">
        {earning.map((d) => (
          <li key={d.date}>
            {dayLabel(d.date)}: {formatPrice(d.revenue)}
          </li>
        ))}
      </ul>
    </>
  );
}
