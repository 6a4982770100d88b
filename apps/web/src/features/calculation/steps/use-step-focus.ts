import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import type { CalculatorTab } from '@lsp/domain';
import { openedFromApp as isOpenedFromApp } from '../../../components/layout/focus';
import { FIRST_FIELD, focusField, focusFirstField } from '../fields/focus-field';
import type { CalculatorState } from '../state/calculator-state';
import type { PendingFocus } from './use-step-navigation';

/**
 * A new step takes the focus where the work goes on: the field asked for, the step's first field
 * (after the set dialog), else the step's heading, which a screen reader announces. Without this
 * the focus would fall to the page and the next Tab walk through header and footer first. Opened
 * from a link of the app, a new project's first field or else the heading takes it; a page loaded
 * by its address keeps the browser's start, where the skip link is the first stop.
 * Answers the refs of the step's panel and its heading.
 */
export function useStepFocus(tab: CalculatorTab, pendingFocus: RefObject<PendingFocus | null>, stateRef: RefObject<CalculatorState>) {
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  /** Opened by a link of the app (the explorer's "Neues Projekt", a project's edit): the link is gone, the focus with it. */
  const [openedFromApp] = useState(() => isOpenedFromApp(location.state));

  useEffect(() => {
    const pending = pendingFocus.current?.tab === tab ? pendingFocus.current : null;
    if (pending) pendingFocus.current = null;
    const field = pending?.field ?? null;
    if (firstRender.current) {
      firstRender.current = false;
      if (!openedFromApp) return;
      if (stateRef.current.projectId === null && focusFirstField(panelRef.current)) return;
      headingRef.current?.focus({ preventScroll: true });
      return;
    }
    if (typeof field === 'string' && focusField(field)) return;
    // At once, not smoothly: the browser's Back restores the scroll position of the step left
    // (its bottom) and a smooth scroll under way is lost to it, leaving the focused heading far out of view.
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (field === FIRST_FIELD && focusFirstField(panelRef.current)) return;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // A heading that takes the focus is seen: scrolled into view once the step has its height.
    window.requestAnimationFrame(() => {
      const box = heading.getBoundingClientRect();
      if (document.activeElement === heading && (box.top < 0 || box.bottom > window.innerHeight))
        window.scrollTo({ top: 0, behavior: 'instant' });
    });
  }, [tab, openedFromApp, pendingFocus, stateRef]);

  return { panelRef, headingRef };
}
