import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SimulatorConfig } from '@lsp/contracts';
import { findChromium } from '../export/chromium.js';
import {
  readAddress,
  readDatabase,
  readExports,
  readFiles,
  readFlags,
  readIdentityProvider,
  readLogging,
  readMail,
  readMetrics,
  readShutdown,
  readSimulator,
  readSupport,
} from './config-sections.js';
import { parseBoolean, parseWholeNumber, type Env } from './env-values.js';

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

/**
 * Reads the configuration from the environment, section by section (config-sections.ts). Every
 * problem is collected, so a bad deployment fails once with the full list instead of one variable
 * at a time; the product's own files and the PDF printer are looked up only for a good one.
 */
export function loadAppConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const address = readAddress(env, problems);
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const database = readDatabase(env, dataDir, problems);
  const files = readFiles(env, cwd, dataDir, database, problems);
  const oidc = readIdentityProvider(env, address.publicUrl, problems);
  const flags = readFlags(env, problems);
  const logging = readLogging(env, problems);
  const metrics = readMetrics(env, problems);
  const shutdown = readShutdown(env, problems);
  const mail = readMail(env, problems);
  const support = readSupport(env, problems);
  const demoProjects = parseBoolean(env, 'DEMO_PROJECTS', problems, true);
  const preferenceExpiryDays = parseWholeNumber(env, 'PREFERENCE_EXPIRY_DAYS', 7, [1, 3650], 'a whole number of days', problems);
  const simulator = readSimulator(env, problems);
  const jobs = { staleAfterSeconds: parseWholeNumber(env, 'JOB_STALE_SECONDS', 30, [2, 3600], 'whole seconds', problems) };
  const listExport = readExports(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...productFiles(),
    ...address,
    dataDir,
    files,
    database,
    oidc,
    flags,
    ...logging,
    metrics,
    shutdown,
    pdf: { executablePath: findChromium(env) },
    mail,
    demoProjects,
    preferenceExpiryDays,
    simulator,
    jobs,
    exports: listExport,
    support,
  };
}

/** The product's version and the folders it ships (the built apps, seed data, rules), found from this file. */
function productFiles(): Pick<AppConfig, 'version' | 'staticRoots' | 'seedDir' | 'rulesDir'> {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return {
    version,
    staticRoots: {
      web: path.join(repoRoot, 'apps/web/dist'),
      admin: path.join(repoRoot, 'apps/admin/dist'),
    },
    seedDir: path.join(repoRoot, 'seed'),
    rulesDir: path.join(repoRoot, 'rules'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
