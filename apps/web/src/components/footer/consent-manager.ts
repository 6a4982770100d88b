interface ConsentManagerWindow {
  __cmp?: (command: string, ...args: unknown[]) => void;
}

/**
 * Opens the consent manager's control panel when one is on the page; false when none is (no
 * consent manager is configured), so the caller can say which cookies the product uses instead.
 */
export function openConsentManager(): boolean {
  const cmp = (window as unknown as ConsentManagerWindow).__cmp;
  if (typeof cmp !== 'function') return false;
  cmp('showScreen');
  return true;
}
