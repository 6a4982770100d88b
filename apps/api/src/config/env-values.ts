import addressparser from 'nodemailer/lib/addressparser';

/**
 * Readers of one environment variable each, for the configuration's sections (config-sections.ts).
 * A bad value is pushed to `problems` (the loader reports them all at once) and a usable value is
 * answered anyway, so reading goes on.
 */
export type Env = Record<string, string | undefined>;

export function parseMilliseconds(env: Env, name: string, fallback: number, problems: string[], [min, max] = [100, 600_000]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    problems.push(`${name} must be whole milliseconds from ${min} to ${max}, got '${raw}'`);
  return value;
}

/**
 * A whole number from `min` to `max`, `fallback` when unset or empty; `unit` says in a problem
 * what it counts, e.g. `whole seconds`.
 */
export function parseWholeNumber(
  env: Env,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  unit: string,
  problems: string[],
): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    problems.push(`${name} must be ${unit} from ${min} to ${max}, got '${env[name]}'`);
  return value;
}

export const isPortNumber = (value: number) => Number.isInteger(value) && value >= 0 && value <= 65535;

export function parseBoolean(env: Env, name: string, problems: string[], fallback = false): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false, got '${raw}'`);
  return false;
}

/** `value` when it is one of `choices`, e.g. `LOG_FORMAT must be json or pretty` otherwise. */
export function oneOf<T extends string>(name: string, value: string, choices: readonly T[], problems: string[]): T {
  if (!(choices as readonly string[]).includes(value))
    problems.push(`${name} must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}, got '${value}'`);
  return value as T;
}

export function parseUrl(env: Env, name: string, problems: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    problems.push(`${name} must be an absolute URL, got '${raw}'`);
    return undefined;
  }
}

/** Addresses of a comma-separated list, each checked to have the form `name@domain`. */
export function parseAddresses(env: Env, name: string, problems: string[]): string[] {
  const raw = env[name];
  if (!raw) return [];
  const parsed = addressparser(raw, { flatten: true });
  const bad = parsed.length === 0 || parsed.some((a) => !/^[^\s@]+@[^\s@]+$/.test(a.address));
  if (bad) problems.push(`${name} must be mail addresses separated by commas, got '${raw}'`);
  return bad ? [] : parsed.map((a) => a.address);
}

/**
 * A URL that may hold a secret (a password, a webhook token): kept exactly as given and never
 * echoed in a problem.
 */
export function parseSecretUrl(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol.replace(/:$/, '');
  } catch {
    /* reported below */
  }
  if (protocols.includes(protocol)) return raw;
  problems.push(`${name} must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL`);
  return undefined;
}

/** An http(s) origin such as `https://simulator.example.de` (no path). */
export function parseOrigin(env: Env, name: string, fallback: string, problems: string[]): string {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search) return url.origin;
  } catch {
    /* reported below */
  }
  problems.push(`${name} must be an http(s) origin without a path, got '${raw}'`);
  return fallback;
}
