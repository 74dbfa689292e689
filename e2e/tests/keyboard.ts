import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** What the focused element is called: its aria-label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').replace(/\s+/g, ' ').trim();
    return el.getAttribute('role') ? `${el.getAttribute('role')}: ${name}` : name;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's name matches (prefixed 'role: ' when it has an ARIA role), as a keyboard
 * user would, and checks the focus can be seen: the element matches :focus-visible and draws an
 * outline (or, for a box without one, a ring of box-shadow).
 */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 80 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focusedName(page);
    seen.push(now);
    if (name.test(now)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  assert.fail(`Tab never reached ${name}; the focus went through: ${seen.slice(-20).join(' | ')}`);
}

/** The focused element shows a focus ring: :focus-visible with an outline of some width. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), outline: `${style.outlineStyle} ${style.outlineWidth}`, tag: el.outerHTML.slice(0, 120) };
  });
  assert.ok(ring.visible, `the focus is not visible on ${ring.tag}`);
  assert.ok(!/^none|\b0px$/.test(ring.outline), `no focus ring (outline ${ring.outline}) on ${ring.tag}`);
}
