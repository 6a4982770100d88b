/**
 * Actions of a rule, compiled to steps. A step prepares its payload (evaluating expressions and
 * checking values, which may fail) and then applies it (which cannot fail), so a rule that fails
 * has no effect: in a rule with several actions all prepare before any applies. A rule with one
 * action uses `run`, the two fused.
 */
import { decimalAdd } from './exact-arithmetic.js';
import { RuleFailure } from './errors.js';
import type { Because, SelectedProduct } from './evaluation.types.js';
import type { Evaluator } from './expression-compiler.js';
import type { ExpressionMode } from './expression-mode.js';
import type { Frame } from './frame.js';
import { pointer } from './json-pointer.js';
import type { ActionDefinition, MessageLevel } from './rule-set.types.js';
import type { CompiledRule } from './rules.js';

export type ActionKind = 'set' | 'offer' | 'withdraw' | 'addProduct' | 'addProducts' | 'topUp' | 'setQuantity' | 'message';

export interface ActionStep {
  kind: ActionKind;
  path: string;
  definition: ActionDefinition;
  /** The step's expressions with their JSON Pointers and JsonLogic, to locate a failure. */
  expressions: [Evaluator, string, unknown][];
  prepare(frame: Frame): unknown;
  apply(frame: Frame, payload: unknown, because: Because | null, rule: CompiledRule): void;
  /** prepare then apply. */
  run(frame: Frame, because: Because | null, rule: CompiledRule): void;
}

export interface ProductPayload {
  key: string;
  quantity: number;
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function invalid(path: string, message: string): RuleFailure {
  return new RuleFailure('INVALID_ACTION_VALUE', message, path);
}

function addQuantities(a: number, b: number): number {
  return Number.isInteger(a) && Number.isInteger(b) ? a + b : decimalAdd(a, b);
}

function setStep(action: { set: string; value: unknown }, path: string, mode: ExpressionMode, definition: ActionDefinition): ActionStep {
  const name = action.set;
  const valuePath = pointer(path, 'value');
  const value = mode.expression(action.value, valuePath);
  const index = mode.derivedNames.indexOf(name);
  const target = mode.derivedTargets[index]!;
  // The value goes where expressions read it; evaluate() collects the derived values at the end.
  const step: ActionStep = {
    kind: 'set', path, definition, expressions: [[value, valuePath, action.value]],
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
  };
  return step;
}

function optionValues(values: unknown, path: string): unknown[] {
  const list = Array.isArray(values) ? values : values === null || values === undefined ? undefined : [values];
  if (!list) throw invalid(path, `option values must be a list or a value, got ${show(values)}`);
  for (const value of list) {
    if (value === null || typeof value === 'object') throw invalid(path, `option values must be strings, numbers or booleans, got ${show(value)}`);
  }
  return list;
}

function optionStep(kind: 'offer' | 'withdraw', list: string, valuesNode: unknown, path: string, mode: ExpressionMode, definition: ActionDefinition): ActionStep {
  const valuesPath = pointer(path, 'values');
  const values = mode.expression(valuesNode, valuesPath);
  const target = mode.writeTarget(`options.${list}`);
  const record = (f: Frame, next: unknown[], because: Because | null) => {
    f.options[list] = next;
    if (target !== null) f.data[target] = next;
    if (because) (f.optionsBecause[list] ??= []).push(because);
  };
  const step: ActionStep = {
    kind, path, definition, expressions: [[values, valuesPath, valuesNode]],
    prepare: (f) => optionValues(values(f.data), valuesPath),
    apply(f, payload, because, rule) {
      const given = payload as unknown[];
      const current = f.options[list];
      if (f.trace) f.trace.action(rule, step, given, because);
      if (kind === 'offer') {
        const next = current ? current.slice() : [];
        for (const value of given) if (!next.includes(value)) next.push(value);
        if (!current || next.length !== current.length) record(f, next, because);
      } else if (current) {
        const next = current.filter((value) => !given.includes(value));
        if (next.length !== current.length) record(f, next, because);
      }
    },
    run: (f, because, rule) => step.apply(f, step.prepare(f), because, rule),
  };
  return step;
}

function productKey(f: Frame, key: unknown, path: string): string {
  if (typeof key !== 'string' || key === '') throw invalid(path, `a product key must be a non-empty string, got ${show(key)}`);
  if (f.productKeys && !f.productKeys.has(key)) throw new RuleFailure('UNKNOWN_PRODUCT', `no product with key '${key}'`, path);
  return key;
}

function finiteNumber(value: unknown, path: string, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(path, `${what} must be a finite number, got ${show(value)}`);
  return value;
}

function newProduct(f: Frame, key: string, quantity: number, category: string | null): SelectedProduct {
  const product: SelectedProduct = { productKey: key, quantity, estimatedQuantity: quantity, category, because: [] };
  f.productMap[key] = product;
  f.productIndex.set(key, product);
  f.products.push(product);
  return product;
}

/** Adds `quantity` of a product: nothing if <= 0; else raises both quantities (or adds the product). */
export function addProduct(f: Frame, key: string, quantity: number, category: string | null, because: Because | null): void {
  if (quantity <= 0) return;
  let product = f.productIndex.get(key);
  if (product) {
    product.quantity = addQuantities(product.quantity, quantity);
    product.estimatedQuantity = addQuantities(product.estimatedQuantity, quantity);
    if (product.category === null) product.category = category;
  } else {
    product = newProduct(f, key, quantity, category);
  }
  if (because) product.because.push(because);
}

/** Raises both quantities of a product to at least `minimum` (adding it if absent and minimum > 0). */
export function topUpProduct(f: Frame, key: string, minimum: number, category: string | null, because: Because | null): void {
  let product = f.productIndex.get(key);
  if (product) {
    if (product.quantity >= minimum && product.estimatedQuantity >= minimum) return;
    product.quantity = Math.max(product.quantity, minimum);
    product.estimatedQuantity = Math.max(product.estimatedQuantity, minimum);
    if (product.category === null) product.category = category;
  } else {
    if (minimum <= 0) return;
    product = newProduct(f, key, minimum, category);
  }
  if (because) product.because.push(because);
}

/**
 * Sets the ordered quantity of a product and leaves the estimated one (a user's adjustment). A
 * product not there yet is added with estimated quantity 0, unless the quantity is <= 0.
 */
export function setProductQuantity(f: Frame, key: string, quantity: number, category: string | null, because: Because | null): void {
  let product = f.productIndex.get(key);
  if (product) {
    product.quantity = quantity;
    if (product.category === null) product.category = category;
  } else {
    if (quantity <= 0) return;
    product = newProduct(f, key, quantity, category);
    product.estimatedQuantity = 0;
  }
  if (because) product.because.push(because);
}

function productLines(f: Frame, value: unknown, path: string): ProductPayload[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(path, `addProducts needs a list of [productKey, quantity] pairs, got ${show(value)}`);
  return value.map((line, i) => {
    const at = pointer(path, i);
    const [key, quantity] = Array.isArray(line) ? line : line !== null && typeof line === 'object' ? [(line as Record<string, unknown>).productKey, (line as Record<string, unknown>).quantity] : [undefined, undefined];
    return { key: productKey(f, key, at), quantity: finiteNumber(quantity, at, 'a quantity') };
  });
}

function productsStep(action: { addProducts: unknown; category?: string }, path: string, mode: ExpressionMode, definition: ActionDefinition): ActionStep {
  const listPath = pointer(path, 'addProducts');
  const listOf = mode.expression(action.addProducts, listPath);
  const category = action.category ?? null;
  const step: ActionStep = {
    kind: 'addProducts', path, definition, expressions: [[listOf, listPath, action.addProducts]],
    prepare: (f) => productLines(f, listOf(f.data), listPath),
    apply(f, payload, because, rule) {
      if (f.trace) f.trace.action(rule, step, payload, because);
      for (const line of payload as ProductPayload[]) addProduct(f, line.key, line.quantity, category, because);
    },
    run: (f, because, rule) => step.apply(f, step.prepare(f), because, rule),
  };
  return step;
}

function setQuantityStep(action: { setQuantity: unknown; quantity: unknown; category?: string }, path: string, mode: ExpressionMode, definition: ActionDefinition): ActionStep {
  const keyPath = pointer(path, 'setQuantity');
  const quantityPath = pointer(path, 'quantity');
  const keyOf = mode.expression(action.setQuantity, keyPath);
  const quantityOf = mode.expression(action.quantity, quantityPath);
  const category = action.category ?? null;
  const step: ActionStep = {
    kind: 'setQuantity', path, definition, expressions: [[keyOf, keyPath, action.setQuantity], [quantityOf, quantityPath, action.quantity]],
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
  };
  return step;
}

function productStep(
  kind: 'addProduct' | 'topUp', keyNode: unknown, amountNode: unknown, category: string | null,
  path: string, mode: ExpressionMode, definition: ActionDefinition,
): ActionStep {
  const keyPath = pointer(path, kind);
  const amountPath = pointer(path, kind === 'addProduct' ? 'quantity' : 'minimum');
  const keyOf: Evaluator = mode.expression(keyNode, keyPath);
  const amountOf: Evaluator = amountNode === undefined ? () => 1 : mode.expression(amountNode, amountPath);
  const what = kind === 'addProduct' ? 'a quantity' : 'a minimum';
  const change = kind === 'addProduct' ? addProduct : topUpProduct;
  const step: ActionStep = {
    kind, path, definition, expressions: [[keyOf, keyPath, keyNode], [amountOf, amountPath, amountNode ?? 1]],
    prepare: (f): ProductPayload => ({ key: productKey(f, keyOf(f.data), keyPath), quantity: finiteNumber(amountOf(f.data), amountPath, what) }),
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
  };
  return step;
}

function messageStep(
  action: { message: string; level: MessageLevel; params?: Record<string, unknown>; field?: string },
  path: string, mode: ExpressionMode, definition: ActionDefinition,
): ActionStep {
  const params = Object.entries(action.params ?? {}).map(([name, node]) => {
    const at = pointer(path, 'params', name);
    return [name, mode.expression(node, at), at, node] as const;
  });
  const { message: key, level } = action;
  const field = action.field ?? null;
  const step: ActionStep = {
    kind: 'message', path, definition, expressions: params.map(([, value, at, node]) => [value, at, node]),
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
  };
  return step;
}

/** Compiles one action. */
export function compileAction(action: ActionDefinition, path: string, mode: ExpressionMode): ActionStep {
  if ('set' in action) return setStep(action, path, mode, action);
  if ('offer' in action) return optionStep('offer', action.offer, action.values, path, mode, action);
  if ('withdraw' in action) return optionStep('withdraw', action.withdraw, action.values, path, mode, action);
  if ('addProduct' in action) return productStep('addProduct', action.addProduct, action.quantity, action.category ?? null, path, mode, action);
  if ('addProducts' in action) return productsStep(action, path, mode, action);
  if ('topUp' in action) return productStep('topUp', action.topUp, action.minimum, action.category ?? null, path, mode, action);
  if ('setQuantity' in action) return setQuantityStep(action, path, mode, action);
  return messageStep(action, path, mode, action);
}
