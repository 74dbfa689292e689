import { entryPage, lazyPage, type AreaPages } from '@booking/platform/lazy-page';
import type { PlansScreenName } from '../shared/screens';
import { PlansPage } from '../pages/plans/plans.page';

/** The page of each plans screen (`shared/screens.ts`): the plans in the entry, the return from ЮKassa's page in a chunk of its own. */
export const plansPages: AreaPages<PlansScreenName> = {
  plans: entryPage(PlansPage),
  planPaid: lazyPage(() => import(/* webpackChunkName: "page-plan-paid" */ '../pages/plan-paid/plan-paid.page')),
};
