import { Logger } from '@nestjs/common';
import { ConfigError, loadAppConfig } from './config/app-config.js';
import { startServer } from './server.js';

try {
  const config = loadAppConfig();
  const { url } = await startServer(config);
  const database = config.database.driver === 'pglite' ? `embedded PostgreSQL in ${config.database.dataDir}` : 'PostgreSQL server';
  const identity = config.oidc.embedded ? `embedded OpenID Connect provider at ${config.oidc.issuerUrl}` : `identity provider ${config.oidc.issuerUrl}`;
  new Logger('Main').log(`Serving ${config.publicUrl} (listening on ${url}) · ${database} · ${identity}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}
