import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/** Leaving or reloading the page with unsaved edits asks first (docs/backoffice.md). */
export function useUnsavedGuard(unsaved: boolean) {
  const translate = useTranslate();
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  // Going elsewhere in the backoffice asks too, as react-admin's forms do (warnWhenUnsavedChanges).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object changes on every render; its state is what matters.
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
}
