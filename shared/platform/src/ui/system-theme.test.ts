// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_DARK_THEME, DEFAULT_THEME } from '../telegram/launch-params.lib';
import { contrast, type Hex } from './theme-contrast.lib';
import { applyReadableColors, DARK_SCHEME_QUERY, followSystemTheme } from './theme-contrast';

/** A system whose scheme the test switches, as `matchMedia` reports it. */
function system(dark: boolean) {
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
  };
  return {
    win: { matchMedia: (query: string) => (query === DARK_SCHEME_QUERY ? media : { matches: false, addEventListener: () => undefined }) } as unknown as Window,
    switchTo: (next: boolean) => {
      media.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
}

const bg = (root: HTMLElement) => root.style.getPropertyValue('--tg-theme-bg-color');
const readable = (root: HTMLElement, name: string) => root.style.getPropertyValue(name) as Hex;

describe("the system's colour scheme (MAX, a plain browser)", () => {
  it('sets the light or the dark palette and follows a change live', () => {
    const root = document.createElement('div');
    const { win, switchTo } = system(true);
    followSystemTheme(root, win);
    expect(bg(root)).toBe(DEFAULT_DARK_THEME.bg_color);
    switchTo(false);
    expect(bg(root)).toBe(DEFAULT_THEME.bg_color);
    switchTo(true);
    expect(bg(root)).toBe(DEFAULT_DARK_THEME.bg_color);
  });

  it('the dark palette gives readable colours: text, hints, links and the button label at 4.5:1', () => {
    const root = document.createElement('div');
    followSystemTheme(root, system(true).win);
    applyReadableColors(root);
    expect(root.style.getPropertyValue('--bk-color-scheme')).toBe('dark');
    for (const surface of ['--bk-bg', '--bk-section']) {
      for (const text of ['--bk-text', '--bk-hint', '--bk-link', '--bk-danger']) expect(contrast(readable(root, text), readable(root, surface))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(readable(root, '--bk-button-text'), readable(root, '--bk-button'))).toBeGreaterThanOrEqual(4.5);
  });
});
