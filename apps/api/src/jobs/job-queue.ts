import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { BackgroundJobKind, BackgroundJobView } from '@lsp/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BackgroundTasks } from '../database/background-tasks.js';
import { outsideRequestWait } from '../database/request-wait.js';
import { FILE_STORE, type FileStore } from '../files/file-store.js';
import { releaseMemorySoon } from '../memory/memory-release.js';
import { jobDuration, jobsFinished, jobsRunningHere } from '../metrics/instance-metrics.js';
import { BackgroundJob } from './background-job.entity.js';

/** What a handler is given: its job, a way to report progress, and a signal that it should stop. */
export interface JobContext {
  id: string;
  params: Record<string, unknown>;
  /** Work done of the total; written to the job at most twice a second. Throws once the job was taken away. */
  progress(done: number, total: number): void;
  signal: AbortSignal;
}

/** What a handler answers: the result, the file it stored (if any), and how long both are kept. */
export interface JobOutcome {
  result: unknown;
  fileKey?: string;
  keepForMs: number;
}

export type JobHandler = (context: JobContext) => Promise<JobOutcome>;

/** The job was given up by this instance (shut down, or another took it over). */
export class JobAbandoned extends Error {
  constructor(id: string) {
    super(`Job ${id} was given up here`);
  }
}

const POLL_MS = 1000;
const HEARTBEAT_MS = 2000;
const PROGRESS_MS = 500;
const MAX_ATTEMPTS = 3;

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/**
 * Long work as rows of `background_job` (docs/background-jobs.md): a request enqueues and answers
 * at once; every instance polls for queued work and claims one job at a time with
 * `FOR UPDATE SKIP LOCKED`, so whichever instance is free runs it. A claimed job beats a heartbeat;
 * one whose instance went away without a word is taken over once the heartbeat is stale, and one
 * whose instance shut down is queued again at once. With the embedded database this one process
 * is the only instance: the same table, the same claims, in process.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly instance = randomUUID();
  private readonly handlers = new Map<BackgroundJobKind, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private current: { id: string; abort: AbortController; done: Promise<void> } | undefined;
  private polling = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(BackgroundTasks) private readonly tasks: BackgroundTasks,
  ) {}

  register(kind: BackgroundJobKind, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    // The embedded database belongs to this process alone: what it was running before a restart is nobody's now.
    if (this.config.database.driver === 'pglite')
      await this.sql(`update "background_job" set "state" = 'queued', "claimed_by" = null where "state" = 'running'`);
    this.timer = setInterval(() => this.poll(), POLL_MS).unref();
    this.poll();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const current = this.current;
    if (!current) return;
    current.abort.abort();
    await current.done;
  }

  /**
   * Queues work, or finds the job already asked for with the same `dedupeKey` (queued, running, or
   * finished and still kept). A `total` known up front shows as "0 of N" from the first answer,
   * so a run too short for a progress write still says how much it covers.
   */
  async enqueue(
    kind: BackgroundJobKind,
    params: Record<string, unknown>,
    options: { createdBy: string; dedupeKey?: string; total?: number },
  ): Promise<BackgroundJobView> {
    const dedupeKey = options.dedupeKey ?? null;
    if (dedupeKey)
      await this.sql(`delete from "background_job" where "kind" = ? and "dedupe_key" = ? and "expires_at" < now()`, [kind, dedupeKey]);
    const id = randomUUID();
    await this.sql(
      `insert into "background_job" ("id", "kind", "dedupe_key", "params", "state", "done", "total", "created_by", "created_at", "attempts")
       values (?, ?, ?, ?::jsonb, 'queued', 0, ?, ?, now(), 0)
       on conflict ("kind", "dedupe_key") where "state" <> 'failed' do nothing`,
      [id, kind, dedupeKey, JSON.stringify(params), options.total ?? null, options.createdBy],
    );
    const [row] = dedupeKey
      ? await this.sql(`select * from "background_job" where "kind" = ? and "dedupe_key" = ? and "state" <> 'failed'`, [kind, dedupeKey])
      : await this.sql(`select * from "background_job" where "id" = ?`, [id]);
    // The job is the instance's work, not this request's: it runs outside the request's database wait.
    setImmediate(() => outsideRequestWait(() => this.poll()));
    return this.present(row);
  }

  /** A job as the API shows it, or null when there is none (or it expired). */
  async view(id: string, kind?: BackgroundJobKind): Promise<BackgroundJobView | null> {
    const [row] = await this.sql(`select * from "background_job" where "id" = ? and ("expires_at" is null or "expires_at" > now())`, [id]);
    if (!row || (kind && row.kind !== kind)) return null;
    return this.present(row);
  }

  /** The stored file of a finished job that is still kept. */
  async file(id: string): Promise<{ key: string; fileName: string } | null> {
    const [row] = await this.sql(
      `select * from "background_job" where "id" = ? and "state" = 'done' and "file_key" is not null and "expires_at" > now()`,
      [id],
    );
    if (!row) return null;
    return { key: row.file_key as string, fileName: (row.result as { fileName?: string } | null)?.fileName ?? `${id}.xlsx` };
  }

  private present(row: Row): BackgroundJobView {
    const done = Number(row.done);
    const total = row.total === null ? null : Number(row.total);
    const started = row.started_at ? new Date(row.started_at as string).getTime() : null;
    let secondsLeft: number | null = null;
    if (row.state === 'running' && started !== null && total !== null && done > 0) {
      secondsLeft = Math.max(0, Math.round((((Date.now() - started) / done) * (total - done)) / 1000));
    }
    return {
      id: row.id as string,
      kind: row.kind as BackgroundJobKind,
      state: row.state as BackgroundJobView['state'],
      done,
      total,
      secondsLeft,
      createdAt: iso(row.created_at)!,
      startedAt: iso(row.started_at),
      finishedAt: iso(row.finished_at),
      expiresAt: iso(row.expires_at),
      error: (row.error as string | null) ?? null,
      result: row.state === 'done' ? row.result : null,
      fileUrl: row.state === 'done' && row.file_key ? `/api/admin/jobs/${row.id as string}/file` : null,
    };
  }

  private poll(): void {
    if (this.stopped || this.polling || this.current) return;
    this.polling = true;
    // A background task: a stop waits for the poll before it closes the pool.
    void this.tasks
      .run('Could not look for background jobs', async () => {
        await this.housekeeping();
        const row = await this.claim();
        if (!row) return;
        // Claimed while the instance began to stop: the job goes back for another instance.
        if (this.stopped || this.tasks.stopped) await this.requeue(row.id as string);
        else this.start(row);
      })
      .finally(() => {
        this.polling = false;
      });
  }

  /** Expired jobs and their files go. */
  private async housekeeping(): Promise<void> {
    const gone = await this.sql(`delete from "background_job" where "expires_at" < now() returning "file_key"`);
    for (const row of gone) if (row.file_key) await this.files.delete(row.file_key as string).catch(() => undefined);
  }

  /** The oldest queued job, or a running one whose instance stopped beating, claimed for this instance. */
  private async claim(): Promise<Row | undefined> {
    const [row] = await this.sql(
      `update "background_job" set "state" = 'running', "claimed_by" = ?, "heartbeat_at" = now(), "started_at" = coalesce("started_at", now()), "attempts" = "attempts" + 1
       where "id" = (
         select "id" from "background_job"
         where "state" = 'queued' or ("state" = 'running' and "heartbeat_at" < now() - make_interval(secs => ?))
         order by "created_at" limit 1 for update skip locked)
       returning *`,
      [this.instance, this.config.jobs.staleAfterSeconds],
    );
    return row;
  }

  private start(row: Row): void {
    const id = row.id as string;
    const abort = new AbortController();
    const done = this.run(row, abort).finally(() => {
      this.current = undefined;
      // What the job grew is given back once it is over (docs/memory.md#after-a-job).
      releaseMemorySoon();
      setImmediate(() => this.poll());
    });
    this.current = { id, abort, done };
  }

  /** Runs a claimed job, and counts, times and logs how it ended (docs/operations.md#metrics). */
  private async run(row: Row, abort: AbortController): Promise<void> {
    const kind = String(row.kind);
    const started = performance.now();
    jobsRunningHere.inc();
    this.logger.log({ msg: 'job started', job: row.id, kind, attempt: Number(row.attempts) });
    const outcome = await this.runHandler(row, abort);
    jobsRunningHere.dec();
    const durationMs = Math.round(performance.now() - started);
    jobsFinished.inc({ kind, outcome });
    jobDuration.observe({ kind, outcome }, durationMs / 1000);
    this.logger.log({ msg: `job ${outcome}`, job: row.id, kind, outcome, durationMs });
  }

  private async runHandler(row: Row, abort: AbortController): Promise<'done' | 'failed' | 'handed back'> {
    const id = row.id as string;
    const handler = this.handlers.get(row.kind as BackgroundJobKind);
    if (!handler || Number(row.attempts) > MAX_ATTEMPTS) {
      await this.fail(id, handler ? `gave up after ${MAX_ATTEMPTS} attempts` : `no handler for ${String(row.kind)}`);
      return 'failed';
    }
    let written = 0;
    let pending: { done: number; total: number } | undefined;
    const write = async () => {
      const at = pending;
      pending = undefined;
      written = Date.now();
      const kept = await this.sql(
        `update "background_job" set "heartbeat_at" = now()${at ? ', "done" = ?, "total" = ?' : ''} where "id" = ? and "claimed_by" = ? and "state" = 'running' returning "id"`,
        [...(at ? [at.done, at.total] : []), id, this.instance],
      );
      // Another instance took the job over (this one was thought gone): stop.
      if (!kept.length) abort.abort();
    };
    const heartbeat = setInterval(() => void write().catch(() => undefined), HEARTBEAT_MS).unref();
    try {
      // A context of its own, as a request has: services use the EntityManager as they do in requests.
      const outcome = await RequestContext.create(this.orm.em, () =>
        handler({
          id,
          params: row.params as Record<string, unknown>,
          signal: abort.signal,
          progress: (done, total) => {
            if (abort.signal.aborted) throw new JobAbandoned(id);
            pending = { done, total };
            if (Date.now() - written >= PROGRESS_MS) void write().catch(() => undefined);
          },
        }),
      );
      if (abort.signal.aborted) throw new JobAbandoned(id);
      await this.sql(
        `update "background_job" set "state" = 'done', "result" = ?::jsonb, "file_key" = ?, "finished_at" = now(), "heartbeat_at" = now(),
           "done" = coalesce("total", "done"), "expires_at" = now() + make_interval(secs => ?)
         where "id" = ? and "claimed_by" = ?`,
        [JSON.stringify(outcome.result ?? null), outcome.fileKey ?? null, Math.round(outcome.keepForMs / 1000), id, this.instance],
      );
      return 'done';
    } catch (error) {
      if (abort.signal.aborted) {
        await this.requeue(id).catch(() => undefined);
        return 'handed back';
      }
      this.logger.error(
        `Job ${id} (${String(row.kind)}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      await this.fail(id, error instanceof Error ? error.message : String(error));
      return 'failed';
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Shut down (or overtaken): the job waits for the next instance, from the start. */
  private async requeue(id: string): Promise<void> {
    await this.sql(
      `update "background_job" set "state" = 'queued', "claimed_by" = null where "id" = ? and "claimed_by" = ? and "state" = 'running'`,
      [id, this.instance],
    );
  }

  private async fail(id: string, message: string): Promise<void> {
    await this.sql(
      `update "background_job" set "state" = 'failed', "error" = ?, "finished_at" = now(), "expires_at" = now() + interval '1 day' where "id" = ?`,
      [message.slice(0, 2000), id],
    );
  }

  private sql(query: string, params: unknown[] = []): Promise<Row[]> {
    return this.orm.em.fork().getConnection().execute(query, params, 'all') as Promise<Row[]>;
  }
}

export { BackgroundJob };
