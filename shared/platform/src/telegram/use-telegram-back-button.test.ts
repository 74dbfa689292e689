import { describe, expect, it } from 'vitest';
import { backButtonWanted } from './use-telegram-back-button';

describe('Telegram back button (docs/product.md, Identity and start-up)', () => {
  it('is hidden on the page the user opened first', () => {
    expect(backButtonWanted(0, '/place/1')).toBe(false);
    expect(backButtonWanted(0, '/')).toBe(false);
  });

  it('is shown on every later page', () => {
    expect(backButtonWanted(1, '/place/1')).toBe(true);
    expect(backButtonWanted(3, '/worker/1/2')).toBe(true);
  });

  it('is hidden on Home reached through a link: Home is never deeper', () => {
    expect(backButtonWanted(2, '/')).toBe(false);
  });
});
