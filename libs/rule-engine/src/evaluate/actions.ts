/**
 * Actions of a rule, compiled to steps. A step prepares its payload (evaluating expressions and
 * checking values, which may fail) and then applies it (which cannot fail), so a rule that fails
 * has no effect: in a rule with several actions all prepare before any applies. A rule with one
 * action uses `run`, the two fused, or `quiet` when nothing is explained or traced.
 */
import { pointer } from '../model/json-pointer.js';
import type { ActionDefinition, MessageLevel } from '../model/rule-set.types.js';
import type { Evaluator } from '../expressions/expression.types.js';
import type { ActionStep, Frame, ProductPayload } from './compiled.types.js';
import type { ExpressionMode } from './expression-mode.js';
import { literalOptionValues, offer, optionValues, withdraw } from './option-lists.js';
import { addProduct, finiteNumber, invalid, isProductKey, productKey, setProductQuantity, show, topUpProduct } from './product-lines.js';

function setStep(action: { set: string; value: unknown }, path: string, mode: ExpressionMode, definition: ActionDefinition): ActionStep {
  const name = action.set;
  const valuePath = pointer(path, 'value');
  const value = mode.expression(action.value, valuePath);
  const index = mode.derivedNames.indexOf(name);
  const target = mode.derivedTargets[index];
  // The value goes where expressions read it; evaluate() collects the derived values at the end.
  const step: ActionStep = {
    kind: 'set',
    path,
    definition,
    expressions: [[value, valuePath, action.value]],
    prepare: (f) => value(f.data),
    apply(f, v, because, rule) {
      f.data[target] = v;
      f.derivedSet[index] = 1;
      if (because) f.derivedBecause[name] = [because];
      if (f.trace) f.trace.action(rule, step, v, because);
    },
    run(f, because, rule) {
      const v = value(f.data);
      f.data[target] = v;
      f.derivedSet[index] = 1;
      if (because) f.derivedBecause[name] = [because];
      if (f.trace) f.trace.action(rule, step, v, because);
    },
    quiet(f) {
      const data = f.data;
      data[target] = value(data);
      f.derivedSet[index] = 1;
    },
  };
  return step;
}

/** The values of an offer or withdrawal: literal ones (the usual case) are checked once, here. */
function optionValuesOf(node: unknown, path: string, mode: ExpressionMode): (f: Frame) => unknown[] {
  const literal = literalOptionValues(node, path);
  if (literal) return () => literal;
  const values = mode.expression(node, path);
  return (f) => optionValues(values(f.data), path);
}

function optionStep(
  kind: 'offer' | 'withdraw',
  list: string,
  valuesNode: unknown,
  path: string,
  mode: ExpressionMode,
  definition: ActionDefinition,
): ActionStep {
  const valuesPath = pointer(path, 'values');
  const values = mode.expression(valuesNode, valuesPath);
  const valuesOf = optionValuesOf(valuesNode, valuesPath, mode);
  const target = mode.writeTarget(`options.${list}`);
  const change = kind === 'offer' ? offer : withdraw;
  const step: ActionStep = {
    kind,
    path,
    definition,
    expressions: [[values, valuesPath, valuesNode]],
    prepare: valuesOf,
    apply(f, payload, because, rule) {
      if (f.trace) f.trace.action(rule, step, payload, because);
      change(f, list, target, payload as unknown[], because);
    },
    run: (f, because, rule) => step.apply(f, valuesOf(f), because, rule),
    quiet: (f) => change(f, list, target, valuesOf(f), null),
  };
  return step;
}

function productLines(f: Frame, value: unknown, path: string): ProductPayload[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(path, `addProducts needs a list of [productKey, quantity] pairs, got ${show(value)}`);
  return value.map((line, i) => {
    const [key, quantity] = Array.isArray(line)
      ? line
      : line !== null && typeof line === 'object'
        ? [(line as Record<string, unknown>).productKey, (line as Record<string, unknown>).quantity]
        : [undefined, undefined];
    // A good line needs no JSON Pointer: it is built only for the failure it names.
    if (isProductKey(f, key) && typeof quantity === 'number' && Number.isFinite(quantity)) return { key, quantity };
    const at = pointer(path, i);
    return { key: productKey(f, key, at), quantity: finiteNumber(quantity, at, 'a quantity') };
  });
}

function productsStep(
  action: { addProducts: unknown; category?: string },
  path: string,
  mode: ExpressionMode,
  definition: ActionDefinition,
): ActionStep {
  const listPath = pointer(path, 'addProducts');
  const listOf = mode.expression(action.addProducts, listPath);
  const category = action.category ?? null;
  const step: ActionStep = {
    kind: 'addProducts',
    path,
    definition,
    expressions: [[listOf, listPath, action.addProducts]],
    prepare: (f) => productLines(f, listOf(f.data), listPath),
    apply(f, payload, because, rule) {
      if (f.trace) f.trace.action(rule, step, payload, because);
      for (const line of payload as ProductPayload[]) addProduct(f, line.key, line.quantity, category, because);
    },
    run: (f, because, rule) => step.apply(f, step.prepare(f), because, rule),
    quiet(f) {
      for (const line of productLines(f, listOf(f.data), listPath)) addProduct(f, line.key, line.quantity, category, null);
    },
  };
  return step;
}

function setQuantityStep(
  action: { setQuantity: unknown; quantity: unknown; category?: string },
  path: string,
  mode: ExpressionMode,
  definition: ActionDefinition,
): ActionStep {
  const keyPath = pointer(path, 'setQuantity');
  const quantityPath = pointer(path, 'quantity');
  const keyOf = mode.expression(action.setQuantity, keyPath);
  const quantityOf = mode.expression(action.quantity, quantityPath);
  const category = action.category ?? null;
  const step: ActionStep = {
    kind: 'setQuantity',
    path,
    definition,
    expressions: [
      [keyOf, keyPath, action.setQuantity],
      [quantityOf, quantityPath, action.quantity],
    ],
    prepare(f) {
      const quantity = quantityOf(f.data);
      if (quantity === null || quantity === undefined) return { key: productKey(f, keyOf(f.data), keyPath), quantity: null };
      const amount = finiteNumber(quantity, quantityPath, 'a quantity');
      if (amount < 0) throw invalid(quantityPath, `a quantity must not be negative, got ${amount}`);
      return { key: productKey(f, keyOf(f.data), keyPath), quantity: amount };
    },
    apply(f, payload, because, rule) {
      const { key, quantity } = payload as { key: string; quantity: number | null };
      if (f.trace) f.trace.action(rule, step, payload, because);
      if (quantity !== null) setProductQuantity(f, key, quantity, category, because);
    },
    run: (f, because, rule) => step.apply(f, step.prepare(f), because, rule),
    quiet(f) {
      const { key, quantity } = step.prepare(f) as { key: string; quantity: number | null };
      if (quantity !== null) setProductQuantity(f, key, quantity, category, null);
    },
  };
  return step;
}

function productStep(
  kind: 'addProduct' | 'topUp',
  keyNode: unknown,
  amountNode: unknown,
  category: string | null,
  path: string,
  mode: ExpressionMode,
  definition: ActionDefinition,
): ActionStep {
  const keyPath = pointer(path, kind);
  const amountPath = pointer(path, kind === 'addProduct' ? 'quantity' : 'minimum');
  const keyOf: Evaluator = mode.expression(keyNode, keyPath);
  const amountOf: Evaluator = amountNode === undefined ? () => 1 : mode.expression(amountNode, amountPath);
  const what = kind === 'addProduct' ? 'a quantity' : 'a minimum';
  const change = kind === 'addProduct' ? addProduct : topUpProduct;
  const step: ActionStep = {
    kind,
    path,
    definition,
    expressions: [
      [keyOf, keyPath, keyNode],
      [amountOf, amountPath, amountNode ?? 1],
    ],
    prepare: (f): ProductPayload => ({
      key: productKey(f, keyOf(f.data), keyPath),
      quantity: finiteNumber(amountOf(f.data), amountPath, what),
    }),
    apply(f, payload, because, rule) {
      const { key, quantity } = payload as ProductPayload;
      if (f.trace) f.trace.action(rule, step, payload, because);
      change(f, key, quantity, category, because);
    },
    run(f, because, rule) {
      const key = productKey(f, keyOf(f.data), keyPath);
      const quantity = finiteNumber(amountOf(f.data), amountPath, what);
      if (f.trace) f.trace.action(rule, step, { key, quantity }, because);
      change(f, key, quantity, category, because);
    },
    quiet(f) {
      const data = f.data;
      change(f, productKey(f, keyOf(data), keyPath), finiteNumber(amountOf(data), amountPath, what), category, null);
    },
  };
  return step;
}

function messageStep(
  action: { message: string; level: MessageLevel; params?: Record<string, unknown>; field?: string },
  path: string,
  mode: ExpressionMode,
  definition: ActionDefinition,
): ActionStep {
  const params = Object.entries(action.params ?? {}).map(([name, node]) => {
    const at = pointer(path, 'params', name);
    return [name, mode.expression(node, at), at, node] as const;
  });
  const { message: key, level } = action;
  const field = action.field ?? null;
  const step: ActionStep = {
    kind: 'message',
    path,
    definition,
    expressions: params.map(([, value, at, node]) => [value, at, node]),
    prepare(f) {
      const values: Record<string, unknown> = {};
      for (const [name, value] of params) values[name] = value(f.data);
      return values;
    },
    apply(f, payload, because, rule) {
      if (f.trace) f.trace.action(rule, step, payload, because);
      f.messages.push({ level, key, params: payload as Record<string, unknown>, field, because: because ? [because] : [] });
    },
    run: (f, because, rule) => step.apply(f, step.prepare(f), because, rule),
    quiet: (f) => {
      f.messages.push({ level, key, params: step.prepare(f) as Record<string, unknown>, field, because: [] });
    },
  };
  return step;
}

/** Compiles one action. */
export function compileAction(action: ActionDefinition, path: string, mode: ExpressionMode): ActionStep {
  if ('set' in action) return setStep(action, path, mode, action);
  if ('offer' in action) return optionStep('offer', action.offer, action.values, path, mode, action);
  if ('withdraw' in action) return optionStep('withdraw', action.withdraw, action.values, path, mode, action);
  if ('addProduct' in action)
    return productStep('addProduct', action.addProduct, action.quantity, action.category ?? null, path, mode, action);
  if ('addProducts' in action) return productsStep(action, path, mode, action);
  if ('topUp' in action) return productStep('topUp', action.topUp, action.minimum, action.category ?? null, path, mode, action);
  if ('setQuantity' in action) return setQuantityStep(action, path, mode, action);
  return messageStep(action, path, mode, action);
}
