import type { schemas } from '@booking/contracts';
import { pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';

type PlaceWorkers = Pick<schemas.Place, 'id' | 'workers'>;

/**
 * After a place is chosen (docs/product.md, Client screens: Place choice): one worker goes straight to the
 * service step, otherwise (several, or none: that screen says 'Мастеров нет') to the worker choice.
 */
export function afterPlacePath(businessId: number, place: PlaceWorkers): string {
  const [only, ...others] = place.workers;
  return only !== undefined && others.length === 0
    ? pathTo(screens.chooseServices, { businessId, placeId: place.id, workerId: only })
    : pathTo(screens.chooseWorker, { businessId, placeId: place.id });
}

/**
 * 'Продолжить' on the business welcome (docs/product.md, Client screens): one place with one worker → services; one
 * place with several workers → worker choice; otherwise (several places, or none) → place choice.
 */
export function businessNextPath(businessId: number, places: readonly PlaceWorkers[]): string {
  return places.length === 1 ? afterPlacePath(businessId, places[0]!) : pathTo(screens.choosePlace, { businessId });
}

/**
 * 'Продолжить' on the worker welcome (docs/product.md, Client screens): the worker's business, the first place
 * returned, the worker; null when the worker has no place ('У сотрудника нет привязанных мест').
 */
export function workerWelcomeNextPath(worker: Pick<schemas.Worker, 'id' | 'business_id'>, places: readonly Pick<schemas.Place, 'id'>[]): string | null {
  const first = places[0];
  return first ? pathTo(screens.chooseServices, { businessId: worker.business_id, placeId: first.id, workerId: worker.id }) : null;
}
