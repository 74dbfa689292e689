import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, servicesQuery, workerQuery, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { preselectedServiceIds, readRepeatState, type ServiceStepState } from '../../entities/booking-flow/repeat.lib';
import { isNotFound } from '../../entities/route-params/not-found.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { NotFound, StatusMessage } from '../../features/status/status.ui';
import { texts } from '../../shared/texts';

/**
 * `/appointment/{placeId}/{workerId}` (docs/product.md, Client screens) (from 'Записаться' and 'Повторить'): no page
 * of its own, it goes straight on to that master's service step (replacing itself in history, so
 * back does not bounce here), with the old booking's services preselected after 'Повторить'.
 */
export default function AppointmentPage() {
  const params = useParams();
  const placeId = parseId(params.placeId);
  const workerId = parseId(params.workerId);
  const repeat = readRepeatState(useLocation().state);
  const worker = useQuery({ ...workerQuery(workerId ?? 0), enabled: workerId !== null });
  const services = useQuery({ ...servicesQuery({ workerId: workerId ?? 0 }), enabled: workerId !== null && repeat.length > 0 });
  const navigate = useNavigate();
  const ready = worker.data && (repeat.length === 0 || services.data || services.isError);

  useEffect(() => {
    if (!ready || !worker.data || placeId === null) return;
    const state: ServiceStepState = { selectedServiceIds: services.data ? preselectedServiceIds(repeat, services.data) : [] };
    navigate(pathTo(screens.chooseServices, { businessId: worker.data.business_id, placeId, workerId: worker.data.id }), { replace: true, state });
    // Runs once, when what the next step needs has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  if (placeId === null) return <NotFound />;
  if (workerId === null || isNotFound(worker.error)) return <StatusMessage title={texts.workerNotFound} testId="worker-not-found" />;
  if (worker.isError) return <ErrorState onRetry={() => void worker.refetch()} />;
  return <LoadingState />;
}
