import { UserManager } from 'oidc-client-ts';

// The frame of a silent token renewal without refresh token: hand the answer to the app.
const origin = window.location.origin;
void new UserManager({ authority: `${origin}/oidc`, client_id: 'silent-renew', redirect_uri: window.location.href }).signinSilentCallback();
