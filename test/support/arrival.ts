/**
 * Reads again and again until a change shows, for at most `limitMs`; answers the last value read
 * and how long after `since` the read that first showed the change was sent. That is how late the
 * change reached the product, not counting how long the read itself took to answer on a busy
 * machine (docs/testing.md#waiting-in-tests).
 * @example
 * const { value, afterMs } = await arrival(calculate, (answer) => answer.ruleSet.version === 2, { since: published });
 */
export async function arrival<T>(
  read: () => Promise<T>,
  shows: (value: T) => boolean,
  { since, limitMs = 15_000 }: { since: number; limitMs?: number },
): Promise<{ value: T; afterMs: number }> {
  for (;;) {
    const sent = Date.now();
    const value = await read();
    if (shows(value) || sent - since > limitMs) return { value, afterMs: sent - since };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
