import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the focus to a calculator field by its key (inputs carry the id `field-{key}`, table
 * inputs `data-field`; an MUI select's focusable part is its combobox, not its hidden input) and
 * scrolls it into view. False when the field is not on the page (e.g. a message about the
 * ventilation components as a whole, or a field of another tab).
 */
export function focusField(field: string): boolean {
  const element = document.getElementById(`field-${field}`) ?? document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!element) return false;
  const control = element.closest('.MuiFormControl-root') ?? element.parentElement;
  const target =
    control?.querySelector<HTMLElement>('[role="combobox"], input:not([aria-hidden="true"]):not([type="hidden"]), textarea') ?? element;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/** Asks for the focus on a step's first field rather than a named one. */
export const FIRST_FIELD = Symbol('first field');

/** Moves the focus to the first field within `container` that takes input, scrolled into view; false when it holds none. */
export function focusFirstField(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>(
    '[role="combobox"]:not([aria-disabled="true"]), input:not([aria-hidden="true"]):not([type="hidden"]):not(:disabled), textarea:not(:disabled)',
  );
  if (!target) return false;
  target.focus({ preventScroll: true });
  // Never a focus the user cannot see: a key pressed there (Space to scroll) would change a field out of sight.
  const box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) target.scrollIntoView({ block: 'center' });
  return true;
}

/**
 * A button disabled while its action runs loses the focus to the page (the browser's focus fixup),
 * and the next Tab starts again at the top. `taken` records the pressed button; once `busy` is over,
 * the focus goes back to it if it fell to the page meanwhile (docs/customer-app.md).
 */
export function useFocusReturn(busy: boolean): (button: HTMLElement) => void {
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const button = pressed.current;
    if (busy || !button) return;
    pressed.current = null;
    if (button.isConnected && (document.activeElement === null || document.activeElement === document.body)) button.focus();
  }, [busy]);
  return useCallback((button: HTMLElement) => {
    pressed.current = button;
  }, []);
}
