import { describe, expect, it } from 'vitest';
import { LINKS } from '@booking/contracts/links';
import { pageChunkOf, pathTo } from '@booking/platform';
import { AREA_SCREENS, screens } from './screens';

describe("the plans area's screens", () => {
  it('serve every linked path the contracts give to the plans area, from its entry', () => {
    const patterns = AREA_SCREENS.screens.flatMap((s) => s.patterns as readonly string[]);
    for (const [name, link] of Object.entries(LINKS).filter(([, l]) => l.area === 'plans')) expect(patterns, name).toContain(link.path);
    expect(pathTo(screens.plans)).toBe('/subscription/plans');
    expect(pageChunkOf(screens.plans)).toBeNull();
  });
});
