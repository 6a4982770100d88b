import { createHash, randomBytes } from 'node:crypto';

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}

export interface PasswordSignIn {
  issuer: string;
  clientId: string;
  redirectUri: string;
  username: string;
  password: string;
  scope?: string;
  /** The resource (RFC 8707) the access token is for, as the apps ask for it; none: a token for userinfo. */
  resource?: string;
}

/** A minimal cookie jar: the provider keeps its interaction and session state in cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs a user in through the embedded provider's real login form, the way a browser does:
 * authorization code with PKCE S256 (96-character verifier, docs/design.md#sessions), then the code
 * exchange. Used by `npm run token` and by the API tests; it goes through every check the
 * provider makes, so the tokens are exactly those the apps get.
 */
export async function signInWithPassword(options: PasswordSignIn): Promise<TokenSet> {
  const discovery = (await (await fetch(`${options.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verifier = base64url(randomBytes(72)); // 72 bytes are 96 base64url characters
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(12));
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };

  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(12)),
    ...(options.resource ? { resource: options.resource } : {}),
  }).toString();

  let response = await request(authorize.href);
  let location = response.headers.get('location');
  if (!location) throw new Error(`authorization request failed with status ${response.status}`);
  const loginPage = new URL(location, authorize);
  response = await request(new URL(`${loginPage.pathname}/login`, loginPage).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: options.username, password: options.password }).toString(),
  });
  // A refused password sends the browser back to the form with `failed=1` (post/redirect/get).
  const refused = response.status === 303 && new URL(response.headers.get('location') ?? '/', authorize).searchParams.get('failed') === '1';
  if (refused) throw new Error(`wrong username or password for '${options.username}'`);
  // Follow the provider's redirects until it sends the browser back to the app with a code.
  for (let hops = 0; hops < 5; hops++) {
    location = response.headers.get('location');
    if (!location) throw new Error(`sign-in stopped with status ${response.status}`);
    const next = new URL(location, authorize);
    if (`${next.origin}${next.pathname}` === options.redirectUri) {
      const code = next.searchParams.get('code');
      if (!code || next.searchParams.get('state') !== state)
        throw new Error(`sign-in failed: ${next.searchParams.get('error_description') ?? next.search}`);
      const token = await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: options.clientId,
          redirect_uri: options.redirectUri,
          code_verifier: verifier,
        }).toString(),
      });
      if (!token.ok) throw new Error(`code exchange failed with status ${token.status}: ${await token.text()}`);
      return (await token.json()) as TokenSet;
    }
    response = await request(next.href);
  }
  throw new Error('sign-in did not come back to the app');
}
