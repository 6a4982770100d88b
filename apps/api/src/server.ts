import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import express from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module.js';
import { limitJsonDepth } from './common/json-depth.js';
import { publicAddress } from './web/public-address.js';
import { API_PREFIX } from './common/api-prefix.js';
import { createEmbeddedIdentityProvider } from './auth/embedded-idp/embedded-idp.js';
import type { AppConfig } from './config/app-config.js';
import { withRequestWait } from './database/request-wait.js';
import { InstanceLifecycle } from './lifecycle/instance-lifecycle.js';
import { createRootLogger, nestLoggerOver } from './logging/root-logger.js';
import { requestLog } from './logging/request-log.js';
import { httpMetrics } from './metrics/http-metrics.js';
import { metricsBehindToken, startMetricsServer } from './metrics/metrics-endpoint.js';
import type { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import type { Logger as PinoRoot } from 'pino';
import { SeedService } from './database/seed.service.js';
import { waitForDatabase } from './database/startup-wait.js';
import { DemoProjects } from './projects/demo-projects.js';
import { staticApps } from './web/static-apps.js';

export interface RunningServer {
  app: NestExpressApplication;
  url: string;
  /** Where `/metrics` is served on a port of its own (`METRICS_PORT`), if it is. */
  metricsUrl: string | undefined;
  /** Stops as a rolling restart needs it (docs/operations.md#stopping); a second call waits for the first. */
  close(): Promise<void>;
}

/** The process's loggers, made once: the first configuration's level and format hold for the process (nestjs-pino keeps one root). */
let logging: { root: PinoRoot; nest: NestPinoLogger; pino: PinoLogger } | undefined;
function processLogging(config: AppConfig) {
  if (!logging) {
    const root = createRootLogger(config);
    logging = { root, ...nestLoggerOver(root) };
  }
  return logging;
}

function simulatorOrigins({ simulator }: AppConfig): string[] {
  const origins = [
    simulator.staging.simulatorOrigin,
    simulator.production.simulatorOrigin,
    simulator.localhostOrigin,
    simulator.defaultOrigin,
  ];
  return [...new Set(origins)];
}

function securityHeaders(config: AppConfig) {
  const issuerOrigin = new URL(config.oidc.issuerUrl).origin;
  const selfAndIssuer = ["'self'", ...(config.oidc.embedded ? [] : [issuerOrigin])];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        // The simulator page asks the simulator host whether it answers before relying on its frame.
        'connect-src': [...selfAndIssuer, ...simulatorOrigins(config)],
        // The simulator page frames one of the configured simulator hosts.
        'frame-src': [...selfAndIssuer, ...simulatorOrigins(config)],
        'form-action': selfAndIssuer,
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
}

/**
 * Builds the whole product in one process: the API under /api, the embedded identity
 * provider under /oidc (unless an external issuer is configured) and the two built apps.
 */
export async function createServer(config: AppConfig): Promise<NestExpressApplication> {
  const expressApp = express();
  expressApp.disable('x-powered-by');
  if (config.trustProxy) expressApp.set('trust proxy', true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), new ExpressAdapter(expressApp), {
    bodyParser: false,
    logger: processLogging(config).nest,
    cors:
      config.corsOrigins.length > 0
        ? { origin: config.corsOrigins, exposedHeaders: ['Content-Range', 'Idempotent-Replayed', 'X-Request-Id'] }
        : false,
  });
  const orm = app.get(MikroORM);
  const { root, pino } = processLogging(config);
  // One line per request, with its id, route, status and duration (docs/operations.md#logs).
  app.use(requestLog(root, pino));
  app.use(httpMetrics);
  // Never public: behind a token here, or on a port of its own (startServer).
  if (config.metrics.token) app.use(metricsBehindToken(config.metrics.token));
  // Then: a stop waits for every request this counts (docs/operations.md#stopping).
  app.use(app.get(InstanceLifecycle).track);
  app.use(securityHeaders(config));
  if (config.database.driver === 'postgresql') {
    // One bound on a request's whole wait on the server (the identity provider's included); a
    // request whose caller went away stops waiting (docs/database-faults.md).
    const budgetMs = config.database.timeouts.requestMs;
    app.use((_req: express.Request, res: express.Response, next: express.NextFunction) => {
      const { wait } = withRequestWait(budgetMs, next);
      res.once('close', () => {
        if (!res.writableFinished) wait.abandon();
      });
    });
  }
  if (config.oidc.embedded) app.use(createEmbeddedIdentityProvider(config, orm.em).router);
  app.use(`/${API_PREFIX}`, express.json({ limit: '2mb', strict: true, type: ['application/json', 'application/*+json'] }), limitJsonDepth);
  app.use((_req: express.Request, _res: express.Response, next: express.NextFunction) => RequestContext.create(orm.em, next));
  // Only where sign-in goes through the identity provider: with the test token or the provider
  // switched off, the pages work under any name (the simulator's host mapping is tested so).
  if (!config.flags.e2eTestToken && !config.flags.disableIdentityProvider) app.use(publicAddress(config.publicUrl));
  app.use(staticApps(config.staticRoots));
  app.setGlobalPrefix(API_PREFIX);
  await app.get(SeedService).seed();
  await app.get(DemoProjects).seedOnce();
  return app;
}

/**
 * How long an idle keep-alive connection stays open: longer than a load balancer's idle timeout
 * (nginx' 60 s) and than any pause of a client between two requests, so that a request is not
 * written onto a connection the server is closing that moment (the client reads ECONNRESET).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts listening and records where, so `npm run token` can find this instance. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  Logger.overrideLogger(processLogging(config).nest);
  if (config.database.driver === 'postgresql') {
    const logger = new Logger('Database');
    const { url, timeouts } = config.database;
    await waitForDatabase({ url, waitMs: timeouts.startupWaitMs, connectMs: timeouts.connectMs, log: (line) => logger.warn(line) });
  }
  const app = await createServer(config);
  // Every address of the machine, IPv6 ([::1]) and IPv4 alike; where IPv6 is switched off, IPv4 only.
  try {
    await app.listen(config.port, '::').catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
      await app.listen(config.port, '0.0.0.0');
    });
  } catch (error) {
    // A port taken by another process: what started (the database, the background tasks) ends here.
    await app.close().catch(() => undefined);
    throw error;
  }
  const server = app.getHttpServer();
  // Idle keep-alive connections stay open 65 s, not Node's 5 s (docs/scale-out.md#keep-alive).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path.join(config.dataDir, 'instance.json'), JSON.stringify({ url, publicUrl: config.publicUrl, pid: process.pid }));
  const metricsServer = await startMetricsServer(config.metrics).catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    throw error;
  });
  const metricsAddress = metricsServer?.address();
  const metricsUrl = metricsAddress && typeof metricsAddress === 'object' ? `http://127.0.0.1:${metricsAddress.port}/metrics` : undefined;
  let stopping: Promise<void> | undefined;
  const close = async () => {
    await stopGracefully(app, config);
    // Last: a scraper sees the stop's figures until the end.
    await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
  };
  return { app, url, metricsUrl, close: () => (stopping ??= close()) };
}

/**
 * Not ready at once, no new connections, the requests in hand finished (within `SHUTDOWN_GRACE`),
 * then the application closes: running jobs go back to the queue for another instance, Chromium
 * and the pool close (each within a bound of its own).
 */
async function stopGracefully(app: NestExpressApplication, config: AppConfig): Promise<void> {
  await app.get(InstanceLifecycle).drain(app.getHttpServer(), { graceMs: config.shutdown.graceMs, delayMs: config.shutdown.delayMs });
  await app.close();
}
