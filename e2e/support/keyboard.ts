import { expect, type Locator, type Page } from '@playwright/test';

/** How many Tab presses may separate two controls before the page counts as not navigable. */
const MAX_TABS = 80;

/** True when the page's focused element is the (single) element `target` finds. */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** True when the focused element comes after `target` in the document (Shift+Tab reaches it). */
async function focusIsAfter(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
}

/**
 * Presses Tab, or Shift+Tab when the focus is past `target`, until `target` has the focus, at
 * most {@link MAX_TABS} times, and checks that the focus is visible there (an outline is drawn).
 */
export async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const backwards = await focusIsAfter(target);
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await isFocused(target)) {
      const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, 'the focused control shows where the focus is').not.toBe('none');
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target.toString()}`);
}

/** Whether the focused element is `target`, for asserting where the focus went after a key. */
export async function expectFocused(target: Locator) {
  await expect.poll(() => isFocused(target)).toBe(true);
}
