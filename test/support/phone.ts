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
 * Within the page, no control is cut off at the side (a tab strip's last tab, a dialog's table),
 * nothing scrolls sideways, and no project number breaks at its hyphen.
 * An input is measured by the box that takes the tap (its outlined field, a checkbox's ring).
 */
export async function assertFitsPhone(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  // A menu or dialog still growing in is measured at its size, not on its way there.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const found = await page.evaluate(
    ({ selector }) => {
      const small: string[] = [];
      const cut: string[] = [];
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
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
        if (box.width < 44 || box.height < 44)
          small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)} × ${Math.round(box.height)}`);
        // Cut off at the side: by the screen's edge, or by a box that hides or scrolls what runs past it (a tab strip, a dialog).
        let left = 0;
        let right = window.innerWidth;
        for (let parent = target.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (box.left < left - 1 || box.right > right + 1)
          cut.push(
            `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.left)} … ${Math.round(box.right)} in ${Math.round(left)} … ${Math.round(right)}`,
          );
      }
      // A box that scrolls sideways hides part of what it holds (a table in a dialog); a visually hidden one (1 px) holds text for screen readers.
      const sideways = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => {
          if (element.closest('[aria-hidden="true"], [inert]')) return false;
          const style = getComputedStyle(element);
          return (
            ['auto', 'scroll', 'hidden'].includes(style.overflowX) &&
            element.scrollWidth > element.clientWidth + 1 &&
            element.clientWidth > 1
          );
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]} ${element.scrollWidth} > ${element.clientWidth}`,
        );
      // A project number is read whole: never broken at its hyphen.
      const broken: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/C\d{8}-\d+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return { documentWidth: document.documentElement.scrollWidth, small, cut, sideways, broken };
    },
    { selector: INTERACTIVE },
  );
  assert.equal(found.documentWidth, width, `${what}: the page is as wide as the ${width} px screen`);
  assert.deepEqual(found.small, [], `${what}: every control is at least 44 × 44 px`);
  assert.deepEqual(found.cut, [], `${what}: no control is cut off at the side`);
  assert.deepEqual(found.sideways, [], `${what}: nothing scrolls sideways`);
  assert.deepEqual(found.broken, [], `${what}: no project number breaks across lines`);
}
