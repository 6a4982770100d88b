/**
 * The simple JsonLogic forms the fast path (fast-rules.ts) evaluates inline, without calling a
 * closure: a constant, a top-level variable (read from its slot), and conditions that test one
 * variable against constants. They are what most rules are made of. Any other form keeps its
 * compiled closure. Semantics are json-logic-js's, as in the expression compiler: a variable that
 * is missing reads as null.
 */
import type { LooseValue } from '../model/loose-value.js';
import { argumentsOf, isOperation, operatorOf } from '../expressions/expression-analysis.js';
import type { Condition, Evaluator } from '../expressions/expression.types.js';
import { CLOSURE, CONSTANT, Operand, SLOT } from '../expressions/operands.js';
import { isEmpty, truthy } from '../expressions/operations.js';
import type { ExpressionMode } from './expression-mode.js';

function isScalar(node: unknown): node is string | number | boolean | null {
  return node === null || typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean';
}

/** The slot of `{"var": "name"}` without a default, or undefined for any other node. */
function plainSlot(node: unknown, mode: ExpressionMode): number | undefined {
  if (!isOperation(node) || operatorOf(node) !== 'var') return undefined;
  const args = argumentsOf(node.var);
  return args.length === 1 ? mode.plainSlot(String(args[0])) : undefined;
}

/** A checked expression of an action as an operand; `compiled` is its closure, called if the form is not inline. */
export function actionOperand(node: unknown, compiled: Evaluator, mode: ExpressionMode): Operand {
  if (isScalar(node)) return new Operand(CONSTANT, -1, node, null);
  const slot = plainSlot(node, mode);
  if (slot !== undefined) return new Operand(SLOT, slot, null, null);
  return new Operand(CLOSURE, -1, null, compiled);
}

/** What a test checks of its variable. */
const TRUTHY = 0;
const COMPARE = 1;
const EQUALS_ANY = 2;
const IS_EMPTY = 3;
const CALL = 4;

/** A condition; `negated` turns the outcome round (`{"!": ...}`). One class, one shape. */
export class Test {
  constructor(
    readonly kind: number,
    readonly negated: boolean,
    readonly slot: number,
    /** For COMPARE: the operator's code (an index into COMPARISONS: switching on a number is cheaper than on a string). */
    readonly operator: number,
    /** For COMPARE: the constant; for EQUALS_ANY: the list of constants. */
    readonly value: unknown,
    readonly fn: Condition | null,
  ) {}
}

const COMPARISONS: readonly string[] = ['==', '===', '!=', '!==', '>', '>=', '<', '<='];

/** The test of a simple form, or undefined. */
function simpleTest(node: unknown, negated: boolean, mode: ExpressionMode): Test | undefined {
  const slot = plainSlot(node, mode);
  if (slot !== undefined) return new Test(TRUTHY, negated, slot, -1, null, null);
  if (!isOperation(node)) return undefined;
  const op = operatorOf(node);
  const args = argumentsOf(node[op]);
  // `!` and `!!` take the truthiness of their argument, which is what a test is.
  if ((op === '!' || op === '!!') && args.length === 1) return simpleTest(args[0], op === '!' ? !negated : negated, mode);
  const subject = plainSlot(args[0], mode);
  if (subject === undefined) return undefined;
  const comparison = COMPARISONS.indexOf(op);
  if (comparison >= 0 && args.length === 2 && isScalar(args[1])) return new Test(COMPARE, negated, subject, comparison, args[1], null);
  if (op === 'isEmpty' && args.length === 1) return new Test(IS_EMPTY, negated, subject, -1, null, null);
  if (op === 'equalsAny' && args.length >= 2) {
    const candidates = args.length === 2 && Array.isArray(args[1]) ? args[1] : args.slice(1);
    if (candidates.every(isScalar)) return new Test(EQUALS_ANY, negated, subject, -1, candidates, null);
  }
  return undefined;
}

/** A checked condition as a test. */
export function testOf(node: unknown, path: string, mode: ExpressionMode): Test {
  return simpleTest(node, false, mode) ?? new Test(CALL, false, -1, -1, null, mode.condition(node, path));
}

/** `v operator c`, the operator given by its index in COMPARISONS. */
function compare(operator: number, v: LooseValue, c: LooseValue): boolean {
  switch (operator) {
    case 0:
      // eslint-disable-next-line eqeqeq -- json-logic's == is JavaScript's loose equality
      return v == c;
    case 1:
      return v === c;
    case 2:
      // eslint-disable-next-line eqeqeq -- json-logic's != is JavaScript's loose inequality
      return v != c;
    case 3:
      return v !== c;
    case 4:
      return v > c;
    case 5:
      return v >= c;
    case 6:
      return v < c;
    default:
      return v <= c;
  }
}

/** Whether the test holds over the slots. */
export function holds(t: Test, s: unknown[]): boolean {
  let outcome: boolean;
  switch (t.kind) {
    // truthy and isEmpty treat undefined as null: the slot is tested as it is.
    case TRUTHY:
      outcome = truthy(s[t.slot]);
      break;
    case IS_EMPTY:
      outcome = isEmpty(s[t.slot]);
      break;
    case COMPARE: {
      const v = s[t.slot];
      outcome = compare(t.operator, v === undefined ? null : v, t.value);
      break;
    }
    case EQUALS_ANY: {
      const v = s[t.slot];
      outcome = (t.value as unknown[]).indexOf(v === undefined ? null : v) !== -1;
      break;
    }
    default:
      outcome = t.fn!(s);
  }
  return outcome !== t.negated;
}
