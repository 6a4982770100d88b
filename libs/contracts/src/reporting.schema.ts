import { PROJECT_STATES, type ProjectState } from './project.schema.js';

/** Projects and quoted totals of one group; totals are euro cents of the last calculation on save. */
export interface ReportingFigures {
  projects: number;
  quotedTotalCents: number;
  byState: Record<ProjectState, { projects: number; quotedTotalCents: number }>;
}

/** `GET /api/reporting-v1/summary` (Admin): projects by state and month of creation, and quoted totals. */
export interface ReportingSummary {
  /** Months are calendar months in UTC, `YYYY-MM`, oldest first, only months with projects. */
  months: ({ month: string } & ReportingFigures)[];
  overall: ReportingFigures;
}

export interface ReportingQuery {
  /** First month, inclusive (`YYYY-MM`). */
  from?: string;
  /** Last month, inclusive (`YYYY-MM`). */
  to?: string;
  companyId?: string;
}

const MONTH = '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$';

export const reportingQuerySchema = {
  $id: 'ReportingQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', pattern: MONTH },
    to: { type: 'string', pattern: MONTH },
    companyId: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

const figures = {
  projects: { type: 'integer', minimum: 0 },
  quotedTotalCents: { type: 'integer', minimum: 0 },
  byState: {
    type: 'object',
    additionalProperties: false,
    required: [...PROJECT_STATES],
    properties: Object.fromEntries(
      PROJECT_STATES.map((state) => [
        state,
        {
          type: 'object',
          additionalProperties: false,
          required: ['projects', 'quotedTotalCents'],
          properties: { projects: { type: 'integer', minimum: 0 }, quotedTotalCents: { type: 'integer', minimum: 0 } },
        },
      ]),
    ),
  },
} as const;

export const reportingSummarySchema = {
  $id: 'ReportingSummary',
  type: 'object',
  additionalProperties: false,
  required: ['months', 'overall'],
  properties: {
    months: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['month', 'projects', 'quotedTotalCents', 'byState'],
        properties: { month: { type: 'string', pattern: MONTH }, ...figures },
      },
    },
    overall: { type: 'object', additionalProperties: false, required: ['projects', 'quotedTotalCents', 'byState'], properties: figures },
  },
} as const;
