import type { AuthSession } from '../auth/auth-session';
import { forgetAccount, readDrafts } from './device-store';

/**
 * Signing out deletes what the device keeps for the account (prices, the rule set, the settings,
 * the outbox) first, so no later user of this browser finds them (docs/offline.md), then signs out.
 * Drafts not sent yet would be lost: `confirmLoss` asks first, and signing out stops unless agreed.
 */
export async function signOutForgettingDevice(
  session: AuthSession,
  confirmLoss: (count: number) => boolean | Promise<boolean> = () => true,
): Promise<void> {
  const account = await session.account();
  const unsent = account === null ? [] : await readDrafts(account).catch(() => []);
  if (unsent.length > 0 && !(await confirmLoss(unsent.length))) return;
  if (account) await forgetAccount(account).catch((error: unknown) => console.warn('Could not clear the device store', error));
  await session.signOut();
}
