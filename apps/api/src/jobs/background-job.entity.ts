import { defineEntity, p } from '@mikro-orm/core';
import type { BackgroundJobKind, BackgroundJobState } from '@lsp/contracts';

/**
 * Long work (impact analysis, the full list export) as a row: queued until an instance claims it,
 * running while its claimer's heartbeat is fresh, then done (with its result, and a file for an
 * export) or failed. Rows and files go when `expiresAt` has passed (docs/background-jobs.md).
 */
const BackgroundJobSchema = defineEntity({
  name: 'BackgroundJob',
  tableName: 'background_job',
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(40).$type<BackgroundJobKind>(),
    /** The same work asked again finds this job (an impact: version, published version and data). */
    dedupeKey: p.string().length(200).nullable(),
    params: p.json<Record<string, unknown>>(),
    state: p.string().length(10).$type<BackgroundJobState>(),
    done: p.integer(),
    total: p.integer().nullable(),
    result: p.json<unknown>().nullable(),
    error: p.text().nullable(),
    /** The file store's key of the job's document, if it makes one. */
    fileKey: p.string().length(200).nullable(),
    createdBy: p.string().length(200),
    createdAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    heartbeatAt: p.datetime().nullable(),
    /** The instance running it. */
    claimedBy: p.string().length(100).nullable(),
    attempts: p.integer(),
    expiresAt: p.datetime().nullable(),
  },
  indexes: [
    // One live job per kind and key: the second admin's request finds the first one's job.
    {
      name: 'background_job_dedupe_index',
      expression: `create unique index "background_job_dedupe_index" on "background_job" ("kind", "dedupe_key") where "state" <> 'failed'`,
    },
    {
      name: 'background_job_waiting_index',
      expression: `create index "background_job_waiting_index" on "background_job" ("created_at") where "state" in ('queued', 'running')`,
    },
  ],
  checks: [{ name: 'background_job_state_check', expression: "state in ('queued', 'running', 'done', 'failed')" }],
});

export class BackgroundJob extends BackgroundJobSchema.class {}
BackgroundJobSchema.setClass(BackgroundJob);
export { BackgroundJobSchema };
