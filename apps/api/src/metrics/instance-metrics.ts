import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's metrics in Prometheus' format (docs/operations.md#metrics). One registry per
 * process, as one process is one instance: the services count into it where things happen, and
 * a scrape reads it. prom-client's defaults add memory, CPU, event-loop delay and GC figures.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: 'planner_http_request_duration_seconds',
  help: 'Time from a request to its answer, by route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: seconds,
  registers: [registry],
});

export const calculations = new Counter({
  name: 'planner_calculations_total',
  help: 'Calculations answered (quotes and saves), by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const calculationEvaluation = new Histogram({
  name: 'planner_calculation_evaluation_seconds',
  help: 'Time the rule engine took to evaluate one calculation',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [registry],
});

export const jobsFinished = new Counter({
  name: 'planner_jobs_finished_total',
  help: 'Background jobs this instance ended: done, failed, or handed back (stop or takeover)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'planner_job_duration_seconds',
  help: 'Time a background job ran on this instance',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 180, 600],
  registers: [registry],
});

export const jobsRunningHere = new Gauge({
  name: 'planner_jobs_running_here',
  help: 'Background jobs running on this instance now',
  registers: [registry],
});

export const pdfRenders = new Counter({
  name: 'planner_pdf_renders_total',
  help: 'Quote PDFs printed, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const pdfRenderDuration = new Histogram({
  name: 'planner_pdf_render_duration_seconds',
  help: 'Time one quote PDF took to print',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const browserLaunches = new Counter({
  name: 'planner_pdf_browser_launches_total',
  help: 'Chromium launches of the PDF printer: the first, and every restart after a crash',
  registers: [registry],
});

export const cacheReads = new Counter({
  name: 'planner_cache_reloads_total',
  help: 'Reads of the catalogue or of a published rule set into memory (at start and after every change)',
  labelNames: ['cache'] as const,
  registers: [registry],
});

/** Counted by the pool guard (pool-guard.ts), read at a scrape. */
export const poolTimeouts = new Counter({
  name: 'planner_db_pool_wait_timeouts_total',
  help: 'Requests that gave up waiting for a database connection or statement (then 503)',
  registers: [registry],
});

/** What the database module gives the scrape: the pool now, and the job table's counts. */
export interface DatabaseSources {
  pool(): { max: number; open: number; idle: number; waiting: number } | undefined;
  jobCounts(): Promise<{ state: string; count: number }[]>;
}
let sources: DatabaseSources | undefined;
export function observeDatabase(next: DatabaseSources | undefined): void {
  sources = next;
}

new Gauge({
  name: 'planner_db_pool_connections',
  help: 'Connections of the request pool on a PostgreSQL server, by state (in_use, idle), and its size (max)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = sources?.pool();
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.open - pool.idle);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'max' }, pool.max);
  },
});

new Gauge({
  name: 'planner_db_pool_waiting',
  help: 'Requests waiting for a connection of the request pool',
  registers: [registry],
  collect() {
    this.set(sources?.pool()?.waiting ?? 0);
  },
});

new Gauge({
  name: 'planner_jobs',
  help: 'Background jobs in the shared queue, by state (all instances)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const state of ['queued', 'running', 'done', 'failed']) this.set({ state }, 0);
    for (const { state, count } of (await sources?.jobCounts().catch(() => [])) ?? []) this.set({ state }, count);
  },
});
