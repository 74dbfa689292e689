import { describe, expect, it } from 'vitest';
import { LINKS } from '@booking/contracts/links';
import { SCREENS } from './screens';

/** The screens' patterns by area: what each area serves. */
const served = (area: string) => SCREENS.filter((s) => s.area === area).flatMap((s) => s.patterns as readonly string[]);

describe('the linked paths of the contracts', () => {
  it('are each served by the area that owns them: one of its screens has that pattern', () => {
    for (const [name, link] of Object.entries(LINKS)) {
      expect(served(link.area), `${name}: ${link.path}`).toContain(link.path.replace(/\{(\w+)\}/g, ':$1'));
    }
  });
});
