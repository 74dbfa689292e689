import * as core from './index';
import { ops as analytics } from '../analytics/index';
import { ops as reach } from '../reach/index';

/**
 * Every operation (`@booking/contracts/all-ops`): the root's and those of the areas kept out of the
 * root (`/analytics`, `/reach`). The server's docs test checks its routes are exactly these.
 */
export const allOps = { ...core, ...analytics, ...reach };
