/**
 * The load-time check of a rule set beyond its schema: stage order, unique ids, expressions
 * (operations, builtins, arity, variable paths) and the variable check: every name a rule reads
 * must be an input of its stage (or an earlier one), a constant, or produced by an earlier rule.
 * Unknown names are load-time errors, never silent nulls. The answer is the plan the rule
 * compiler builds from.
 */
import type { ResolvedBuiltin } from '../model/builtin.types.js';
import type { RuleSetProblem } from '../model/errors.js';
import { pointer } from '../model/json-pointer.js';
import type { ActionDefinition, RuleDefinition, RuleSetDefinition } from '../model/rule-set.types.js';
import { analyzeExpression, type VariableRead } from '../expressions/expression-analysis.js';

export const STANDARD_STAGES = ['options', 'ventilation', 'products', 'post'] as const;

const PRODUCT_FIELDS = new Set(['productKey', 'quantity', 'estimatedQuantity', 'category']);

export interface BranchPlan {
  actions: ActionDefinition[];
  /** JSON Pointer of the action list. */
  path: string;
  /** Variables the rule reads when this branch runs (conditions or select, then actions). */
  reads: string[];
}

export interface RulePlan {
  rule: RuleDefinition;
  stage: string;
  path: string;
  /** Conditional: the one branch; selector: one per case, then the default if any. */
  branches: BranchPlan[];
}

export interface StagePlan {
  name: string;
  rules: RulePlan[];
}

export interface RuleSetPlan {
  definition: RuleSetDefinition;
  stages: StagePlan[];
  /** Every input any stage may read (declared or passed by the domain). */
  inputs: string[];
  constants: string[];
  derived: string[];
  /** Roots `options.<list>` of every offered list. */
  optionLists: string[];
}

/** Where a name comes from, for the checks and their hints. */
interface Origin {
  kind: 'input' | 'constant' | 'derived' | 'options';
  stage?: string;
  ruleId?: string;
}

/** The root a path reads: `options.system` for option lists, else the first segment. */
export function rootOf(path: string): string {
  const segments = path.split('.');
  return segments[0] === 'options' && segments.length > 1 ? `options.${segments[1]}` : segments[0];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

class NameScope {
  private readonly known = new Map<string, Origin>();
  /** Every name anywhere in the rule set, for hints ("produced later by ..."). */
  private readonly anywhere = new Map<string, Origin>();

  constructor(
    private readonly problems: RuleSetProblem[],
    private readonly constants: Readonly<Record<string, unknown>> = {},
  ) {}

  declareEverywhere(root: string, origin: Origin): void {
    if (!this.anywhere.has(root)) this.anywhere.set(root, origin);
  }

  add(root: string, origin: Origin): void {
    if (!this.known.has(root)) this.known.set(root, origin);
  }

  originOf(root: string): Origin | undefined {
    return this.known.get(root);
  }

  check(read: VariableRead, ruleId: string): void {
    const segments = read.path.split('.');
    if (segments[0] === 'products') {
      if (segments.length > 3 || (segments.length === 3 && !PRODUCT_FIELDS.has(segments[2]))) {
        this.problem(read.at, 'INVALID_VARIABLE', `'${read.path}': a product offers ${[...PRODUCT_FIELDS].join(', ')}`);
      }
      return;
    }
    if (segments[0] === 'options' && segments.length === 1) {
      this.problem(read.at, 'INVALID_VARIABLE', `'options' needs a list name, e.g. options.system`);
      return;
    }
    const root = rootOf(read.path);
    if (this.known.get(root)?.kind === 'constant') {
      this.checkConstantPath(read, ruleId);
      return;
    }
    if (this.known.has(root)) return;
    this.problem(read.at, 'UNKNOWN_VARIABLE', `rule '${ruleId}' reads unknown variable '${root}'${this.hint(root)}`, {
      rule: ruleId,
      variable: root,
    });
  }

  /** Every literal path rules read into a constant, for the check of fields no rule reads. */
  readonly constantReads: string[] = [];

  /**
   * A constant is data whose shape the rule set shows: a path into it that does not exist reads
   * null at run time (a renamed `costModel.logisticsPercent` would price logistics at nothing),
   * so it is named here, at the `var`, with the names that do exist there (docs/rules.md).
   */
  private checkConstantPath(read: VariableRead, ruleId: string): void {
    this.constantReads.push(read.path);
    if (read.withDefault) return;
    const segments = read.path.split('.');
    let value: unknown = this.constants[segments[0]];
    for (let i = 1; i < segments.length; i++) {
      const segment = segments[i];
      const container = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
      if (container && Object.hasOwn(container, segment)) {
        value = container[segment];
        continue;
      }
      const at = segments.slice(0, i).join('.');
      const close = container ? Object.keys(container).filter((name) => distance(name, segment) <= 2) : [];
      this.problem(
        read.at,
        'UNKNOWN_CONSTANT',
        `rule '${ruleId}' reads '${read.path}', but constant '${at}' has no '${segment}'` +
          (close.length ? `; did you mean ${close.map((name) => `'${at}.${name}'`).join(' or ')}?` : ''),
        { rule: ruleId, constant: read.path },
      );
      return;
    }
  }

  private hint(root: string): string {
    const later = this.anywhere.get(root);
    if (later?.kind === 'input') return ` (an input only from stage ${later.stage} on)`;
    if (later) return ` (produced later, by rule '${later.ruleId}' in stage ${later.stage})`;
    const close = [...this.known.keys()].filter((name) => distance(name, root) <= 2).slice(0, 3);
    return close.length ? `; did you mean ${close.map((name) => `'${name}'`).join(' or ')}?` : '';
  }

  private problem(path: string, code: RuleSetProblem['code'], message: string, params?: RuleSetProblem['params']): void {
    this.problems.push(params ? { path, code, message, params } : { path, code, message });
  }
}

function actionExpressions(action: ActionDefinition, path: string): [unknown, string][] {
  if ('set' in action) return [[action.value, pointer(path, 'value')]];
  if ('offer' in action) return [[action.values, pointer(path, 'values')]];
  if ('withdraw' in action) return [[action.values, pointer(path, 'values')]];
  if ('addProduct' in action) {
    const list: [unknown, string][] = [[action.addProduct, pointer(path, 'addProduct')]];
    if (action.quantity !== undefined) list.push([action.quantity, pointer(path, 'quantity')]);
    return list;
  }
  if ('addProducts' in action) return [[action.addProducts, pointer(path, 'addProducts')]];
  if ('topUp' in action)
    return [
      [action.topUp, pointer(path, 'topUp')],
      [action.minimum, pointer(path, 'minimum')],
    ];
  if ('setQuantity' in action)
    return [
      [action.setQuantity, pointer(path, 'setQuantity')],
      [action.quantity, pointer(path, 'quantity')],
    ];
  return Object.entries(action.params ?? {}).map(([name, expression]) => [expression, pointer(path, 'params', name)]);
}

/** The product-key expression of an action that names one product, and its tag. */
export function productTarget(action: ActionDefinition): { key: unknown; tag: 'addProduct' | 'topUp' | 'setQuantity' } | undefined {
  if ('addProduct' in action) return { key: action.addProduct, tag: 'addProduct' };
  if ('topUp' in action) return { key: action.topUp, tag: 'topUp' };
  if ('setQuantity' in action) return { key: action.setQuantity, tag: 'setQuantity' };
  return undefined;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

interface Checker {
  builtins: ReadonlyMap<string, ResolvedBuiltin>;
  problems: RuleSetProblem[];
  scope: NameScope;
  protectedNames: Map<string, Origin>;
  productKeys: ReadonlySet<string> | undefined;
}

function checkExpression(node: unknown, path: string, ruleId: string, c: Checker): string[] {
  const reads = analyzeExpression(node, path, c.builtins, c.problems);
  for (const read of reads) c.scope.check(read, ruleId);
  return reads.map((read) => read.path);
}

function checkActions(actions: ActionDefinition[], path: string, ruleId: string, c: Checker): string[] {
  const reads: string[] = [];
  actions.forEach((action, i) => {
    const at = pointer(path, i);
    for (const [expression, exprPath] of actionExpressions(action, at)) reads.push(...checkExpression(expression, exprPath, ruleId, c));
    if ('set' in action) {
      const owner = c.protectedNames.get(action.set);
      if (owner)
        c.problems.push({
          path: pointer(at, 'set'),
          code: 'NAME_CONFLICT',
          message: `'${action.set}' is ${owner.kind === 'input' ? 'an input' : 'a constant'}; a rule may not overwrite it`,
        });
    }
    if ('withdraw' in action && !c.scope.originOf(`options.${action.withdraw}`)) {
      c.problems.push({
        path: pointer(at, 'withdraw'),
        code: 'UNKNOWN_VARIABLE',
        message: `rule '${ruleId}' withdraws from option list '${action.withdraw}', which no earlier rule offers`,
      });
    }
    const target = productTarget(action);
    if (target && typeof target.key === 'string' && c.productKeys && !c.productKeys.has(target.key)) {
      c.problems.push({
        path: pointer(at, target.tag),
        code: 'UNKNOWN_PRODUCT',
        message: `no product with key '${target.key}'`,
        params: { key: target.key },
      });
    }
  });
  return reads;
}

function planRule(rule: RuleDefinition, stage: string, path: string, c: Checker): RulePlan {
  const branches: BranchPlan[] = [];
  if (rule.kind === 'conditional') {
    const conditionReads = (rule.when ?? []).flatMap((condition, i) => checkExpression(condition, pointer(path, 'when', i), rule.id, c));
    const actionReads = checkActions(rule.then, pointer(path, 'then'), rule.id, c);
    branches.push({ actions: rule.then, path: pointer(path, 'then'), reads: unique([...conditionReads, ...actionReads]) });
  } else if (rule.kind === 'selector') {
    const selectReads = checkExpression(rule.select, pointer(path, 'select'), rule.id, c);
    rule.cases.forEach((selectorCase, i) => {
      const at = pointer(path, 'cases', i, 'then');
      branches.push({
        actions: selectorCase.then,
        path: at,
        reads: unique([...selectReads, ...checkActions(selectorCase.then, at, rule.id, c)]),
      });
    });
    if (rule.default) {
      const at = pointer(path, 'default');
      branches.push({ actions: rule.default, path: at, reads: unique([...selectReads, ...checkActions(rule.default, at, rule.id, c)]) });
    }
  }
  return { rule, stage, path, branches };
}

function producedBy(rule: RuleDefinition): ActionDefinition[] {
  if (rule.kind === 'conditional') return rule.then;
  if (rule.kind === 'selector') return [...rule.cases.flatMap((c) => c.then), ...(rule.default ?? [])];
  return [];
}

function checkStructure(
  definition: RuleSetDefinition,
  extraInputs: Readonly<Record<string, readonly string[]>>,
  problems: RuleSetProblem[],
): void {
  const stageNames = definition.stages.map((stage) => stage.name);
  stageNames.forEach((name, i) => {
    if (stageNames.indexOf(name) !== i)
      problems.push({ path: pointer('/stages', i, 'name'), code: 'DUPLICATE', message: `stage '${name}' appears twice`, params: { name } });
  });
  const positions = STANDARD_STAGES.map((name) => stageNames.indexOf(name));
  if (positions.every((p) => p >= 0) && positions.some((p, i) => i > 0 && p < positions[i - 1])) {
    problems.push({ path: '/stages', code: 'STAGE_ORDER', message: `stages must run in the order ${STANDARD_STAGES.join(', ')}` });
  }
  const ids = new Map<string, string>();
  definition.stages.forEach((stage, s) =>
    stage.rules.forEach((rule, r) => {
      const path = pointer('/stages', s, 'rules', r, 'id');
      const first = ids.get(rule.id);
      if (first)
        problems.push({ path, code: 'DUPLICATE', message: `rule id '${rule.id}' is already used at ${first}`, params: { name: rule.id } });
      else ids.set(rule.id, path);
    }),
  );
  for (const stage of Object.keys(extraInputs)) {
    if (!stageNames.includes(stage))
      problems.push({ path: `inputs:${stage}`, code: 'UNKNOWN_VARIABLE', message: `extra inputs for unknown stage '${stage}'` });
  }
}

/**
 * Checks a schema-valid rule set and plans its evaluation; problems are appended to `problems`.
 * @example
 * const problems = [];
 * const plan = planRuleSet(definition, builtins, {}, undefined, problems);
 * if (problems.length) throw new RuleSetError(problems);
 */
export function planRuleSet(
  definition: RuleSetDefinition,
  builtins: ReadonlyMap<string, ResolvedBuiltin>,
  extraInputs: Readonly<Record<string, readonly string[]>>,
  productKeys: ReadonlySet<string> | undefined,
  problems: RuleSetProblem[],
): RuleSetPlan {
  checkStructure(definition, extraInputs, problems);
  const scope = new NameScope(problems, definition.constants ?? {});
  const protectedNames = new Map<string, Origin>();
  const constants = Object.keys(definition.constants ?? {});
  for (const name of constants) {
    scope.add(name, { kind: 'constant' });
    protectedNames.set(name, { kind: 'constant' });
  }
  const stageInputs = definition.stages.map((stage) => unique([...(stage.inputs ?? []), ...(extraInputs[stage.name] ?? [])]));
  definition.stages.forEach((stage, s) => {
    for (const name of stageInputs[s]) {
      if (protectedNames.get(name)?.kind === 'constant') {
        problems.push({ path: pointer('/stages', s, 'inputs'), code: 'NAME_CONFLICT', message: `input '${name}' is also a constant` });
      }
      scope.declareEverywhere(name, { kind: 'input', stage: stage.name });
      if (!protectedNames.has(name)) protectedNames.set(name, { kind: 'input', stage: stage.name });
    }
    for (const rule of stage.rules) {
      for (const action of producedBy(rule)) {
        if ('set' in action) scope.declareEverywhere(action.set, { kind: 'derived', stage: stage.name, ruleId: rule.id });
        if ('offer' in action) scope.declareEverywhere(`options.${action.offer}`, { kind: 'options', stage: stage.name, ruleId: rule.id });
      }
    }
  });
  const checker: Checker = { builtins, problems, scope, protectedNames, productKeys };
  const derived = new Set<string>();
  const optionLists = new Set<string>();
  const stages = definition.stages.map((stage, s) => {
    for (const name of stageInputs[s]) scope.add(name, { kind: 'input', stage: stage.name });
    const rules = stage.rules.map((rule, r) => {
      const plan = planRule(rule, stage.name, pointer('/stages', s, 'rules', r), checker);
      for (const action of producedBy(rule)) {
        if ('set' in action) {
          derived.add(action.set);
          scope.add(action.set, { kind: 'derived', stage: stage.name, ruleId: rule.id });
        }
        if ('offer' in action) {
          optionLists.add(`options.${action.offer}`);
          scope.add(`options.${action.offer}`, { kind: 'options', stage: stage.name, ruleId: rule.id });
        }
      }
      return plan;
    });
    return { name: stage.name, rules };
  });
  const inputs = unique(stageInputs.flat());
  checkDefaults(definition, new Set(inputs), derived, productKeys, problems);
  checkUnreadFields(definition.constants ?? {}, scope.constantReads, problems);
  return { definition, stages, inputs, constants, derived: [...derived], optionLists: [...optionLists] };
}

/**
 * A field of a constant record that no rule reads while rules read its siblings one by one is
 * almost always a misspelling (`costModel.logisticsPercnt` beside the `logisticsPercent` the rules
 * read): named at the field's own line. Records read as a whole, or whose fields no rule names,
 * are left alone: rules may look those up by a computed key.
 */
function checkUnreadFields(constants: Readonly<Record<string, unknown>>, reads: readonly string[], problems: RuleSetProblem[]): void {
  const readPaths = new Set(reads);
  const covered = (path: string) => {
    const segments = path.split('.');
    for (let i = 1; i <= segments.length; i++) if (readPaths.has(segments.slice(0, i).join('.'))) return true;
    return false;
  };
  const visit = (value: unknown, path: string, at: string): void => {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || covered(path)) return;
    const fields = Object.entries(value as Record<string, unknown>);
    const readBelow = (name: string) => reads.some((read) => read === `${path}.${name}` || read.startsWith(`${path}.${name}.`));
    if (!fields.some(([name]) => readBelow(name))) return;
    for (const [name, child] of fields) {
      if (!readBelow(name)) {
        problems.push({
          path: pointer(at, name),
          code: 'UNUSED_CONSTANT',
          message: `no rule reads constant '${path}.${name}', though rules read the other fields of '${path}': misspelt?`,
          params: { constant: `${path}.${name}` },
        });
      } else visit(child, `${path}.${name}`, pointer(at, name));
    }
  };
  for (const [name, value] of Object.entries(constants)) visit(value, name, pointer('/constants', name));
}

/**
 * The `defaults` section names form fields (stage inputs), derived values some rule sets, products
 * of the catalogue and a constant listing inputs: a name that is none of these is a problem at its pointer.
 */
function checkDefaults(
  definition: RuleSetDefinition,
  inputs: ReadonlySet<string>,
  derived: ReadonlySet<string>,
  productKeys: ReadonlySet<string> | undefined,
  problems: RuleSetProblem[],
): void {
  const defaults = definition.defaults;
  if (!defaults) return;
  const unknown = (path: string, variable: string, what: string): void => {
    problems.push({
      path,
      code: 'UNKNOWN_VARIABLE',
      message: `defaults name unknown ${what} '${variable}'`,
      params: { rule: 'defaults', variable },
    });
  };
  const seen = new Set<string>();
  defaults.fields.forEach(({ field, value, remembered }, i) => {
    if (!inputs.has(field)) unknown(pointer('/defaults/fields', i, 'field'), field, 'input');
    if (remembered !== undefined && !inputs.has(remembered)) unknown(pointer('/defaults/fields', i, 'remembered'), remembered, 'input');
    if (!derived.has(value)) unknown(pointer('/defaults/fields', i, 'value'), value, 'derived value');
    if (seen.has(field))
      problems.push({
        path: pointer('/defaults/fields', i, 'field'),
        code: 'DUPLICATE',
        message: `field '${field}' appears twice`,
        params: { name: field },
      });
    seen.add(field);
  });
  if (defaults.set !== undefined && !derived.has(defaults.set)) unknown('/defaults/set', defaults.set, 'derived value');
  (defaults.adjustableQuantities ?? []).forEach(({ field, product }, i) => {
    if (!inputs.has(field)) unknown(pointer('/defaults/adjustableQuantities', i, 'field'), field, 'input');
    if (productKeys && !productKeys.has(product))
      problems.push({
        path: pointer('/defaults/adjustableQuantities', i, 'product'),
        code: 'UNKNOWN_PRODUCT',
        message: `no product with key '${product}'`,
        params: { key: product },
      });
  });
  (defaults.setStandsIn ?? []).forEach((field, i) => {
    if (!inputs.has(field)) unknown(pointer('/defaults/setStandsIn', i), field, 'input');
  });
  const triggers = defaults.quantityResetTriggers;
  if (triggers === undefined) return;
  const list = definition.constants?.[triggers];
  if (!Array.isArray(list)) {
    unknown('/defaults/quantityResetTriggers', triggers, 'constant list');
    return;
  }
  list.forEach((name, i) => {
    if (typeof name !== 'string' || !inputs.has(name)) unknown(pointer('/constants', triggers, i), String(name), 'input');
  });
}
