/**
 * Rule sets in the backoffice (docs/design.md#rule-sets): `/api/admin/rule-sets` (versions as
 * react-admin records) and its actions: check, tests, try it, impact, publish, rollback, diff.
 */
import { calculationAnswerSchema, calculationRequestSchema, type CalculationAnswer } from './calculation.schema.js';

export const RULE_SET_STATUSES = ['draft', 'published', 'archived'] as const;
export type RuleSetStatus = (typeof RULE_SET_STATUSES)[number];

/** One version of a rule set. `ruleSetVersion` is its number once published (null while a draft); `version` is the record's lock. */
export interface AdminRuleSetVersion {
  id: number;
  key: string;
  ruleSetVersion: number | null;
  status: RuleSetStatus;
  /** SHA-256 of the stored JSON text, hex. */
  checksum: string;
  changeNote: string;
  /** The published number it started from (a draft's origin, a rollback's source). */
  basedOn: number | null;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  updatedByName: string;
  updatedAt: string;
  publishedByName: string | null;
  publishedAt: string | null;
  /** How big it is, for lists. */
  summary: { stages: number; rules: number; tests: number };
  /** The rule set JSON (rules/rule-set.schema.json); only in single records, not in lists. */
  content?: Record<string, unknown>;
  version: number;
}

/** Create: a new draft of `key` from `content`, or from the published version (`basedOn` names another). Update: a draft's content and note. */
export interface AdminRuleSetWrite {
  key?: string;
  content?: Record<string, unknown>;
  changeNote?: string;
  basedOn?: number | null;
  version?: number;
}

const isoDate = { type: 'string', description: 'ISO 8601' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const readOnly = { description: 'read-only; ignored on write' } as const;
const ruleSetKey = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,59}$' } as const;
const changeNote = { type: 'string', maxLength: 2000 } as const;

const recordProperties = {
  id: { type: 'integer' },
  key: { type: 'string' },
  ruleSetVersion: { type: ['integer', 'null'] },
  status: { type: 'string', enum: [...RULE_SET_STATUSES] },
  checksum: { type: 'string' },
  changeNote: { type: 'string' },
  basedOn: { type: ['integer', 'null'] },
  createdBy: { type: 'string' },
  createdByName: { type: 'string' },
  createdAt: isoDate,
  updatedByName: { type: 'string' },
  updatedAt: isoDate,
  publishedByName: nullableString,
  publishedAt: nullableString,
  summary: {
    type: 'object',
    additionalProperties: false,
    required: ['stages', 'rules', 'tests'],
    properties: { stages: { type: 'integer' }, rules: { type: 'integer' }, tests: { type: 'integer' } },
  },
  version: { type: 'integer' },
} as const;

export const adminRuleSetListRecordSchema = {
  $id: 'AdminRuleSetVersionListed',
  type: 'object',
  additionalProperties: false,
  required: Object.keys(recordProperties),
  properties: recordProperties,
} as const;

export const adminRuleSetVersionSchema = {
  $id: 'AdminRuleSetVersion',
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(recordProperties), 'content'],
  properties: { ...recordProperties, content: { type: 'object', description: 'The rule set, as described by rules/rule-set.schema.json' } },
} as const;

export const adminRuleSetWriteSchema = {
  $id: 'AdminRuleSetWrite',
  type: 'object',
  additionalProperties: false,
  properties: {
    key: ruleSetKey,
    content: { type: 'object', description: "The rule set JSON; `key` must be the record's, `version` is set by the server" },
    changeNote,
    basedOn: { type: ['integer', 'null'], minimum: 1 },
    version: { type: 'integer', minimum: 1, description: 'the version the record was loaded with (required on update)' },
    ...Object.fromEntries(
      [
        'id',
        'ruleSetVersion',
        'status',
        'checksum',
        'createdBy',
        'createdByName',
        'createdAt',
        'updatedByName',
        'updatedAt',
        'publishedByName',
        'publishedAt',
        'summary',
      ].map((name) => [name, readOnly]),
    ),
  },
} as const;

/** A problem of a rule set, at a JSON Pointer into it. */
export interface RuleSetProblemData {
  path: string;
  /** English, the rule author's diagnosis; the backoffice says `code` with `params` in its language. */
  message: string;
  code: string;
  /** The names the message mentions (rule, variable, name, key, count), when the check gives them. */
  params?: Record<string, string | number>;
  /** Of a failure on random inputs (`FAILS_ON_INPUTS`): the first form values it fails for. */
  inputs?: { key: string; value: unknown }[];
}

const problem = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'message', 'code'],
  properties: {
    path: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    params: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
    inputs: { type: 'array', items: { type: 'object' } },
  },
} as const;

/**
 * `POST /api/admin/rule-sets/check`: content to check without saving; with `fuzz`, content that
 * passes the check also runs the publish gate's random valid inputs (docs/rules.md).
 */
export interface RuleSetCheckRequest {
  content: unknown;
  fuzz?: boolean;
}

export const ruleSetCheckRequestSchema = {
  $id: 'RuleSetCheckRequest',
  type: 'object',
  additionalProperties: false,
  required: ['content'],
  properties: { content: {}, fuzz: { type: 'boolean' } },
} as const;

/** Schema, expressions, the static variable check and the catalogue's product keys. */
export interface RuleSetCheckAnswer {
  ok: boolean;
  problems: RuleSetProblemData[];
}

export const ruleSetCheckAnswerSchema = {
  $id: 'RuleSetCheckAnswer',
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'problems'],
  properties: { ok: { type: 'boolean' }, problems: { type: 'array', items: problem } },
} as const;

/** One test case run: expectations met, and whether json-logic-js (interpreted) gives the same evaluation. */
export interface RuleSetTestCaseRun {
  name: string;
  passed: boolean;
  mismatches: { path: string; expected?: unknown; actual?: unknown }[];
  error?: string;
  /** Compiled and interpreted evaluations are identical. */
  agrees: boolean;
  disagreement?: string;
}

export interface RuleSetTestRun {
  passed: number;
  failed: number;
  disagreements: number;
  cases: RuleSetTestCaseRun[];
}

export const ruleSetTestRunSchema = {
  $id: 'RuleSetTestRun',
  type: 'object',
  additionalProperties: false,
  required: ['passed', 'failed', 'disagreements', 'cases'],
  properties: {
    passed: { type: 'integer' },
    failed: { type: 'integer' },
    disagreements: { type: 'integer' },
    cases: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'passed', 'mismatches', 'agrees'],
        properties: {
          name: { type: 'string' },
          passed: { type: 'boolean' },
          error: { type: 'string' },
          agrees: { type: 'boolean' },
          disagreement: { type: 'string' },
          mismatches: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['path'],
              properties: { path: { type: 'string' }, expected: {}, actual: {} },
            },
          },
        },
      },
    },
  },
} as const;

/** `POST /api/admin/rule-sets/{id}/try`: a calculation request evaluated with that version. */
export const ruleSetTryRequestSchema = { ...calculationRequestSchema, $id: 'RuleSetTryRequest' } as const;

/** The answer of "try it": the calculation as a customer would get it, and why the rules failed if they did. */
export interface RuleSetTryAnswer {
  answer: CalculationAnswer;
  error?: string;
}

const { $id: _answerId, ...answerWithoutId } = calculationAnswerSchema;

export const ruleSetTryAnswerSchema = {
  $id: 'RuleSetTryAnswer',
  type: 'object',
  additionalProperties: false,
  required: ['answer'],
  properties: { answer: answerWithoutId, error: { type: 'string' } },
} as const;

/** A changed project or golden fixture in an impact report. */
export interface RuleSetImpactItem {
  kind: 'project' | 'fixture';
  /** Project id or fixture file name. */
  id: string;
  name: string;
  state: string | null;
  currency: string;
  /** Quote totals in cents of `currency` (null: not priced). */
  totalBefore: number | null;
  totalAfter: number | null;
  difference: number | null;
  /** Relative change in per cent, one decimal (null when there was no total before). */
  percent: number | null;
  products: { productKey: string; before: number; after: number }[];
  /** The draft failed for this input (its message). */
  error?: string;
  /**
   * Error messages the answer has after the change and did not have before (a catalogue change
   * that leaves a required component without a product: docs/rules.md#catalogue-changes).
   */
  newErrors?: { key: string; params: Record<string, string | number> }[];
}

export interface RuleSetImpactGroup {
  checked: number;
  productsChanged: number;
  totalsChanged: number;
  failed: number;
  /** Subjects whose answer has an error message it did not have before (catalogue changes). */
  newErrors?: number;
}

/** Random valid inputs run through the draft: execution errors found. */
export interface RuleSetFuzzReport {
  runs: number;
  seed: number;
  failures: number;
  /**
   * The first failing input at each place that fails (at most 5): the error, the JSON Pointer of
   * the failing expression and its rule when the rules name them, and how many inputs fail there.
   */
  examples: { formValues: { key: string; value: unknown }[]; error: string; path?: string; rule?: string; count?: number }[];
}

export interface RuleSetImpactReport {
  /** What the draft was compared with. */
  against: { key: string; version: number };
  projects: RuleSetImpactGroup;
  fixtures: RuleSetImpactGroup;
  /** How many totals changed by how much (per cent of the published total). */
  distribution: { bucket: string; count: number }[];
  /** Every changed item, largest absolute total difference first (at most 20). */
  largest: RuleSetImpactItem[];
  fuzz: RuleSetFuzzReport;
  durationMs: number;
}

const group = {
  type: 'object',
  additionalProperties: false,
  required: ['checked', 'productsChanged', 'totalsChanged', 'failed'],
  properties: {
    checked: { type: 'integer' },
    productsChanged: { type: 'integer' },
    totalsChanged: { type: 'integer' },
    failed: { type: 'integer' },
    newErrors: { type: 'integer' },
  },
} as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const ruleSetImpactReportSchema = {
  $id: 'RuleSetImpactReport',
  type: 'object',
  additionalProperties: false,
  required: ['against', 'projects', 'fixtures', 'distribution', 'largest', 'fuzz', 'durationMs'],
  properties: {
    against: {
      type: 'object',
      additionalProperties: false,
      required: ['key', 'version'],
      properties: { key: { type: 'string' }, version: { type: 'integer' } },
    },
    projects: group,
    fixtures: group,
    distribution: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['bucket', 'count'],
        properties: { bucket: { type: 'string' }, count: { type: 'integer' } },
      },
    },
    largest: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'id', 'name', 'state', 'currency', 'totalBefore', 'totalAfter', 'difference', 'percent', 'products'],
        properties: {
          kind: { type: 'string', enum: ['project', 'fixture'] },
          id: { type: 'string' },
          name: { type: 'string' },
          state: nullableString,
          currency: { type: 'string' },
          totalBefore: nullableInteger,
          totalAfter: nullableInteger,
          difference: nullableInteger,
          percent: { type: ['number', 'null'] },
          error: { type: 'string' },
          newErrors: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['key', 'params'],
              properties: {
                key: { type: 'string' },
                params: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
              },
            },
          },
          products: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['productKey', 'before', 'after'],
              properties: { productKey: { type: 'string' }, before: { type: 'number' }, after: { type: 'number' } },
            },
          },
        },
      },
    },
    fuzz: {
      type: 'object',
      additionalProperties: false,
      required: ['runs', 'seed', 'failures', 'examples'],
      properties: {
        runs: { type: 'integer' },
        seed: { type: 'integer' },
        failures: { type: 'integer' },
        examples: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['formValues', 'error'],
            properties: {
              formValues: { type: 'array', items: { type: 'object' } },
              error: { type: 'string' },
              path: { type: 'string' },
              rule: { type: 'string' },
              count: { type: 'integer' },
            },
          },
        },
      },
    },
    durationMs: { type: 'integer' },
  },
} as const;

/** `POST /api/admin/rule-sets/{id}/publish`: the draft at the version it was loaded with. */
export interface RuleSetPublishRequest {
  version: number;
  changeNote?: string;
}

export const ruleSetPublishRequestSchema = {
  $id: 'RuleSetPublishRequest',
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 1 }, changeNote },
} as const;

/** `POST /api/admin/rule-sets/{id}/rollback`: publishes that earlier version's content as a new version. */
export interface RuleSetRollbackRequest {
  changeNote: string;
}

export const ruleSetRollbackRequestSchema = {
  $id: 'RuleSetRollbackRequest',
  type: 'object',
  additionalProperties: false,
  required: ['changeNote'],
  properties: { changeNote: { ...changeNote, minLength: 1 } },
} as const;

/** Two versions side by side, and where they differ (JSON Pointers). */
export interface RuleSetDiff {
  from: { id: number; ruleSetVersion: number | null; status: RuleSetStatus; text: string };
  to: { id: number; ruleSetVersion: number | null; status: RuleSetStatus; text: string };
  changes: { path: string; kind: 'added' | 'removed' | 'changed' }[];
}

const diffSide = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ruleSetVersion', 'status', 'text'],
  properties: {
    id: { type: 'integer' },
    ruleSetVersion: { type: ['integer', 'null'] },
    status: { type: 'string', enum: [...RULE_SET_STATUSES] },
    text: { type: 'string' },
  },
} as const;

export const ruleSetDiffSchema = {
  $id: 'RuleSetDiff',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'changes'],
  properties: {
    from: diffSide,
    to: diffSide,
    changes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'kind'],
        properties: { path: { type: 'string' }, kind: { type: 'string', enum: ['added', 'removed', 'changed'] } },
      },
    },
  },
} as const;

/** What the editor needs for validation and completion beyond the rule set itself. */
export interface RuleSetEditorSupport {
  /** rules/rule-set.schema.json. */
  schema: Record<string, unknown>;
  builtins: { name: string; description: string; minArgs: number | null; maxArgs: number | null }[];
  productKeys: string[];
  /** Inputs the API passes per stage beyond those the rule set declares. */
  extraInputs: Record<string, string[]>;
  /** Form fields by key (what test cases and "try it" give). */
  formFields: string[];
}

export const ruleSetEditorSupportSchema = {
  $id: 'RuleSetEditorSupport',
  type: 'object',
  additionalProperties: false,
  required: ['schema', 'builtins', 'productKeys', 'extraInputs', 'formFields'],
  properties: {
    schema: { type: 'object' },
    builtins: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description', 'minArgs', 'maxArgs'],
        properties: { name: { type: 'string' }, description: { type: 'string' }, minArgs: nullableInteger, maxArgs: nullableInteger },
      },
    },
    productKeys: { type: 'array', items: { type: 'string' } },
    extraInputs: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    formFields: { type: 'array', items: { type: 'string' } },
  },
} as const;
