import { entryPage, type AreaPages } from '@booking/platform/lazy-page';
import type { PlansScreenName } from '../shared/screens';
import { PlansPage } from '../pages/plans/plans.page';

/** The page of each plans screen (`shared/screens.ts`); the one page is in the entry. */
export const plansPages: AreaPages<PlansScreenName> = {
  plans: entryPage(PlansPage),
};
