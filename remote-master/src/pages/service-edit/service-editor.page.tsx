import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, LoadingState, QueryState, categoriesQuery, confirm, notify, servicesQuery, workerPlacesQuery, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import type { Service } from '@booking/contracts/schemas';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { PlanLimitNotice } from '../../features/services-list/plan-limit.ui';
import { atServiceLimit } from '../../features/services-list/service-limit.lib';
import { useServiceLimit } from '../../features/services-list/use-service-limit';
import { serviceDefaults, servicePayload, type ServiceFormOutput } from '../../features/service-form/service-form.lib';
import { useServiceHints } from '../../features/service-form/use-service-hints';
import { readServerError } from '../../shared/server-error.lib';
import { texts } from '../../shared/texts';
import { serviceQuery, useCreateCategory, useCreateService, useDeleteService, useUpdateService } from '../../entities/service/services.api';
import { paymentSettingsKeys, paymentSettingsQuery } from '../../entities/deposit/payment-settings.api';
import { PAYMENT_SETTINGS_ANCHOR } from '../../features/payment-settings/payment-settings.lib';
import type { ShopState } from '../../features/service-form/deposit-fields.ui';

// The form library loads with this screen only.
const ServiceForm = lazy(() => import('../../features/service-form/service-form.ui').then((m) => ({ default: m.ServiceForm })));

/** The refusal of a deposit without a connected shop (409, like the plan's limit, which has its own notice). */
const DEPOSIT_NEEDS_SHOP = 'service.deposit_needs_shop';

const isArchived = (answer: unknown) => typeof answer === 'object' && answer !== null && (answer as { deleted?: unknown }).deleted === false;

function Editor({ worker, linkId, service, serviceCount }: Cabinet & { service: Service | null; serviceCount: number }) {
  const categories = useQuery(categoriesQuery(worker.id));
  const places = useQuery(workerPlacesQuery(worker.id));
  const createCategory = useCreateCategory();
  const create = useCreateService();
  const update = useUpdateService();
  const remove = useDeleteService();
  const limit = useServiceLimit();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const hints = useServiceHints(service === null && serviceCount === 0);
  const settings = useQuery(paymentSettingsQuery(worker.id));
  const shop: ShopState = settings.data ? (settings.data.connected ? 'connected' : 'not-connected') : 'unknown';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toList = () => navigate(pathTo(screens.masterServices, { workerId: linkId }));
  const paymentSettingsHref = `${pathTo(screens.masterProfile, { workerId: linkId })}#${PAYMENT_SETTINGS_ANCHOR}`;

  const save = async (values: ServiceFormOutput, placeId: number) => {
    const input = servicePayload(values, { workerId: worker.id, placeId, shopConnected: shop === 'connected' });
    try {
      if (service) await update.mutateAsync({ id: service.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      const problem = await readServerError(error);
      // The shop was disconnected meanwhile (another device): read it again, so the choice locks and says why.
      if (problem.code === DEPOSIT_NEEDS_SHOP) void queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.all });
      // The plan's limit (409) gets its own notice with the way to a bigger plan.
      else if (problem.status === 409 && !service) setLimitMessage(problem.message);
      notify({ tone: 'error', title: texts.errorTitle, message: texts.serviceCreateFailed });
      throw problem;
    }
    notify({ tone: 'success', title: service ? texts.serviceSaved : texts.serviceCreated, message: '' });
    toList();
  };

  const deleteService = async () => {
    if (!service) return;
    const ok = await confirm({ title: texts.deleteConfirmTitle, message: texts.deleteConfirmBody, confirmLabel: texts.deleteConfirm, cancelLabel: texts.cancel, destructive: true });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(service.id);
      notify({ tone: 'success', title: isArchived(answer) ? texts.serviceArchived : texts.serviceDeleted, message: '' });
      toList();
    } catch (error) {
      notify({ tone: 'error', title: texts.errorTitle, message: (await readServerError(error)).message });
    }
  };

  const blocked = !service && atServiceLimit(limit, serviceCount);
  const limitNotice = limitMessage ?? (blocked && limit !== null ? texts.planLimit(limit) : null);
  return (
    <QueryState query={places}>
      {(placeList) => {
        const placeId = placeList[0]?.id;
        if (placeId === undefined) return <EmptyState message={texts.noPlaces} />;
        return (
          <QueryState query={categories}>
            {(categoryList) => (
              <>
                {limitNotice && <PlanLimitNotice message={limitNotice} />}
                <Suspense fallback={<LoadingState />}>
                  <ServiceForm
                    categories={categoryList}
                    defaultValues={serviceDefaults(service, categoryList[0]?.id ?? null)}
                    submitLabel={texts.save}
                    hint={hints.hint}
                    onProgress={hints.report}
                    onCreateCategory={async (name) => {
                      const category = await createCategory.mutateAsync({ name, worker_id: worker.id }).catch(async (e: unknown) => {
                        throw new Error((await readServerError(e)).message);
                      });
                      notify({ tone: 'success', title: texts.categoryCreated, message: '' });
                      return category;
                    }}
                    onSubmit={(values) => save(values, placeId)}
                    shop={shop}
                    paymentSettings={{ href: paymentSettingsHref, onOpen: () => void navigate(paymentSettingsHref) }}
                  />
                </Suspense>
                {service && (
                  <Button variant="destructive" block busy={remove.isPending} onClick={() => void deleteService()}>
                    {texts.deleteService}
                  </Button>
                )}
              </>
            )}
          </QueryState>
        );
      }}
    </QueryState>
  );
}

function EditorScreen(cabinet: Cabinet) {
  const { serviceId } = useParams();
  const id = Number(serviceId);
  const editing = serviceId !== undefined;
  const one = useQuery({ ...serviceQuery(id), enabled: editing && Number.isInteger(id) && id > 0 });
  const all = useQuery(servicesQuery({ workerId: cabinet.worker.id }));
  let body;
  if (editing && (!(id > 0) || one.isError || (one.data && one.data.worker_id !== cabinet.worker.id))) body = <EmptyState message={texts.serviceNotFound} />;
  else if ((editing && one.isPending) || all.isPending) body = <LoadingState />;
  else body = <Editor {...cabinet} service={editing ? one.data! : null} serviceCount={all.data?.filter((s) => s.status === 'active').length ?? 0} />;
  return (
    <main className="bk-page">
      <h1>{editing ? texts.serviceEditTitle : texts.serviceCreateTitle}</h1>
      {body}
    </main>
  );
}

/** `/service/create` and `/service/{id}/edit`, with or without the worker prefix (docs/product.md, Master screens). */
export default function ServiceEditorPage() {
  return <CabinetGate>{(cabinet) => <EditorScreen {...cabinet} />}</CabinetGate>;
}
