// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { advanceHints, initialHints } from './service-hints.lib';
import { useServiceHints } from './use-service-hints';

describe('first-service hints (docs/product.md: States and Constants)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has 4 steps that advance only on the expected action, in order', () => {
    let s = initialHints(true);
    s = advanceHints(s, 'title');
    expect(s.step).toBe(0);
    for (const [i, event] of (['category', 'title', 'price', 'submit'] as const).entries()) {
      s = advanceHints(s, event);
      expect(s.step).toBe(i + 1);
    }
    expect(s.visible).toBe(false);
    expect(initialHints(false)).toEqual({ step: 4, visible: false });
  });

  it('each hint hides after 4 s; the next action shows the next one', () => {
    const { result } = renderHook(() => useServiceHints(true));
    expect(result.current.hint).toBe('Выберите категорию или создайте новую');
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.hint).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.hint).toBeNull();
    act(() => result.current.report('category'));
    expect(result.current.hint).toBe('Придумайте название услуги');
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.hint).toBeNull();
    act(() => result.current.report('title'));
    act(() => result.current.report('price'));
    expect(result.current.hint).toBe('Сохраните услугу — клиенты увидят её сразу');
    act(() => result.current.report('submit'));
    expect(result.current.hint).toBeNull();
  });

  it('shows nothing when the master already has services', () => {
    const { result } = renderHook(() => useServiceHints(false));
    expect(result.current.hint).toBeNull();
  });
});
