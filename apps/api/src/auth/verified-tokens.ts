import type { AuthUser } from './auth-user.js';

/** How long a verified token is taken without checking its signature again. */
export const VERIFIED_TOKEN_SECONDS = 60;
const MAX_TOKENS = 10_000;

interface Verified {
  user: AuthUser;
  /** Milliseconds since the epoch: the token's own expiry, or a minute after it was checked. */
  until: number;
}

/**
 * The users of bearer tokens whose signature and claims were checked in the last minute, by the
 * token's exact text. Checking an RS256 signature costs a fifth of a millisecond, as much as the
 * whole calculation; a planner's browser sends the same token with every keystroke's calculation
 * (docs/calculation-speed.md). A token is taken from here only until its own expiry, and at most a
 * minute, so a key the issuer withdraws stops counting within that minute. Only tokens that passed
 * every check get in, and a different text (another signature, another claim) is another key.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();

  constructor(private readonly maxTokens = MAX_TOKENS) {}

  userOf(token: string, now = Date.now()): AuthUser | undefined {
    const verified = this.tokens.get(token);
    if (!verified) return undefined;
    if (verified.until > now) return verified.user;
    this.tokens.delete(token);
    return undefined;
  }

  /** Remembers a token that passed; `expiresAt` is its `exp` claim, in seconds. */
  remember(token: string, user: AuthUser, expiresAt: number, now = Date.now()): void {
    const until = Math.min(expiresAt * 1000, now + VERIFIED_TOKEN_SECONDS * 1000);
    if (until <= now) return;
    if (this.tokens.size >= this.maxTokens) {
      // The oldest first: a Map iterates in insertion order.
      for (const [key, entry] of this.tokens)
        if (entry.until <= now || this.tokens.size >= this.maxTokens) this.tokens.delete(key);
        else break;
    }
    this.tokens.set(token, { user, until });
  }

  get size(): number {
    return this.tokens.size;
  }
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The `exp` claim of a token that was already verified (so its payload can be read as it is). */
export function expiryOf(token: string): number | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}
