import { areaScreens, screen } from '@booking/platform';

/**
 * The plans area's screens (docs/product.md, Plans): the plans, and the return from ЮKassa's page; its descriptor (`Screen` in `@booking/platform`):
 * the build publishes it in `screens.json` beside the manifest, where the shell and the server read it.
 */
const SCREEN_LIST = [
  screen({ name: 'plans', patterns: ['/subscription/plans'], inEntry: true }),
  /** Where ЮKassa returns a master after paying a plan in rubles, by a signed token; public: the browser it opens in may have no session. */
  screen({ name: 'planPaid', patterns: ['/subscription/paid/:token'], public: true }),
] as const;

/** The plans area's screens: its routes, and what its build publishes (`screens.json`). */
export const AREA_SCREENS = areaScreens('plans', SCREEN_LIST);
/** The screens by name: `pathTo(screens.plans)`. */
export const screens = AREA_SCREENS.byName;
/** The names of the plans area's screens (the keys of its pages). */
export type PlansScreenName = (typeof SCREEN_LIST)[number]['name'];
