import { describe, expect, it } from 'vitest';
import { dragScrollOffset, isDrag, isHorizontalIntent } from './drag-scroll.lib';

describe('drag scrolling', () => {
  it('scrolls 1.5 times the pointer distance, against the drag direction', () => {
    expect(dragScrollOffset(100, -20)).toBe(130);
    expect(dragScrollOffset(100, 40)).toBe(40);
  });
  it('ignores movements inside the 8 px dead zone', () => {
    expect(isDrag(8)).toBe(false);
    expect(isDrag(-9)).toBe(true);
  });
});

describe('horizontal intent (Telegram vertical swipes held while it lasts)', () => {
  it('is a move past the dead zone, 1.5 times wider than tall', () => {
    expect(isHorizontalIntent(8, 0)).toBe(false);
    expect(isHorizontalIntent(-12, 4)).toBe(true);
    expect(isHorizontalIntent(15, 10)).toBe(true);
    expect(isHorizontalIntent(15, 11)).toBe(false);
  });
});
