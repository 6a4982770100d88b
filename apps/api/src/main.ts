import { Logger } from '@nestjs/common';
import { ConfigError, loadAppConfig } from './config/app-config.js';
import { DatabaseUnreachable } from './database/startup-wait.js';
import { PdfRenderer } from './export/pdf-renderer.js';
import { stopOnSignal } from './lifecycle/stop-on-signal.js';
import { startServer } from './server.js';

try {
  const config = loadAppConfig();
  const running = await startServer(config);
  const { app, url } = running;
  stopOnSignal(running, config.shutdown.delayMs + config.shutdown.graceMs);
  const database = config.database.driver === 'pglite' ? `embedded PostgreSQL in ${config.database.dataDir}` : 'PostgreSQL server';
  const identity = config.oidc.embedded
    ? `embedded OpenID Connect provider at ${config.oidc.issuerUrl}`
    : `identity provider ${config.oidc.issuerUrl}`;
  const logger = new Logger('Main');
  logger.log(`Serving ${config.publicUrl} (listening on ${url}) · ${database} · ${identity}`);
  const pdf = app.get(PdfRenderer).engine;
  if (pdf.state === 'available') logger.log(`PDF quotes print with ${pdf.executablePath}`);
  else logger.warn(`PDF downloads answer 503 until a browser is there. ${pdf.problem}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  // One line that says what is wrong and where to look, not a driver's stack (EX_UNAVAILABLE).
  if (error instanceof DatabaseUnreachable) {
    console.error(error.message);
    process.exit(69);
  }
  throw error;
}
