interface ConsentManagerWindow {
  __cmp?: (command: string, ...args: unknown[]) => void;
}

/** Opens the consent manager's control panel; logs an error when it is not on the page. */
export function openConsentManager(): void {
  const cmp = (window as unknown as ConsentManagerWindow).__cmp;
  if (typeof cmp !== 'function') {
    console.error('The consent manager is not available: its control panel cannot be opened.');
    return;
  }
  cmp('showScreen');
}
