import type { Analytics } from '@booking/contracts/analytics';
import { formatPrice } from '@booking/platform';
import { figureRows } from '../../entities/analytics/analytics.lib';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';
import { BusyHeatmap } from './busy-heatmap.ui';
import { DayBars } from './day-bars.ui';
import { ServiceBars } from './service-bars.ui';

const tone = (change: string | null) => (change?.startsWith('+') ? 'up' : change?.startsWith('−') ? 'down' : 'flat');

/** What the period's deposits became: shown once any came in. */
function DepositFigures({ deposits }: { deposits: NonNullable<Analytics['deposits']> }) {
  const rows = [[t.depositsPaid, deposits.paid], [t.depositsRefunded, deposits.refunded], [t.depositsKept, deposits.kept]] as const;
  return (
    <section className="bk-stats-section" aria-label={t.depositsTitle}>
      <h2>{t.depositsTitle}</h2>
      <dl className="bk-stats-figures" data-testid="deposit-figures">
        {rows.map(([label, amount]) => (
          <div key={label} className="bk-stats-figure">
            <dt>{label}</dt>
            <dd><span className="bk-stats-figure__value">{formatPrice(amount)}</span></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every figure of the period: the numbers with their change, revenue by day and the services as bars, the busy grid as a heat map. */
export function AnalyticsFigures({ analytics }: { analytics: Analytics }) {
  return (
    <>
      <dl className="bk-stats-figures" data-testid="figures">
        {figureRows(analytics).map((row) => (
          <div key={row.key} className="bk-stats-figure" data-figure={row.key}>
            <dt>{row.key === 'occupancy_next_7_days' ? <span title={t.occupancyHint}>{row.label}</span> : row.label}</dt>
            <dd>
              <span className="bk-stats-figure__value">{row.value}</span>
              {row.change !== null && (
                <span className={`bk-stats-change bk-stats-change--${tone(row.change)}`} data-testid="change">
                  {row.change}
                  <span className="bk-visually-hidden"> {t.versusBefore}</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {analytics.deposits && analytics.deposits.paid > 0 && <DepositFigures deposits={analytics.deposits} />}
      <section className="bk-stats-section" aria-label={t.revenueByDay}>
        <h2>{t.revenueByDay}</h2>
        <DayBars days={analytics.revenue_by_day} />
      </section>
      <ServiceBars services={analytics.top_services} by="revenue" title={t.topByRevenue} />
      <ServiceBars services={analytics.top_services} by="count" title={t.topByCount} />
      <section className="bk-stats-section" aria-label={t.busyTitle}>
        <h2>{t.busyTitle}</h2>
        <BusyHeatmap busy={analytics.busy} />
      </section>
    </>
  );
}
