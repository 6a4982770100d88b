import type { AuthSession } from '../auth/auth-session';
import { forgetAccount } from './device-store';

/**
 * Signing out deletes what the device keeps for the account (prices, the rule set, the settings)
 * first, so no later user of this browser finds them (docs/offline.md), then signs out.
 */
export async function signOutForgettingDevice(session: AuthSession): Promise<void> {
  const account = await session.account();
  if (account) await forgetAccount(account).catch((error: unknown) => console.warn('Could not clear the device store', error));
  await session.signOut();
}
