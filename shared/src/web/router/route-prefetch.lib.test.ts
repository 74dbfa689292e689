import { describe, expect, it } from 'vitest';
import { routeParams } from './route-prefetch.lib';

describe('routeParams', () => {
  it('gives the named segments of a matching path', () => {
    expect(routeParams('/', '/')).toEqual({});
    expect(routeParams('/place/:placeId', '/place/7')).toEqual({ placeId: '7' });
    expect(routeParams('/worker/:placeId/:workerId', '/Worker/1/2/')).toEqual({ placeId: '1', workerId: '2' });
    expect(routeParams('/place/:placeId', '/place/%D0%B0')).toEqual({ placeId: 'а' });
  });

  it('refuses other paths', () => {
    expect(routeParams('/', '/place')).toBeNull();
    expect(routeParams('/place/:placeId', '/place')).toBeNull();
    expect(routeParams('/place/:placeId', '/places/7')).toBeNull();
    expect(routeParams('/place/:placeId', '/place/%E0%A4%A')).toBeNull();
  });
});
