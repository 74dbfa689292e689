import { applyThemeColors, DEFAULT_DARK_THEME, DEFAULT_THEME } from '../telegram/launch-params.lib';
import { deriveThemeColors, isHex, luminance, type Hex, type Palette, type ThemeKey } from './theme-contrast.lib';

const KEYS: readonly ThemeKey[] = ['bg_color', 'secondary_bg_color', 'text_color', 'hint_color', 'link_color', 'button_color', 'button_text_color', 'destructive_text_color'];

/**
 * What a dark palette lacks is taken from Telegram's own dark one (Telegram Desktop's night
 * theme, as the Mini Apps docs show it: https://docs.telegram-mini-apps.com/platform/theming),
 * not from the light default, so a theme of only `bg_color` and `text_color` stays dark.
 */
export const DARK_FALLBACK: Palette = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
};

/** A full palette from whatever Telegram sent (`#rrggbb` values under Telegram's keys). */
export function paletteOf(theme: Partial<Record<ThemeKey, string>>): Palette {
  const given = Object.fromEntries(KEYS.flatMap((k) => (isHex(theme[k] ?? '') ? [[k, theme[k]!.toLowerCase() as Hex]] : [])));
  const bg = given.bg_color;
  const fallback = bg !== undefined && luminance(bg) < 0.2 ? DARK_FALLBACK : DEFAULT_THEME;
  return { ...fallback, ...given };
}

const cssName = (key: ThemeKey) => `--tg-theme-${key.replace(/_/g, '-')}`;
const applied = new WeakMap<HTMLElement, string>();

/**
 * Sets the kit's `--bk-*` colours on the root from the `--tg-theme-*` variables on it (set by
 * `applyThemeColors` at start-up and re-bound by the SDK on every theme change). Nothing is
 * recomputed when the palette is unchanged, so the observer below does not feed on its own writes.
 */
export function applyReadableColors(root: HTMLElement = document.documentElement): void {
  const theme = Object.fromEntries(KEYS.map((k) => [k, root.style.getPropertyValue(cssName(k)).trim()]));
  const key = JSON.stringify(theme);
  if (applied.get(root) === key) return;
  applied.set(root, key);
  for (const [name, value] of Object.entries(deriveThemeColors(paletteOf(theme)))) root.style.setProperty(name, value);
}

/**
 * The one place the kit's colours come from: derived now, and again whenever the theme
 * variables on the root change (Telegram's theme_changed, which the SDK binds to them).
 */
export function followReadableColors(root: HTMLElement = document.documentElement): void {
  applyReadableColors(root);
  if (typeof MutationObserver === 'undefined') return;
  new MutationObserver(() => applyReadableColors(root)).observe(root, { attributes: true, attributeFilter: ['style'] });
}

/** The media query of the system's dark scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * Where the messenger sends no theme (MAX has no theme parameters; a plain browser has no
 * messenger): the system's light or dark scheme, as the same `--tg-theme-*` variables, followed
 * live when the system switches (the kit's readable colours follow those, above). Telegram keeps
 * its own palette and never calls this.
 */
export function followSystemTheme(root: HTMLElement = document.documentElement, win: Pick<Window, 'matchMedia'> = window): void {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(DARK_SCHEME_QUERY) : null;
  const apply = (dark: boolean) => applyThemeColors(dark ? DEFAULT_DARK_THEME : DEFAULT_THEME, root);
  apply(media?.matches ?? false);
  media?.addEventListener?.('change', (event) => apply(event.matches));
}
