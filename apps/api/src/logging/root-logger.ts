import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { pino, type Logger as Pino } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/app-config.js';

const LEVELS: Record<AppConfig['logLevel'], pino.Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

/**
 * The one pino logger of the process (docs/operations.md#logs): JSON lines for a log collector,
 * or pino-pretty's coloured lines for a person at a terminal (`LOG_FORMAT`). Written
 * synchronously: a line is out before the process can exit.
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat' | 'version'>): Pino {
  const options: pino.LoggerOptions = {
    level: LEVELS[config.logLevel],
    base: { service: 'lift-planner', version: config.version, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Belt and braces: no serializer here logs headers or bodies, but none may ever carry these.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token', '*.token'], censor: '[redacted]' },
  };
  if (config.logFormat === 'json') return pino(options);
  return pino(
    options,
    pretty({
      sync: true,
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss.l',
      // One line a request or event, as Nest's own logger wrote them; JSON keeps every field.
      messageFormat: '{if context}[{context}] {end}{msg}{if durationMs} ({durationMs} ms){end}',
      ignore: 'pid,hostname,service,version,context,reqId,method,path,route,status,durationMs,user,company',
    }),
  );
}

/**
 * Nest's logger over pino (nestjs-pino): every `new Logger(context)` line of the API becomes a
 * pino line with its `context`, and, inside a request or a job, the request's or job's fields.
 */
export function nestLoggerOver(root: Pino): { nest: NestPinoLogger; pino: PinoLogger } {
  const params = { pinoHttp: { logger: root, autoLogging: false }, renameContext: 'context' };
  const pinoLogger = new PinoLogger(params);
  return { nest: new NestPinoLogger(pinoLogger, params), pino: pinoLogger };
}
