import type { ErrorLevel } from './rule-set.types.js';

/** Why a rule set was refused when loaded. */
export type ProblemCode =
  | 'SCHEMA'
  | 'DUPLICATE'
  | 'STAGE_ORDER'
  | 'UNKNOWN_OPERATION'
  | 'UNKNOWN_BUILTIN'
  | 'ARITY'
  | 'INVALID_VARIABLE'
  | 'UNKNOWN_VARIABLE'
  | 'NAME_CONFLICT'
  | 'UNKNOWN_PRODUCT'
  | 'CONSTANT_FAILED'
  | 'UNKNOWN_CONSTANT'
  | 'UNUSED_CONSTANT';

/** One problem of a rule set, at a JSON Pointer into it (e.g. `/stages/2/rules/5/when/0`). */
export interface RuleSetProblem {
  path: string;
  /** English, the rule author's diagnosis (for logs and API users). */
  message: string;
  code: ProblemCode;
  /** The names the message mentions, for a translation by `code` (e.g. `{ rule, variable }` of UNKNOWN_VARIABLE). */
  params?: Record<string, string | number>;
}

/** Thrown when a rule set is ill-formed; lists every problem found. */
export class RuleSetError extends Error {
  override readonly name = 'RuleSetError';
  readonly code = 'INVALID_RULE_SET';
  constructor(readonly problems: RuleSetProblem[]) {
    super(`Invalid rule set: ${problems.map((p) => `${p.path || '/'}: ${p.message}`).join('; ')}`);
  }
}

/** Why a rule failed while running. */
export type ExecutionErrorCode =
  'SEALED_SELECTOR_NO_MATCH' | 'BUILTIN_FAILED' | 'INVALID_ACTION_VALUE' | 'UNKNOWN_PRODUCT' | 'EXPRESSION_FAILED';

/** A failure inside a rule, before the rule's id and stage are known. Internal. */
export class RuleFailure extends Error {
  constructor(
    readonly code: ExecutionErrorCode,
    message: string,
    readonly path?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Thrown when a rule whose error level is `error` fails; names the rule, its stage and the expression. */
export class RuleExecutionError extends Error {
  override readonly name = 'RuleExecutionError';
  constructor(
    readonly code: ExecutionErrorCode,
    readonly ruleId: string,
    readonly stage: string,
    /** JSON Pointer of the failing expression in the rule set. */
    readonly path: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Rule '${ruleId}' (stage ${stage}) failed at ${path}: ${reason}`, options);
  }
}

/** A failure of a rule whose error level is `warn` or `log`: recorded, and the rule has no effect. */
export interface ExecutionProblem {
  level: Exclude<ErrorLevel, 'error'>;
  code: ExecutionErrorCode;
  ruleId: string;
  stage: string;
  path: string;
  message: string;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
