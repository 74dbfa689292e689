import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, QueryState, categoriesQuery, servicesQuery, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { CategoryTabs } from '../../features/services-list/category-tabs.ui';
import { PlanLimitNotice } from '../../features/services-list/plan-limit.ui';
import { ServiceRows } from '../../features/services-list/service-rows.ui';
import { atServiceLimit } from '../../features/services-list/service-limit.lib';
import { useServiceLimit } from '../../features/services-list/use-service-limit';
import { texts } from '../../shared/texts';

function ServicesScreen({ worker, linkId }: Cabinet) {
  const categories = useQuery(categoriesQuery(worker.id));
  const services = useQuery(servicesQuery({ workerId: worker.id }));
  const limit = useServiceLimit();
  const [picked, setPicked] = useState<number | null>(null);
  const navigate = useNavigate();
  // The plan counts active services (an INACTIVE one can still be added).
  const full = atServiceLimit(limit, services.data?.filter((s) => s.status === 'active').length ?? 0);

  return (
    <main className="bk-page">
      <h1>{texts.servicesTitle}</h1>
      {full && limit !== null && <PlanLimitNotice message={texts.planLimit(limit)} />}
      <Button block onClick={() => navigate(pathTo(screens.masterServiceEditor, { workerId: linkId }))}>
        {texts.addService}
      </Button>
      <QueryState query={categories}>
        {(list) => {
          // The first category is selected by default (docs/product.md, States).
          const active = list.some((c) => c.id === picked) ? picked : (list[0]?.id ?? null);
          return (
            <>
              {list.length > 0 && <CategoryTabs categories={list} active={active} onChange={setPicked} />}
              <QueryState query={services}>{(all) => <ServiceRows services={all.filter((s) => s.category_id === active)} linkId={linkId} />}</QueryState>
            </>
          );
        }}
      </QueryState>
    </main>
  );
}

/** `/service`, `/worker/{id}/service` (docs/product.md, Master screens). */
export default function ServicesPage() {
  return <CabinetGate>{(cabinet) => <ServicesScreen {...cabinet} />}</CabinetGate>;
}
