import { describe, expect, it } from 'vitest';
import { pageChunkOf, screensOf } from '@booking/platform';
import source from './pages.ts?raw';

describe('the master area\'s pages', () => {
  it('name each chunk as its screen descriptor does (the server preloads a page by that name)', () => {
    const chunks = new Map([...source.matchAll(/(\w+): lazyPage\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map((m) => [m[1]!, m[2]!]));
    for (const screen of screensOf('master')) expect(chunks.get(screen.name) ?? null, screen.name).toBe(pageChunkOf(screen));
  });
});
