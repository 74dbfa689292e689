import { Bar } from '@visx/shape';
import { formatPrice } from '@booking/platform';
import type { Analytics } from '@booking/contracts/analytics';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';

type TopService = Analytics['top_services'][number];

interface ServiceBarsProps {
  services: TopService[];
  /** What the bars measure: the money the services earned or how many times they were booked. */
  by: 'revenue' | 'count';
  title: string;
}

const WIDTH = 100;
const HEIGHT = 8;

/** The top services as bars (the longest is the best); each row names the service and its figure in text. */
export function ServiceBars({ services, by, title }: ServiceBarsProps) {
  const rows = [...services].sort((a, b) => b[by] - a[by] || a.title.localeCompare(b.title)).slice(0, 5);
  const max = Math.max(1, ...rows.map((s) => s[by]));
  return (
    <section className="bk-stats-section" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="bk-hint">{t.noServices}</p>
      ) : (
        <ol className="bk-stats-bars" data-testid={`bars-${by}`}>
          {rows.map((s) => (
            <li key={s.service_id}>
              <span className="bk-stats-bars__label">
                <span>{s.title}</span>
                <strong>{by === 'revenue' ? formatPrice(s.revenue) : t.count(s.count)}</strong>
              </span>
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <Bar x={0} y={0} width={(WIDTH * s[by]) / max} height={HEIGHT} className="bk-stats-bar" />
              </svg>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
