/** Long work the API does in the background (docs/background-jobs.md). */
export const BACKGROUND_JOB_KINDS = ['rule-set-impact', 'project-list-export', 'catalogue-impact'] as const;
export type BackgroundJobKind = (typeof BACKGROUND_JOB_KINDS)[number];

export const BACKGROUND_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type BackgroundJobState = (typeof BACKGROUND_JOB_STATES)[number];

/** What a finished list export made. */
export interface ExportJobResult {
  fileName: string;
  /** Projects written. */
  rows: number;
  /** Projects the filter matched: more than `rows` when the export's limit (EXPORT_MAX_ROWS) left the oldest out. */
  matched: number;
  bytes: number;
}

/** A job as `GET /api/admin/jobs/{id}` answers it. */
export interface BackgroundJobView {
  id: string;
  kind: BackgroundJobKind;
  state: BackgroundJobState;
  /** Work done of the total (projects compared, rows written); total null until it is known. */
  done: number;
  total: number | null;
  /** Seconds until done at the pace so far; null before there is a pace, and once finished. */
  secondsLeft: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** When the job and its result go away. */
  expiresAt: string | null;
  error: string | null;
  /** A finished job's answer: the impact report, or what an export wrote. */
  result: unknown;
  /** Where a finished export is downloaded, while it is kept. */
  fileUrl: string | null;
}

const nullableString = { type: ['string', 'null'] } as const;

export const backgroundJobSchema = {
  $id: 'BackgroundJob',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'state',
    'done',
    'total',
    'secondsLeft',
    'createdAt',
    'startedAt',
    'finishedAt',
    'expiresAt',
    'error',
    'result',
    'fileUrl',
  ],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: [...BACKGROUND_JOB_KINDS] },
    state: { type: 'string', enum: [...BACKGROUND_JOB_STATES] },
    done: { type: 'integer', minimum: 0 },
    total: { type: ['integer', 'null'] },
    secondsLeft: { type: ['integer', 'null'] },
    createdAt: { type: 'string' },
    startedAt: nullableString,
    finishedAt: nullableString,
    expiresAt: nullableString,
    error: nullableString,
    result: {},
    fileUrl: nullableString,
  },
} as const;
