/**
 * The product list of an evaluation and its changes: add (quantities <= 0 do nothing; adding to
 * a product raises both quantities), top up (both become the larger of current and minimum), set
 * the ordered quantity; and the checks of product keys and quantities actions compute.
 */
import { RuleFailure } from '../model/errors.js';
import type { Because, SelectedProduct } from '../model/evaluation.types.js';
import { decimalAdd } from '../arithmetic/exact-arithmetic.js';
import type { Frame } from './compiled.types.js';

/** A value as a message shows it. */
export function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** The failure of an action whose computed value it cannot use. */
export function invalid(path: string, message: string): RuleFailure {
  return new RuleFailure('INVALID_ACTION_VALUE', message, path);
}

function addQuantities(a: number, b: number): number {
  return Number.isInteger(a) && Number.isInteger(b) ? a + b : decimalAdd(a, b);
}

/** Whether an action may add a product under this key: a non-empty string among the known keys. */
export function isProductKey(f: Frame, key: unknown): key is string {
  return typeof key === 'string' && key !== '' && (!f.productKeys || f.productKeys.has(key));
}

/** A product key an action computed, checked against the known keys. */
export function productKey(f: Frame, key: unknown, path: string): string {
  if (isProductKey(f, key)) return key;
  if (typeof key !== 'string' || key === '') throw invalid(path, `a product key must be a non-empty string, got ${show(key)}`);
  throw new RuleFailure('UNKNOWN_PRODUCT', `no product with key '${key}'`, path);
}

/** A quantity or minimum an action computed, checked. */
export function finiteNumber(value: unknown, path: string, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(path, `${what} must be a finite number, got ${show(value)}`);
  return value;
}

function newProduct(f: Frame, key: string, quantity: number, category: string | null): SelectedProduct {
  const product: SelectedProduct = { productKey: key, quantity, estimatedQuantity: quantity, category, because: [] };
  f.productMap[key] = product;
  f.products.push(product);
  return product;
}

/** Adds `quantity` of a product: nothing if <= 0; else raises both quantities (or adds the product). */
export function addProduct(f: Frame, key: string, quantity: number, category: string | null, because: Because | null): void {
  if (quantity <= 0) return;
  let product = f.productMap[key];
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
  let product = f.productMap[key];
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
  let product = f.productMap[key];
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
