import { areaScreens, screen } from '@booking/platform';

/**
 * The plans area's one screen (docs/product.md, Plans), its descriptor (`Screen` in `@booking/platform`):
 * the build publishes it in `screens.json` beside the manifest, where the shell and the server read it.
 */
const SCREEN_LIST = [screen({ name: 'plans', patterns: ['/subscription/plans'], inEntry: true })] as const;

/** The plans area's screens: its routes, and what its build publishes (`screens.json`). */
export const AREA_SCREENS = areaScreens('plans', SCREEN_LIST);
/** The screens by name: `pathTo(screens.plans)`. */
export const screens = AREA_SCREENS.byName;
/** The names of the plans area's screens (the keys of its pages). */
export type PlansScreenName = (typeof SCREEN_LIST)[number]['name'];
