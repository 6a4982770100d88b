import { readFileSync } from 'node:fs';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { findChromium } from '../export/chromium.js';
import type { SimulatorConfig } from '@lsp/contracts';

/** Everything the API reads from its environment, read and checked once at boot. */
export interface AppConfig {
  /** The product's version, from package.json. */
  version: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /**
   * Project documents: `store` says where their bytes live (`FILES_STORE`: `database` by default
   * with a PostgreSQL server, which every instance shares; `local` otherwise), `dir` is the local
   * store's root (`FILES_DIR`, default `DATA_DIR/files`), also read for documents stored there
   * before a switch; uploads are received into `stagingDir` and checked before they are stored.
   */
  files: { store: 'local' | 'database'; dir: string; stagingDir: string };
  database: { driver: 'pglite'; dataDir: string } | { driver: 'postgresql'; url: string; timeouts: DatabaseTimeouts };
  oidc: {
    /** The embedded provider runs when no external issuer is configured. */
    embedded: boolean;
    issuerUrl: string;
    audience: string;
    webClientId: string;
    adminClientId: string;
    jwksUrl: string | undefined;
    /** The longest an access token may live, `exp` - `iat` in seconds (`OIDC_MAX_TOKEN_LIFETIME`, default 3600). */
    maxTokenLifetimeSeconds: number;
    /** Ask for `offline_access` (`OIDC_OFFLINE_ACCESS`, default false): offline refresh tokens outlive sign-out. */
    offlineAccess: boolean;
  };
  flags: { disableIdentityProvider: boolean; e2eTestToken: boolean };
  corsOrigins: string[];
  /** Trust X-Forwarded-* headers (behind a load balancer that terminates TLS). */
  trustProxy: boolean;
  staticRoots: { web: string; admin: string };
  /** Folder of the seed data files (catalogue, companies, settings, terms, demo identities). */
  seedDir: string;
  /** The initial published rule sets (rules/<key>/<key>.rule-set.json). */
  rulesDir: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /**
   * `json`: one JSON object a line (pino), for a log collector; `pretty`: coloured lines for a
   * person (`LOG_FORMAT`, default `pretty` when the output is a terminal, else `json`).
   */
  logFormat: 'json' | 'pretty';
  /**
   * Prometheus metrics (docs/operations.md#metrics), never on the public port: on `port` of their
   * own (`METRICS_PORT`, bound to `host`, `METRICS_HOST`, default 127.0.0.1), and/or at `/metrics`
   * of the public port for a bearer `token` (`METRICS_TOKEN`). Neither set: no metrics served.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * A stop (docs/operations.md#stopping): how long the instance goes on taking requests while not
   * ready (`SHUTDOWN_DELAY`, default 0 ms), then how long the requests in hand may take to finish
   * (`SHUTDOWN_GRACE`, default 10000 ms) before they are cut.
   */
  shutdown: { delayMs: number; graceMs: number };
  /** The headless Chromium that prints quotes (`PUPPETEER_EXECUTABLE_PATH`, else `CHROMIUM_PATH`, else the system's); undefined: none found. */
  pdf: { executablePath: string | undefined };
  mail: {
    /** SMTP server (`smtp://` or `smtps://`, credentials in the URL); unset: mails are only kept in the outbox table. */
    smtpUrl: string | undefined;
    /** Sender of every mail, e.g. `DH Lift Ventilation <planer@dh-lift-ventilation.de>`. */
    from: string;
  };
  /** Save the demo projects into an empty planner when the embedded identity provider runs (`DEMO_PROJECTS`, default true). */
  demoProjects: boolean;
  /** Days the apps keep the chosen language and currency (`PREFERENCE_EXPIRY_DAYS`, default 7). */
  preferenceExpiryDays: number;
  /** The framed simulator's hosts (`SIMULATOR_*`), see `SimulatorConfig`. */
  simulator: SimulatorConfig;
  /**
   * Background jobs (docs/background-jobs.md): a running job whose instance has not beaten its
   * heartbeat for `staleAfterSeconds` (`JOB_STALE_SECONDS`, default 30) is taken over by another.
   */
  jobs: { staleAfterSeconds: number };
  /**
   * The project list export (docs/projects.md#the-list-export): at most `maxRows` projects, the
   * newest, when set (`EXPORT_MAX_ROWS`); unset, every project the filter matches. A cut export
   * says so in the job, the file and the dialog.
   */
  exports: { maxRows: number | undefined };
  support: {
    /** Every new ticket is POSTed as JSON here when set. */
    webhookUrl: string | undefined;
    /** Every new ticket is mailed to these addresses when not empty. */
    mailTo: string[];
  };
}

/**
 * How long the API waits on a PostgreSQL server, in ms (docs/database-faults.md): to connect
 * (`DB_CONNECT_TIMEOUT`, 5000), for one statement (`DB_STATEMENT_TIMEOUT`, 10000: the server
 * cancels it, and the client gives up too, as a frozen server cancels nothing), for a transaction
 * left idle (`DB_IDLE_IN_TRANSACTION_TIMEOUT`, 30000), and in all for one HTTP request, getting
 * connections included (`DB_REQUEST_TIMEOUT`, the statement timeout + 500). Past them a request
 * answers 503. At start the API waits `DB_STARTUP_WAIT` (60000) for a server that is not there yet.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
  requestMs: number;
  startupWaitMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
}

type Env = Record<string, string | undefined>;

function parseMilliseconds(env: Env, name: string, fallback: number, problems: string[], [min, max] = [100, 600_000]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    problems.push(`${name} must be whole milliseconds from ${min} to ${max}, got '${raw}'`);
  return value;
}

function parseBoolean(env: Env, name: string, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false, got '${raw}'`);
  return false;
}

function parseUrl(env: Env, name: string, problems: string[]): string | undefined {
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
function parseAddresses(env: Env, name: string, problems: string[]): string[] {
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
function parseSecretUrl(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
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
function parseOrigin(env: Env, name: string, fallback: string, problems: string[]): string {
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

function parseSimulator(env: Env, problems: string[]): SimulatorConfig {
  const hostname = (name: string, fallback: string) => {
    const raw = (env[name] || fallback).toLowerCase();
    if (!/^[a-z0-9.-]+$/.test(raw)) problems.push(`${name} must be a host name, got '${raw}'`);
    return raw;
  };
  const assetsPath = env.SIMULATOR_ASSETS_PATH || '/assets/simulator/index.html';
  if (!assetsPath.startsWith('/')) problems.push(`SIMULATOR_ASSETS_PATH must start with /, got '${assetsPath}'`);
  return {
    assetsPath,
    staging: {
      pageHost: hostname('SIMULATOR_STAGING_PAGE_HOST', 'staging.planer.dh-lift-ventilation.de'),
      simulatorOrigin: parseOrigin(env, 'SIMULATOR_STAGING_ORIGIN', 'https://staging.simulator.dh-lift-ventilation.de', problems),
    },
    production: {
      pageHost: hostname('SIMULATOR_PRODUCTION_PAGE_HOST', 'planer.dh-lift-ventilation.de'),
      simulatorOrigin: parseOrigin(env, 'SIMULATOR_PRODUCTION_ORIGIN', 'https://simulator.dh-lift-ventilation.de', problems),
    },
    localhostOrigin: parseOrigin(env, 'SIMULATOR_LOCALHOST_ORIGIN', 'http://localhost:8081', problems),
    defaultOrigin: parseOrigin(env, 'SIMULATOR_DEFAULT_ORIGIN', 'https://simulator.dh-lift-ventilation.com', problems),
  };
}

const DEFAULT_MAIL_FROM = 'DH Lift Ventilation <planer@dh-lift-ventilation.de>';

/**
 * Reads the configuration from the environment. Every problem is collected, so a bad
 * deployment fails once with the full list instead of one variable at a time.
 */
export function loadAppConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got '${env.PORT}'`);
  const publicUrl = parseUrl(env, 'PUBLIC_URL', problems) ?? `http://localhost:${port}`;
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const filesDir = path.resolve(cwd, env.FILES_DIR || path.join(dataDir, 'files'));
  const databaseUrl = parseUrl(env, 'DATABASE_URL', problems);
  const statementMs = parseMilliseconds(env, 'DB_STATEMENT_TIMEOUT', 10_000, problems);
  const timeouts: DatabaseTimeouts = {
    connectMs: parseMilliseconds(env, 'DB_CONNECT_TIMEOUT', 5_000, problems),
    statementMs,
    idleInTransactionMs: parseMilliseconds(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT', 30_000, problems),
    requestMs: parseMilliseconds(env, 'DB_REQUEST_TIMEOUT', statementMs + 500, problems),
    startupWaitMs: parseMilliseconds(env, 'DB_STARTUP_WAIT', 60_000, problems, [0, 3_600_000]),
  };
  const externalIssuer = parseUrl(env, 'OIDC_ISSUER_URL', problems);
  const jwksUrl = parseUrl(env, 'OIDC_JWKS_URL', problems);
  const filesStore = (env.FILES_STORE || (databaseUrl ? 'database' : 'local')) as AppConfig['files']['store'];
  if (!['local', 'database'].includes(filesStore)) problems.push(`FILES_STORE must be local or database, got '${env.FILES_STORE}'`);
  const logLevel = (env.LOG_LEVEL ?? 'log') as AppConfig['logLevel'];
  if (!['error', 'warn', 'log', 'debug'].includes(logLevel))
    problems.push(`LOG_LEVEL must be error, warn, log or debug, got '${env.LOG_LEVEL}'`);
  const logFormat = (env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json')) as AppConfig['logFormat'];
  if (!['json', 'pretty'].includes(logFormat)) problems.push(`LOG_FORMAT must be json or pretty, got '${env.LOG_FORMAT}'`);
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535))
    problems.push(`METRICS_PORT must be a port number, got '${env.METRICS_PORT}'`);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  const shutdown = {
    delayMs: parseMilliseconds(env, 'SHUTDOWN_DELAY', 0, problems, [0, 600_000]),
    graceMs: parseMilliseconds(env, 'SHUTDOWN_GRACE', 10_000, problems, [0, 600_000]),
  };
  const flags = {
    disableIdentityProvider: parseBoolean(env, 'DISABLE_IDENTITY_PROVIDER', problems),
    e2eTestToken: parseBoolean(env, 'E2E_TEST_TOKEN', problems),
  };
  const trustProxy = parseBoolean(env, 'TRUST_PROXY', problems);
  const demoProjects = env.DEMO_PROJECTS === undefined || env.DEMO_PROJECTS === '' ? true : parseBoolean(env, 'DEMO_PROJECTS', problems);
  const smtpUrl = parseSecretUrl(env, 'SMTP_URL', ['smtp', 'smtps'], problems);
  const mailFrom = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (parseAddresses({ MAIL_FROM: mailFrom }, 'MAIL_FROM', problems).length > 1) problems.push('MAIL_FROM must be one address');
  const supportWebhookUrl = parseSecretUrl(env, 'SUPPORT_WEBHOOK_URL', ['http', 'https'], problems);
  const supportMailTo = parseAddresses(env, 'SUPPORT_MAIL_TO', problems);
  const preferenceExpiryDays = Number(env.PREFERENCE_EXPIRY_DAYS || 7);
  if (!Number.isInteger(preferenceExpiryDays) || preferenceExpiryDays < 1 || preferenceExpiryDays > 3650) {
    problems.push(`PREFERENCE_EXPIRY_DAYS must be a whole number of days from 1 to 3650, got '${env.PREFERENCE_EXPIRY_DAYS}'`);
  }
  const simulator = parseSimulator(env, problems);
  const staleAfterSeconds = Number(env.JOB_STALE_SECONDS || 30);
  if (!Number.isInteger(staleAfterSeconds) || staleAfterSeconds < 2 || staleAfterSeconds > 3600) {
    problems.push(`JOB_STALE_SECONDS must be whole seconds from 2 to 3600, got '${env.JOB_STALE_SECONDS}'`);
  }
  const maxTokenLifetimeSeconds = Number(env.OIDC_MAX_TOKEN_LIFETIME || 3600);
  if (!Number.isInteger(maxTokenLifetimeSeconds) || maxTokenLifetimeSeconds < 60 || maxTokenLifetimeSeconds > 86_400) {
    problems.push(`OIDC_MAX_TOKEN_LIFETIME must be whole seconds from 60 to 86400, got '${env.OIDC_MAX_TOKEN_LIFETIME}'`);
  }
  const offlineAccess = parseBoolean(env, 'OIDC_OFFLINE_ACCESS', problems);
  const exportMaxRows = env.EXPORT_MAX_ROWS ? Number(env.EXPORT_MAX_ROWS) : undefined;
  if (exportMaxRows !== undefined && (!Number.isSafeInteger(exportMaxRows) || exportMaxRows < 1)) {
    problems.push(`EXPORT_MAX_ROWS must be a whole number of rows, at least 1, got '${env.EXPORT_MAX_ROWS}'`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return {
    version,
    port,
    publicUrl,
    dataDir,
    files: { store: filesStore, dir: filesDir, stagingDir: path.join(dataDir, 'tmp', 'uploads') },
    database: databaseUrl
      ? { driver: 'postgresql', url: databaseUrl, timeouts }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    oidc: {
      embedded: !externalIssuer,
      issuerUrl: externalIssuer ?? `${publicUrl}/oidc`,
      audience: env.OIDC_AUDIENCE || 'lift-planner-api',
      webClientId: env.OIDC_CLIENT_ID || 'lift-planner-web',
      adminClientId: env.OIDC_ADMIN_CLIENT_ID || 'lift-planner-admin',
      jwksUrl,
      maxTokenLifetimeSeconds,
      offlineAccess,
    },
    flags,
    trustProxy,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    staticRoots: {
      web: path.join(repoRoot, 'apps/web/dist'),
      admin: path.join(repoRoot, 'apps/admin/dist'),
    },
    seedDir: path.join(repoRoot, 'seed'),
    rulesDir: path.join(repoRoot, 'rules'),
    logLevel,
    logFormat,
    metrics: { port: metricsPort, host: env.METRICS_HOST || '127.0.0.1', token: metricsToken },
    shutdown,
    pdf: { executablePath: findChromium(env) },
    mail: { smtpUrl, from: mailFrom },
    demoProjects,
    preferenceExpiryDays,
    simulator,
    jobs: { staleAfterSeconds },
    exports: { maxRows: exportMaxRows },
    support: { webhookUrl: supportWebhookUrl, mailTo: supportMailTo },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
