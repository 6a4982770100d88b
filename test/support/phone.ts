import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { VisitorOptions } from './browser.js';

/** The phones the customer app is checked on: a small Android and a current iPhone, both touch. */
export const PHONES = [
  { name: '360 × 740', viewport: { width: 360, height: 740 } },
  { name: '390 × 844', viewport: { width: 390, height: 844 } },
] as const;

export const onPhone = (viewport: { width: number; height: number }): VisitorOptions => ({ viewport, isMobile: true, hasTouch: true });

/** The controls a finger may tap, as they are found in the page. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[role="checkbox"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * What a phone user notices of a screen's fit: the page is exactly as wide as the screen (a
 * mobile browser widens the page to show content that runs past it, so the document's width is
 * compared with the phone's, not the window's), and every control shown is at least 44 × 44 px.
 * An input is measured by the box that takes the tap (its outlined field, a checkbox's ring).
 */
export async function assertFitsPhone(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  // A menu or dialog still growing in is measured at its size, not on its way there.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const found = await page.evaluate(
    ({ selector }) => {
      const small: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest('[aria-hidden="true"], [inert]') || element.matches(':disabled, [aria-disabled="true"]')) continue;
        let target: HTMLElement = element;
        if (element.matches('input[type=checkbox], input[type=radio]')) target = element.parentElement!;
        else if (element.matches('input, textarea, [role=combobox]') && element.closest('.MuiInputBase-root'))
          target = element.closest('.MuiInputBase-root') as HTMLElement;
        const box = target.getBoundingClientRect();
        const style = getComputedStyle(target);
        // Not shown: no size, hidden, or (the skip link until it has the focus) above the page.
        if (
          box.width === 0 ||
          box.height === 0 ||
          style.visibility === 'hidden' ||
          style.opacity === '0' ||
          box.bottom + window.scrollY <= 0
        )
          continue;
        if (box.width < 44 || box.height < 44) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
          small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)} × ${Math.round(box.height)}`);
        }
      }
      return { documentWidth: document.documentElement.scrollWidth, small };
    },
    { selector: INTERACTIVE },
  );
  assert.equal(found.documentWidth, width, `${what}: the page is as wide as the ${width} px screen`);
  assert.deepEqual(found.small, [], `${what}: every control is at least 44 × 44 px`);
}
