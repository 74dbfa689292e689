import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { ANNA, MARIA } from './browser';

// Evaluated through the DevTools protocol, not added as a <script>: the pages' Content-Security-Policy
// allows no inline script but its own (and every e2e context fails on a violation).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Telegram's palettes the app must be readable in, as `tgWebAppThemeParams` carries them.
 * Light: Telegram's default light theme as measured on web.telegram.org (hint
 * #999999, link and button #2481cc, secondary #efeff3); its destructive colour is left out, so
 * the app's own #e53935 is checked too. Dark: Telegram Desktop's night theme, the full example of
 * https://docs.telegram-mini-apps.com/platform/theming ("Here is a complete example").
 */
export const PALETTES = {
  light: {
    bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', link_color: '#2481cc',
    button_color: '#2481cc', button_text_color: '#ffffff', secondary_bg_color: '#efeff3',
  },
  dark: {
    accent_text_color: '#6ab2f2', bg_color: '#17212b', button_color: '#5288c1', button_text_color: '#ffffff',
    bottom_bar_bg_color: '#ffffff', destructive_text_color: '#ec3942', header_bg_color: '#17212b', hint_color: '#708499',
    link_color: '#6ab3f3', secondary_bg_color: '#232e3c', section_bg_color: '#17212b', section_header_text_color: '#6ab3f3',
    subtitle_text_color: '#708499', text_color: '#f5f5f5',
  },
} as const satisfies Record<string, Record<string, string>>;
export type PaletteName = keyof typeof PALETTES;

/**
 * The seeded Анна and Мария as Telegram sends them, with their usernames: every signed request
 * updates the caller's profile from the launch data, and without the username the seeded master
 * would lose hers ('Напишите нам!' on her time step needs it) for the stories that run after these.
 */
export const ANNA_AS_SEEDED = { ...ANNA, username: 'demo_anna' };
export const MARIA_AS_SEEDED = { ...MARIA, username: 'demo_maria' };

export type AxeFinding = { id: string; impact: string; nodes: { target: string; summary: string }[] };

/** Waits until the screen shows its data: a heading, and no loading text or spinner left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const text = document.body.innerText;
    return document.querySelector('h1, h2') !== null && !text.includes('Загрузка...') && document.querySelector('.bk-spinner') === null;
  }, undefined, { timeout: 15_000 });
  // Transitions (the chevron, the confetti) and the SDK's theme binding settle: no finite CSS
  // animation or transition still running, then two frames painted with the final colours.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * axe-core's serious and critical violations of WCAG 2.0/2.1 A and AA on the page as it is now
 * (axe injected into the page; nothing of it ships with the app).
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220) })) }));
  });
}

/** 'color-contrast ×3, button-name ×1' (or '0'). */
export const describeFindings = (findings: AxeFinding[]) => findings.map((f) => `${f.id} ×${f.nodes.length}`).join(', ') || '0';
export const nodeCount = (findings: AxeFinding[]) => findings.reduce((sum, f) => sum + f.nodes.length, 0);
