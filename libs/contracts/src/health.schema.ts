/** `GET /api/health` (public). */
export interface Health {
  status: 'ok' | 'degraded';
  database: {
    driver: 'pglite' | 'postgresql';
    /** `available` when `select 1` answered within the health check's wait; `unavailable` when it failed or took longer. */
    state: 'available' | 'unavailable';
    reachable: boolean;
    latencyMs: number | null;
    /** A PostgreSQL server's request pool: its size, the connections open and idle, and the requests waiting for one. */
    pool?: { max: number; open: number; idle: number; waiting: number };
  };
  /** The headless Chromium that prints quotes; `problem` says what to install when there is none. */
  pdf: { state: 'available' | 'unavailable'; problem: string | null };
  version: string;
}

export const healthSchema = {
  $id: 'Health',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'database', 'pdf', 'version'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: {
      type: 'object',
      additionalProperties: false,
      required: ['driver', 'state', 'reachable', 'latencyMs'],
      properties: {
        driver: { type: 'string', enum: ['pglite', 'postgresql'] },
        state: { type: 'string', enum: ['available', 'unavailable'] },
        reachable: { type: 'boolean' },
        latencyMs: { type: ['number', 'null'] },
        pool: {
          type: 'object',
          additionalProperties: false,
          required: ['max', 'open', 'idle', 'waiting'],
          properties: {
            max: { type: 'integer' },
            open: { type: 'integer' },
            idle: { type: 'integer' },
            waiting: { type: 'integer' },
          },
        },
      },
    },
    pdf: {
      type: 'object',
      additionalProperties: false,
      required: ['state', 'problem'],
      properties: {
        state: { type: 'string', enum: ['available', 'unavailable'] },
        problem: { type: ['string', 'null'] },
      },
    },
    version: { type: 'string' },
  },
} as const;

/**
 * `GET /api/health/live` and `GET /api/health/ready` (public): whether the process answers at
 * all (liveness: restart it when not), and whether a load balancer should send it requests
 * (readiness: the database answers and the instance is not stopping).
 */
export interface InstanceProbe {
  ready: boolean;
  /** `serving`, or `stopping` from the moment it was told to stop (SIGTERM, SIGINT). */
  instance: 'serving' | 'stopping';
  /** Left out by liveness, which does not ask the database. */
  database?: 'available' | 'unavailable';
}

export const instanceProbeSchema = {
  $id: 'InstanceProbe',
  type: 'object',
  additionalProperties: false,
  required: ['ready', 'instance'],
  properties: {
    ready: { type: 'boolean' },
    instance: { type: 'string', enum: ['serving', 'stopping'] },
    database: { type: 'string', enum: ['available', 'unavailable'] },
  },
} as const;
