/**
 * The navigation state of the app's links into the calculator (the explorer's "Neues Projekt", a
 * project's edit and template). The link that had the focus is gone with the page, so the
 * calculator gives the focus to a new project's first field or the step's heading; a page loaded
 * by its address keeps the browser's start, where the skip link is the first stop
 * (docs/customer-app.md).
 */
export const OPENED_FROM_APP = { openedFromApp: true } as const;

export const openedFromApp = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { openedFromApp?: unknown }).openedFromApp === true;
