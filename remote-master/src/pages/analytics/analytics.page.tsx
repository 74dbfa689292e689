import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, LoadingState, links, notify, todayIn } from '@booking/platform';
import { PRO_ONLY } from '@booking/contracts/analytics';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { AnalyticsFigures } from '../../features/analytics-charts/figures.ui';
import { PeriodPicker } from '../../features/analytics-period/period-picker.ui';
import { analyticsQuery, useExportCsv } from '../../entities/analytics/analytics.api';
import { periodFromParams, periodParams, sampleAnalytics } from '../../entities/analytics/analytics.lib';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';
import { readServerError } from '../../shared/server-error.lib';
import './analytics.css';

/** The plan has no analytics: the screen with made-up figures under a veil, and the way to the plans. */
function ProVeil({ from, to }: { from: string; to: string }) {
  const navigate = useNavigate();
  return (
    <div className="bk-stats-locked">
      <div className="bk-stats-locked__sample" aria-hidden="true" inert>
        <p className="bk-hint">{t.sampleNote}</p>
        <AnalyticsFigures analytics={sampleAnalytics(from, to)} />
      </div>
      <div className="bk-stats-veil" role="region" aria-label={PRO_ONLY}>
        <div className="bk-card bk-stats-veil__card">
          <p className="bk-stats-veil__text">{PRO_ONLY}</p>
          <Button block onClick={() => void navigate(links.plans())}>
            {t.toPlans}
          </Button>
        </div>
      </div>
    </div>
  );
}

function AnalyticsScreen({ worker, linkId }: Cabinet) {
  const today = todayIn(worker.user.timezone);
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params, today);
  const query = useQuery(analyticsQuery(worker.id, period.from, period.to));
  const exportCsv = useExportCsv(worker.id);
  const locked = isHTTPError(query.error) && query.error.response.status === 403;

  const runExport = async () => {
    try {
      await exportCsv.mutateAsync({ from: period.from, to: period.to });
    } catch (error) {
      const refusal = await readServerError(error);
      notify({ tone: 'error', title: t.exportFailed, message: refusal.status !== null && refusal.status < 500 ? refusal.message : '' });
    }
  };

  return (
    <main className="bk-page bk-stats">
      <h1>{t.title}</h1>
      <PeriodPicker period={period} today={today} onChange={(next) => setParams(periodParams(next), { replace: true })} />
      {locked ? (
        <ProVeil from={period.from} to={period.to} />
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.bookings === 0 && <EmptyState message={t.noBookings} />}
          <AnalyticsFigures analytics={query.data} />
          <div className="bk-stats-actions">
            <Button variant="secondary" block busy={exportCsv.isPending} onClick={() => void runExport()}>
              {t.exportCsv}
            </Button>
            <Link className="bk-button bk-button--plain bk-button--block" to={linkId === undefined ? '/clients' : `/worker/${linkId}/clients`}>
              {t.clients}
            </Link>
          </div>
        </>
      )}
    </main>
  );
}

/** `/analytics`, `/worker/{id}/analytics`: the master's figures for a period against the one before. */
export default function AnalyticsPage() {
  return <CabinetGate>{(cabinet) => <AnalyticsScreen {...cabinet} />}</CabinetGate>;
}
