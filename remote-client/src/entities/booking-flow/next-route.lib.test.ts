// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterPlacePath, businessNextPath, workerWelcomeNextPath } from './next-route.lib';

describe('next-route rules (docs/product.md, Client screens)', () => {
  it('business: one place and one worker go straight to that worker\'s services', () => {
    expect(businessNextPath(3, [{ id: 5, workers: [9] }])).toBe('/booking/business/3/place/5/worker/9/service');
  });

  it('business: one place with several workers goes to the worker choice', () => {
    expect(businessNextPath(3, [{ id: 5, workers: [9, 10] }])).toBe('/booking/business/3/place/5/worker');
  });

  it('business: several places (or none) go to the place choice', () => {
    expect(businessNextPath(3, [{ id: 5, workers: [9] }, { id: 6, workers: [9] }])).toBe('/booking/business/3/place');
    expect(businessNextPath(3, [])).toBe('/booking/business/3/place');
  });

  it('place choice: one worker → services, several or none → worker choice', () => {
    expect(afterPlacePath(1, { id: 2, workers: [4] })).toBe('/booking/business/1/place/2/worker/4/service');
    expect(afterPlacePath(1, { id: 2, workers: [4, 5] })).toBe('/booking/business/1/place/2/worker');
    expect(afterPlacePath(1, { id: 2, workers: [] })).toBe('/booking/business/1/place/2/worker');
  });

  it('worker welcome: the worker\'s business, the first place returned; none without places', () => {
    expect(workerWelcomeNextPath({ id: 7, business_id: 2 }, [{ id: 4 }, { id: 1 }])).toBe('/booking/business/2/place/4/worker/7/service');
    expect(workerWelcomeNextPath({ id: 7, business_id: 2 }, [])).toBeNull();
  });
});
