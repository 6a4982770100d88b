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

/** Moves the focus to the first field within `container` that takes input; false when it holds none. */
export function focusFirstField(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>(
    '[role="combobox"]:not([aria-disabled="true"]), input:not([aria-hidden="true"]):not([type="hidden"]):not(:disabled), textarea:not(:disabled)',
  );
  if (!target) return false;
  target.focus({ preventScroll: true });
  return true;
}
