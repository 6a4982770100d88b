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
  const target = control?.querySelector<HTMLElement>('[role="combobox"], input:not([aria-hidden="true"]):not([type="hidden"]), textarea') ?? element;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
