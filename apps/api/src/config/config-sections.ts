import path from 'node:path';
import type { SimulatorConfig } from '@lsp/contracts';
import type { AppConfig, DatabaseTimeouts } from './app-config.js';
import {
  isPortNumber,
  oneOf,
  parseAddresses,
  parseBoolean,
  parseMilliseconds,
  parseOrigin,
  parseSecretUrl,
  parseUrl,
  parseWholeNumber,
  type Env,
} from './env-values.js';

/*
 * The configuration's sections, one reader each, in the order the loader (app-config.ts) reads
 * them and so the order their problems are listed in. Each variable and its default: README.md#configuration.
 */

/** Where the product answers and whom it trusts: PORT, PUBLIC_URL, CORS_ORIGINS, TRUST_PROXY. */
export function readAddress(env: Env, problems: string[]): Pick<AppConfig, 'port' | 'publicUrl' | 'corsOrigins' | 'trustProxy'> {
  const port = Number(env.PORT ?? 3000);
  if (!isPortNumber(port)) problems.push(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    // The issuer and the redirect URIs derive from it (docs/identity.md#one-public-address).
    publicUrl: parseUrl(env, 'PUBLIC_URL', problems) ?? `http://localhost:${port}`,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: parseBoolean(env, 'TRUST_PROXY', problems),
  };
}

/**
 * A PostgreSQL server (DATABASE_URL) and how long to wait on it (DB_*, docs/database-faults.md),
 * else the embedded PGlite in DATA_DIR. The timeouts are checked even then, so a wrong one shows
 * before the switch to a server.
 */
export function readDatabase(env: Env, dataDir: string, problems: string[]): AppConfig['database'] {
  const databaseUrl = parseUrl(env, 'DATABASE_URL', problems);
  const statementMs = parseMilliseconds(env, 'DB_STATEMENT_TIMEOUT', 10_000, problems);
  const timeouts: DatabaseTimeouts = {
    connectMs: parseMilliseconds(env, 'DB_CONNECT_TIMEOUT', 5_000, problems),
    statementMs,
    idleInTransactionMs: parseMilliseconds(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT', 30_000, problems),
    requestMs: parseMilliseconds(env, 'DB_REQUEST_TIMEOUT', statementMs + 500, problems),
    startupWaitMs: parseMilliseconds(env, 'DB_STARTUP_WAIT', 60_000, problems, [0, 3_600_000]),
  };
  return databaseUrl ? { driver: 'postgresql', url: databaseUrl, timeouts } : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') };
}

/**
 * Where project documents live (docs/file-storage.md): in a PostgreSQL server by default, which
 * every instance shares, else in FILES_DIR; uploads are received in DATA_DIR first.
 */
export function readFiles(env: Env, cwd: string, dataDir: string, database: AppConfig['database'], problems: string[]): AppConfig['files'] {
  const store = oneOf(
    'FILES_STORE',
    env.FILES_STORE || (database.driver === 'postgresql' ? 'database' : 'local'),
    ['local', 'database'] as const,
    problems,
  );
  return {
    store,
    dir: path.resolve(cwd, env.FILES_DIR || path.join(dataDir, 'files')),
    stagingDir: path.join(dataDir, 'tmp', 'uploads'),
  };
}

/**
 * The identity provider (docs/identity.md): an external issuer (OIDC_ISSUER_URL, Keycloak), else
 * the embedded provider at PUBLIC_URL/oidc; the clients and audience the API's tokens name, and
 * how long a token may live.
 */
export function readIdentityProvider(env: Env, publicUrl: string, problems: string[]): AppConfig['oidc'] {
  const externalIssuer = parseUrl(env, 'OIDC_ISSUER_URL', problems);
  return {
    embedded: !externalIssuer,
    issuerUrl: externalIssuer ?? `${publicUrl}/oidc`,
    audience: env.OIDC_AUDIENCE || 'lift-planner-api',
    webClientId: env.OIDC_CLIENT_ID || 'lift-planner-web',
    adminClientId: env.OIDC_ADMIN_CLIENT_ID || 'lift-planner-admin',
    jwksUrl: parseUrl(env, 'OIDC_JWKS_URL', problems),
    maxTokenLifetimeSeconds: parseWholeNumber(env, 'OIDC_MAX_TOKEN_LIFETIME', 3600, [60, 86_400], 'whole seconds', problems),
    offlineAccess: parseBoolean(env, 'OIDC_OFFLINE_ACCESS', problems),
  };
}

/** Switches the apps read from GET /api/config. */
export function readFlags(env: Env, problems: string[]): AppConfig['flags'] {
  return {
    disableIdentityProvider: parseBoolean(env, 'DISABLE_IDENTITY_PROVIDER', problems),
    e2eTestToken: parseBoolean(env, 'E2E_TEST_TOKEN', problems),
  };
}

/** LOG_LEVEL and LOG_FORMAT (docs/operations.md#logs): lines for a person on a terminal, JSON for a collector. */
export function readLogging(env: Env, problems: string[]): Pick<AppConfig, 'logLevel' | 'logFormat'> {
  return {
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL ?? 'log', ['error', 'warn', 'log', 'debug'] as const, problems),
    logFormat: oneOf('LOG_FORMAT', env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json'), ['json', 'pretty'] as const, problems),
  };
}

/** Where Prometheus metrics are served, if anywhere (docs/operations.md#metrics). */
export function readMetrics(env: Env, problems: string[]): AppConfig['metrics'] {
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (port !== undefined && !isPortNumber(port)) problems.push(`METRICS_PORT must be a port number, got '${env.METRICS_PORT}'`);
  // A bearer token on the public port: short ones could be guessed.
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  return { port, host: env.METRICS_HOST || '127.0.0.1', token };
}

/** How a stopping instance lets its requests end (docs/operations.md#stopping). */
export function readShutdown(env: Env, problems: string[]): AppConfig['shutdown'] {
  return {
    delayMs: parseMilliseconds(env, 'SHUTDOWN_DELAY', 0, problems, [0, 600_000]),
    graceMs: parseMilliseconds(env, 'SHUTDOWN_GRACE', 10_000, problems, [0, 600_000]),
  };
}

const DEFAULT_MAIL_FROM = 'DH Lift Ventilation <planer@dh-lift-ventilation.de>';

/** The SMTP server and the sender of every mail (docs/mail-and-support.md); the URL may hold a password. */
export function readMail(env: Env, problems: string[]): AppConfig['mail'] {
  const smtpUrl = parseSecretUrl(env, 'SMTP_URL', ['smtp', 'smtps'], problems);
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (parseAddresses({ MAIL_FROM: from }, 'MAIL_FROM', problems).length > 1) problems.push('MAIL_FROM must be one address');
  return { smtpUrl, from };
}

/** Where a new support ticket is sent besides the backoffice: a webhook (its URL may hold a token) and addresses. */
export function readSupport(env: Env, problems: string[]): AppConfig['support'] {
  return {
    webhookUrl: parseSecretUrl(env, 'SUPPORT_WEBHOOK_URL', ['http', 'https'], problems),
    mailTo: parseAddresses(env, 'SUPPORT_MAIL_TO', problems),
  };
}

/** The framed simulator's page path and hosts (docs/customer-app.md#simulator). */
export function readSimulator(env: Env, problems: string[]): SimulatorConfig {
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

/** The project list export's limit (docs/projects.md#the-list-export); unset, every matching project. */
export function readExports(env: Env, problems: string[]): AppConfig['exports'] {
  const maxRows = env.EXPORT_MAX_ROWS ? Number(env.EXPORT_MAX_ROWS) : undefined;
  if (maxRows !== undefined && (!Number.isSafeInteger(maxRows) || maxRows < 1)) {
    problems.push(`EXPORT_MAX_ROWS must be a whole number of rows, at least 1, got '${env.EXPORT_MAX_ROWS}'`);
  }
  return { maxRows };
}
