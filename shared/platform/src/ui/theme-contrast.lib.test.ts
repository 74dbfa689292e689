// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, contrast, deriveThemeColors, ensureContrast, mix, type Hex, type Palette } from './theme-contrast.lib';
import { applyReadableColors, DARK_FALLBACK, paletteOf } from './theme-contrast';

/** Telegram's default light palette (the one the issue measured: hint #999999, button #2481cc). */
const TELEGRAM_LIGHT: Palette = {
  bg_color: '#ffffff', secondary_bg_color: '#efeff3', text_color: '#000000', hint_color: '#999999',
  link_color: '#2481cc', button_color: '#2481cc', button_text_color: '#ffffff', destructive_text_color: '#e53935',
};

/** Odd palettes a user's custom Telegram theme can produce. */
const ODD: Record<string, Palette> = {
  'light, grey everything': { ...TELEGRAM_LIGHT, text_color: '#bbbbbb', hint_color: '#dddddd', link_color: '#cccccc', button_color: '#eeeeee', button_text_color: '#ffffff' },
  'dark, low-contrast hint and red': { ...DARK_FALLBACK, hint_color: '#3a4654', destructive_text_color: '#7a1010' },
  'mid-grey background': { ...TELEGRAM_LIGHT, bg_color: '#777777', secondary_bg_color: '#808080', text_color: '#888888', hint_color: '#6f6f6f', button_color: '#777777', button_text_color: '#7a7a7a' },
  'saturated purple': { bg_color: '#2b0a3d', secondary_bg_color: '#3d1257', text_color: '#c86bfa', hint_color: '#6a2c8e', link_color: '#8a2be2', button_color: '#ff00ff', button_text_color: '#ffff00', destructive_text_color: '#ff0000' },
  'black on black': { ...DARK_FALLBACK, bg_color: '#000000', secondary_bg_color: '#000000', text_color: '#000000', hint_color: '#000000', link_color: '#000000', button_color: '#000000', button_text_color: '#000000' },
};

/** Hue of a colour in degrees (HSL), to check a colour keeps its hue while its lightness moves. */
function hueOf(hex: Hex): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
/** The distance between two hues in degrees, around the circle. */
const hueShift = (a: Hex, b: Hex) => {
  const d = Math.abs(hueOf(a) - hueOf(b)) % 360;
  return Math.min(d, 360 - d);
};

function expectReadable(colors: Record<string, string>) {
  const c = colors as Record<string, Hex>;
  for (const surface of [c['--bk-bg']!, c['--bk-section']!, c['--bk-warning-bg']!]) {
    for (const fg of ['--bk-text', '--bk-hint', '--bk-link', '--bk-danger']) expect(contrast(c[fg]!, surface), `${fg} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
  }
  for (const surface of [c['--bk-bg']!, c['--bk-section']!]) expect(contrast(c['--bk-disabled']!, surface)).toBeGreaterThanOrEqual(AA_LARGE);
  expect(contrast(c['--bk-button-text']!, c['--bk-button']!)).toBeGreaterThanOrEqual(AA_TEXT);
  expect(contrast(c['--bk-button-text']!, c['--bk-hint-surface']!)).toBeGreaterThanOrEqual(AA_TEXT);
  expect(contrast(c['--bk-button-text']!, c['--bk-accent']!)).toBeGreaterThanOrEqual(AA_TEXT);
  expect(contrast('#ffffff', c['--bk-danger-surface']!)).toBeGreaterThanOrEqual(AA_TEXT);
}

describe('readable colours from the theme', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#999999', '#efeff3')).toBeCloseTo(2.48, 2);
    expect(contrast('#ffffff', '#2481cc')).toBeCloseTo(4.13, 2);
  });

  it('keeps a colour that already passes exactly as Telegram sent it', () => {
    expect(ensureContrast('#000000', ['#ffffff', '#efeff3'])).toBe('#000000');
    expect(ensureContrast('#6ab3f3', ['#17212b', '#232e3c'])).toBe('#6ab3f3');
  });

  it('darkens on light surfaces and lightens on dark ones, just enough, keeping the hue', () => {
    const hint = ensureContrast('#999999', ['#ffffff', '#efeff3']);
    expect(contrast(hint, '#efeff3')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hint, '#efeff3')).toBeLessThan(4.7);
    const button = ensureContrast('#2481cc', ['#ffffff']);
    expect(contrast(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(hueShift(button, '#2481cc')).toBeLessThan(3);
    const red = ensureContrast('#ec3942', ['#17212b', '#232e3c']);
    expect(contrast(red, '#232e3c')).toBeGreaterThanOrEqual(4.5);
    expect(hueShift(red, '#ec3942')).toBeLessThan(4);
  });

  it('fixes Telegram\'s default light and dark palettes', () => {
    const light = deriveThemeColors(TELEGRAM_LIGHT);
    expectReadable(light);
    expect(light['--bk-text']).toBe('#000000');
    expect(light['--bk-button-text']).toBe('#ffffff');
    expect(light['--bk-color-scheme']).toBe('light');
    const dark = deriveThemeColors(DARK_FALLBACK);
    expectReadable(dark);
    expect(dark['--bk-color-scheme']).toBe('dark');
  });

  it.each(Object.entries(ODD))('keeps text readable in an odd palette: %s', (_, palette) => {
    expectReadable(deriveThemeColors(palette));
  });

  it('mixes as color-mix(in srgb) does', () => {
    expect(mix('#ff0000', '#ffffff', 0.5)).toBe('#ff8080');
  });

  it('fills a partial theme from the light default, or from Telegram\'s dark one on a dark background', () => {
    expect(paletteOf({ bg_color: '#ffffff' }).secondary_bg_color).toBe('#f2f2f7');
    expect(paletteOf({ bg_color: '#17212B', text_color: '#f5f5f5', hint_color: 'red' })).toEqual({ ...DARK_FALLBACK, text_color: '#f5f5f5' });
  });

  it('sets the kit\'s variables from the theme variables on the root, and again when they change', () => {
    const root = document.createElement('div');
    root.style.setProperty('--tg-theme-hint-color', '#999999');
    root.style.setProperty('--tg-theme-secondary-bg-color', '#efeff3');
    applyReadableColors(root);
    const lightHint = root.style.getPropertyValue('--bk-hint');
    expect(contrast(lightHint as Hex, '#efeff3')).toBeGreaterThanOrEqual(AA_TEXT);
    root.style.setProperty('--tg-theme-bg-color', '#17212b');
    root.style.setProperty('--tg-theme-secondary-bg-color', '#232e3c');
    applyReadableColors(root);
    expect(root.style.getPropertyValue('--bk-hint')).not.toBe(lightHint);
    expect(root.style.getPropertyValue('--bk-color-scheme')).toBe('dark');
  });
});
