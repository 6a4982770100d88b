/** The working state of one evaluation (its shape: compiled.types.ts). Internal. */
import type { Because, SelectedProduct } from '../model/evaluation.types.js';
import { PRODUCT_LIST } from '../model/product-map.js';
import type { Frame, Tracer } from './compiled.types.js';

/**
 * `productMap` is a new, empty object whose prototype is PRODUCT_MAP_PROTOTYPE; `derivedBecause`
 * a new, empty plain object (both with room for many properties: roomy-objects.ts).
 */
export function createFrame(
  explain: boolean,
  productKeys: ReadonlySet<string> | undefined,
  trace: Tracer | null,
  derivedCount: number,
  productMap: Record<string, SelectedProduct>,
  derivedBecause: Record<string, Because[]>,
): Frame {
  const products: SelectedProduct[] = [];
  Object.defineProperty(productMap, PRODUCT_LIST, { value: products });
  return {
    data: null,
    explain,
    // An array of small integers: allocating a typed array costs several times more.
    derivedSet: new Array<number>(derivedCount).fill(0),
    derivedBecause,
    options: {},
    optionSlots: [],
    optionsBecause: {},
    productMap,
    products,
    messages: [],
    problems: [],
    productKeys,
    trace,
  };
}
