import { describe, expect, it } from 'vitest';
import pkg from '../package.json';

describe('@booking/contracts stays pure', () => {
  it('depends on valibot alone: no React, ky, zustand, TanStack or other package of ours', () => {
    expect(Object.keys(pkg.dependencies)).toEqual(['valibot']);
  });
});
