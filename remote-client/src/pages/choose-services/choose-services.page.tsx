import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { QueryState, categoriesQuery, pathTo, prefetchScreen, servicesQuery } from '@booking/platform';
import { screens } from '../../shared/screens';
import { preloadPageOf } from '@booking/platform/lazy-page';
import { readTimeslotsState } from '../../entities/service-selection/route-selection.lib';
import { useServiceSelection } from '../../entities/service-selection/use-service-selection';
import { CategoryTabs } from '../../features/service-picker/category-tabs.ui';
import { groupByCategory } from '../../features/service-picker/category-groups.lib';
import { SelectionFooter } from '../../features/service-picker/selection-footer.ui';
import { selectionTotals } from '../../features/service-picker/selection-totals.lib';
import { ServiceRows } from '../../features/service-picker/service-rows.ui';
import { stepIndex } from '../../features/service-picker/swipe.lib';
import { useCategorySwipe } from '../../features/service-picker/use-category-swipe';
import { texts } from '../../shared/texts';

/** Category tabs, the services of one, the running total, 'Далее' (docs/product.md, Client screens: Service step). */
export function ChooseServicesPage() {
  const { businessId = '', placeId = '', workerId = '' } = useParams();
  const worker = Number(workerId);
  const place = Number(placeId);
  const navigate = useNavigate();
  const servicesQ = useQuery(servicesQuery({ workerId: worker, placeId: place }));
  const categoriesQ = useQuery(categoriesQuery(worker));
  const selection = useServiceSelection(workerId);
  // 'Повторить' (the appointment route) hands over the old booking's services: they replace the stored choice once.
  const handedOver = readTimeslotsState(useLocation().state).selectedServiceIds;
  const { replace } = selection;
  useEffect(() => {
    if (handedOver) replace(handedOver);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handedOver?.join(','), replace]);
  const [active, setActive] = useState(0);
  const stripRef = useRef<HTMLElement | null>(null);
  // While the client chooses: the time step's code and data (its descriptor's reads), so it opens with both.
  useEffect(() => {
    if (!(worker > 0 && place > 0)) return;
    preloadPageOf(screens.timeslots);
    prefetchScreen(screens.timeslots, { placeId: place, workerId: worker });
  }, [worker, place]);

  const groups = useMemo(
    () => groupByCategory(servicesQ.data ?? [], categoriesQ.data ?? [], texts.noCategory),
    [servicesQ.data, categoriesQ.data],
  );
  const chosen = useMemo(() => {
    const byId = new Map((servicesQ.data ?? []).filter((s) => s.status === 'active').map((s) => [s.id, s]));
    return selection.ids.flatMap((id) => byId.get(id) ?? []);
  }, [servicesQ.data, selection.ids]);
  const swipe = useCategorySwipe((step) => setActive((i) => stepIndex(i, step, groups.length)), stripRef);

  const loading = servicesQ.isPending || categoriesQ.isPending;
  // One loading / error / retry state for the two lists the screen needs.
  const both = {
    data: servicesQ.data,
    isPending: loading,
    isError: servicesQ.isError || categoriesQ.isError,
    refetch: () => {
      void categoriesQ.refetch();
      return servicesQ.refetch();
    },
  };
  const current = groups[Math.min(active, groups.length - 1)];

  const next = () => {
    const ids = chosen.map((s) => s.id);
    if (ids.length === 0) return;
    navigate(pathTo(screens.timeslots, { businessId, placeId, workerId, serviceId: ids[0]! }), { state: { selectedServiceIds: ids } });
  };

  return (
    <main className="bk-page bk-booking-step">
      <section className="bk-card bk-services-card" {...swipe}>
        <h1>{texts.servicesTitle}</h1>
        <QueryState query={both} isEmpty={() => groups.length === 0} empty={texts.noServices}>
          {() => (
            <>
              <CategoryTabs
                tabs={groups.map((g) => ({ id: g.id, name: g.name, selected: g.services.filter((s) => selection.ids.includes(s.id)).length }))}
                active={Math.min(active, groups.length - 1)}
                onChange={setActive}
                stripRef={stripRef}
              />
              <div id="category-panel" role="tabpanel" aria-labelledby={current ? `category-tab-${current.id}` : undefined} className="bk-services-panel">
                {current && <ServiceRows services={current.services} selectedIds={selection.ids} onToggle={selection.toggle} />}
              </div>
            </>
          )}
        </QueryState>
      </section>
      <SelectionFooter totals={selectionTotals(chosen)} disabled={loading || chosen.length === 0} onNext={next} />
    </main>
  );
}

export default ChooseServicesPage;
