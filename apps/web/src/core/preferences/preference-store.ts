interface StoredPreference {
  value: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Used until the configuration names the expiry (docs/design.md#preferences: 7 days by default). */
export const DEFAULT_PREFERENCE_EXPIRY_DAYS = 7;

/**
 * Keeps a user's choices (language, currency) in local storage for a limited time. Reading a
 * choice refreshes its expiry; expired, unreadable or unknown values are dropped.
 */
export class PreferenceStore {
  constructor(
    private readonly expiryDays: number = DEFAULT_PREFERENCE_EXPIRY_DAYS,
    private readonly storage: Storage | null = safeLocalStorage(),
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored choice if it is one of `allowed` and not expired, else `fallback`. */
  read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const stored = this.load(key);
    if (!stored || stored.expiresAt <= this.now() || !(allowed as readonly string[]).includes(stored.value)) {
      this.storage?.removeItem(key);
      return fallback;
    }
    this.save(key, stored.value);
    return stored.value as T;
  }

  /** Stores a choice; a value outside `allowed` is refused (false) and nothing changes. */
  write<T extends string>(key: string, value: string, allowed: readonly T[]): value is T {
    if (!(allowed as readonly string[]).includes(value)) return false;
    this.save(key, value);
    return true;
  }

  private load(key: string): StoredPreference | null {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(key) ?? 'null');
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { value, expiresAt } = parsed as Partial<StoredPreference>;
      return typeof value === 'string' && typeof expiresAt === 'number' ? { value, expiresAt } : null;
    } catch {
      return null;
    }
  }

  private save(key: string, value: string): void {
    const entry: StoredPreference = { value, expiresAt: this.now() + this.expiryDays * DAY_MS };
    try {
      this.storage?.setItem(key, JSON.stringify(entry));
    } catch {
      // Storage full or blocked: the choice holds for this page only.
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const PREFERENCE_KEYS = { language: 'lsp.language', currency: 'lsp.currency' } as const;
