/** `GET /api/health` (public). */
export interface Health {
  status: 'ok' | 'degraded';
  database: { driver: 'pglite' | 'postgresql'; reachable: boolean; latencyMs: number | null };
  version: string;
}

export const healthSchema = {
  $id: 'Health',
  type: 'object',
  additionalProperties: false,
  required: ['status', 'database', 'version'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: {
      type: 'object',
      additionalProperties: false,
      required: ['driver', 'reachable', 'latencyMs'],
      properties: {
        driver: { type: 'string', enum: ['pglite', 'postgresql'] },
        reachable: { type: 'boolean' },
        latencyMs: { type: ['number', 'null'] },
      },
    },
    version: { type: 'string' },
  },
} as const;
