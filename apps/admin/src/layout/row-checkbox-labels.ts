import { useEffect } from 'react';

/** Moves each row checkbox's name from its wrapper onto its input, now and whenever a list renders rows. */
function nameRowCheckboxes(): void {
  for (const wrapper of document.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = wrapper.querySelector('input');
    if (input) input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
  }
}

/**
 * react-admin 5's DataTable gives its row checkboxes `aria-label` on MUI's wrapping span, where
 * ARIA forbids it (axe `aria-prohibited-attr`), and leaves the checkbox input itself unnamed. It
 * offers no prop to pass the label to the input, so the name is moved where screen readers look
 * for it ("Diese Zeile auswählen"), on every list with bulk actions.
 */
export function useRowCheckboxLabels(): void {
  useEffect(() => {
    nameRowCheckboxes();
    const observer = new MutationObserver(nameRowCheckboxes);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
