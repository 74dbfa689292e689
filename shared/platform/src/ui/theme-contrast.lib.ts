/**
 * Readable colours from any Telegram palette (WCAG 2 AA), as pure functions.
 *
 * Telegram hands the app its palette as is, and the default ones fail AA: hint #999999 on the
 * light secondary background #efeff3 is 2.48:1, white on the light button #2481cc 4.12:1. Each
 * colour the app puts text in is therefore moved, keeping its hue, to the nearest lightness (in
 * OKLCH, Björn Ottosson's perceptual space) where it reaches the ratio against every surface it
 * sits on. Colours that already pass stay exactly as Telegram sent them.
 *
 * Hand-written rather than a colour library: what is needed is the WCAG ratio and two small
 * matrix conversions (about 60 lines); it runs on the start path of every screen, where a
 * library's parser and colour spaces would be bytes for nothing (color2k, the smallest, has no
 * OKLCH; culori's tree-shaken OKLCH is this same math behind its own color objects).
 */

/** `#rrggbb`. */
export type Hex = `#${string}`;
type Rgb = [number, number, number];

/** WCAG 2 AA: 4.5:1 for text, 3:1 for large text and for controls' boundaries and states. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;
/** Headroom over the WCAG threshold, so anti-aliasing and a checker's rounding never tip it under. */
const MARGIN = 0.05;

const HEX = /^#[\da-f]{6}$/i;

/** True for a `#rrggbb` colour (what Telegram sends and the SDK binds). */
export function isHex(value: string): value is Hex {
  return HEX.test(value);
}

function rgbOf(hex: Hex): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf(rgb: Rgb): Hex {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

const toLinear = (c: number) => (c <= 10.31475 ? c / 3294.6 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

const luminanceOf = ([r, g, b]: Rgb) => 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);

/** WCAG 2 relative luminance of a colour. */
export function luminance(hex: Hex): number {
  return luminanceOf(rgbOf(hex));
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: Hex, b: Hex): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
/** The lowest ratio of a colour against surfaces of these luminances. */
const worst = (fg: Rgb, surfaces: readonly number[]) => {
  const l = luminanceOf(fg);
  let min = Infinity;
  for (const s of surfaces) min = Math.min(min, ratioOf(l, s));
  return min;
};

/** sRGB -> OKLCH [lightness 0..1, chroma, hue in radians] (bottosson.github.io/posts/oklab). */
function oklchOf(hex: Hex): Rgb {
  const [r, g, b] = rgbOf(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, Math.hypot(A, B), Math.atan2(B, A)];
}

/** OKLCH -> linear sRGB (may leave the gamut). */
function linearOf(L: number, C: number, h: number): Rgb {
  const A = C * Math.cos(h);
  const B = C * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((c) => c >= -1e-6 && c <= 1 + 1e-6);

/** The colour (0..255 channels, as `#rrggbb` rounds them) at lightness L with the hue kept, and as much of the chroma as sRGB can show there. */
function atLightness(L: number, C: number, h: number): Rgb {
  let lo = 0;
  let hi = C;
  if (!inGamut(linearOf(L, hi, h))) {
    for (let i = 0; i < 10; i += 1) {
      const mid = (lo + hi) / 2;
      if (inGamut(linearOf(L, mid, h))) lo = mid;
      else hi = mid;
    }
    hi = lo;
  }
  return linearOf(L, hi, h).map((c) => Math.round(Math.min(255, Math.max(0, fromLinear(c))))) as Rgb;
}

/**
 * `color` itself when it reaches `ratio` against every one of `surfaces`; otherwise the same hue
 * moved in lightness (darker on light surfaces, lighter on dark ones: whichever end can reach
 * the ratio, or the one closer to it) just far enough to reach it. When even black or white
 * cannot (surfaces both light and dark), the better of the two ends.
 */
export function ensureContrast(color: Hex, surfaces: readonly Hex[], ratio: number = AA_TEXT): Hex {
  const target = ratio + MARGIN;
  if (surfaces.length === 0) return color;
  const lums = surfaces.map(luminance);
  if (worst(rgbOf(color), lums) >= target) return color;
  const [L, C, h] = oklchOf(color);
  // At lightness 0 and 1 sRGB has no chroma left: the ends are black and white.
  const toDark = worst([0, 0, 0], lums);
  const toLight = worst([255, 255, 255], lums);
  if (Math.max(toDark, toLight) < target) return toDark >= toLight ? '#000000' : '#ffffff';
  // Both ends reach it (a surface of one kind): away from the surfaces, as the colour already leans.
  const lighterThanSurfaces = luminance(color) > lums.reduce((sum, l) => sum + l, 0) / lums.length;
  const end = toDark < target ? 1 : toLight < target ? 0 : lighterThanSurfaces ? 1 : 0;
  // Bisect between the colour's own lightness (fails) and the end (passes).
  let fail = L;
  let pass = end;
  // 14 halvings: finer than one step of #rrggbb.
  for (let i = 0; i < 14; i += 1) {
    const mid = (fail + pass) / 2;
    if (worst(atLightness(mid, C, h), lums) >= target) pass = mid;
    else fail = mid;
  }
  return hexOf(atLightness(pass, C, h));
}

/** `a` mixed into `b` by `share` (0..1), per channel as CSS `color-mix(in srgb, ...)` does. */
export function mix(a: Hex, b: Hex, share: number): Hex {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((c, i) => c * share + y[i]! * (1 - share)) as Rgb);
}

/** The palette keys the kit reads (Telegram's names, as in `tgWebAppThemeParams`). */
export type ThemeKey = 'bg_color' | 'secondary_bg_color' | 'text_color' | 'hint_color' | 'link_color' | 'button_color' | 'button_text_color' | 'destructive_text_color';
export type Palette = Record<ThemeKey, Hex>;

/** What a background needs against black or white text so that derived text colours fit on it (AAA). */
const ROOM = 7;
/** The amber of the plans page's accent badge, before it is fitted to the theme. */
const ACCENT: Hex = '#f59e0b';
/** The error notice's text (white on the destructive colour). */
const ON_DANGER: Hex = '#ffffff';

/**
 * The kit's colours (`--bk-*` CSS variables, see base.css) for a palette: every text colour
 * readable on both backgrounds it is used on (the page's and the secondary one, and the warning
 * tint), the button dark or light enough for its label, badge and notice backgrounds for their
 * text, and a disabled colour at 3:1. `colorScheme` follows the background, for native controls.
 */
export function deriveThemeColors(palette: Palette): Record<`--bk-${string}`, string> {
  // A mid-grey background leaves no text colour at 4.5:1 on it and its neighbours: both
  // backgrounds move (the same way, decided by the page's) until black or white text has room.
  const room: Hex = luminance(palette.bg_color) < 0.18 ? '#ffffff' : '#000000';
  const bg = ensureContrast(palette.bg_color, [room], ROOM);
  const section = ensureContrast(palette.secondary_bg_color, [room], ROOM);
  const warning = mix(palette.destructive_text_color, bg, 0.14);
  const surfaces = [bg, section, warning];
  const text = ensureContrast(palette.text_color, surfaces);
  let buttonText = palette.button_text_color;
  const button = ensureContrast(palette.button_color, [buttonText]);
  // A button colour no lightness can fit (a mid-grey label): the label moves instead.
  if (contrast(button, buttonText) < AA_TEXT) buttonText = ensureContrast(buttonText, [button]);
  return {
    '--bk-bg': bg,
    '--bk-section': section,
    '--bk-text': text,
    '--bk-hint': ensureContrast(palette.hint_color, surfaces),
    '--bk-link': ensureContrast(palette.link_color, surfaces),
    '--bk-danger': ensureContrast(palette.destructive_text_color, surfaces),
    '--bk-button': button,
    '--bk-button-text': buttonText,
    '--bk-disabled': ensureContrast(palette.hint_color, [bg, section], AA_LARGE),
    '--bk-hint-surface': ensureContrast(palette.hint_color, [buttonText]),
    '--bk-danger-surface': ensureContrast(palette.destructive_text_color, [ON_DANGER]),
    '--bk-accent': ensureContrast(ACCENT, [buttonText]),
    '--bk-warning-bg': warning,
    '--bk-color-scheme': luminance(bg) < 0.2 ? 'dark' : 'light',
  };
}
