import type { UserManager } from 'oidc-client-ts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { CurrentUser } from '@lsp/contracts';
import type { HttpClient } from '../data/http-client';
import { safeAdminPath, validAccessToken, type SignInState } from './user-manager';

export interface AdminIdentity extends UserIdentity {
  fullName: string;
  company: CurrentUser['company'];
  groups: CurrentUser['groups'];
}

export const isAdmin = (groups: unknown): boolean => Array.isArray(groups) && groups.includes('Admin');

/**
 * react-admin's auth on the same identity provider as the customer app, with the admin client.
 * Permissions are the user's groups; only the Admin group may see data.
 */
export function createAuthProvider(manager: UserManager, httpClient: HttpClient): AuthProvider {
  let currentUser: Promise<CurrentUser> | null = null;
  const loadCurrentUser = (): Promise<CurrentUser> => {
    if (!currentUser) {
      currentUser = httpClient('/api/user').then(({ json }) => json as CurrentUser);
      // A failed load is tried again next time.
      currentUser.catch(() => {
        currentUser = null;
      });
    }
    return currentUser;
  };

  return {
    /** The login page calls this: off to the identity provider, back to `returnTo` afterwards. */
    async login({ returnTo }: { returnTo?: string } = {}) {
      const state: SignInState = { returnTo: safeAdminPath(returnTo) };
      await manager.signinRedirect({ state });
      return { redirectTo: false };
    },
    async logout() {
      currentUser = null;
      const user = await manager.getUser();
      if (!user) return undefined;
      await manager.signoutRedirect({ id_token_hint: user.id_token, post_logout_redirect_uri: `${window.location.origin}/admin/` });
      return false;
    },
    async checkAuth() {
      if (!(await validAccessToken(manager))) throw new Error('Not signed in');
    },
    async checkError(error: { status?: number }) {
      // 403 means signed in without the right: stay, the pages say why.
      if (error?.status === 401) {
        currentUser = null;
        await manager.removeUser();
        throw error;
      }
    },
    async getIdentity(): Promise<AdminIdentity> {
      const user = await loadCurrentUser();
      return {
        id: user.id,
        fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        company: user.company,
        groups: user.groups,
      };
    },
    async getPermissions() {
      return (await loadCurrentUser()).groups;
    },
    async canAccess() {
      return isAdmin((await loadCurrentUser()).groups);
    },
  };
}
