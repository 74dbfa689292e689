import { describe, expect, it } from 'vitest';
import { pageChunkOf } from '@booking/platform';
import { AREA_SCREENS } from '../shared/screens';
import source from './pages.ts?raw';

describe('the client area\'s pages', () => {
  it('name each chunk as its screen descriptor does (the server preloads a page by that name)', () => {
    // A page may load its English beside it (Promise.all): its chunk is still the first import's.
    const chunks = new Map([...source.matchAll(/(\w+): lazyPage\(\(\) =>\s*(?:Promise\.all\(\[\s*)?import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => [m[1]!, m[2]!]));
    for (const screen of AREA_SCREENS.screens) expect(chunks.get(screen.name) ?? null, screen.name).toBe(pageChunkOf(screen));
  });
});
