/** The products map rules read (`products.<key>`): shared by the evaluation and the builtins. */

/**
 * The products map that rules read (`products.<key>`) carries the ordered product list under this
 * symbol, out of reach of variable paths, so builtins such as linesTotal iterate it cheaply.
 */
export const PRODUCT_LIST: unique symbol = Symbol('productList');

/**
 * The prototype of every products map: empty, frozen and without a prototype of its own, so no
 * key reaches Object.prototype. Why not `Object.create(null)`: such an object starts as a slow
 * dictionary, and adding a product to it costs several times more than to an ordinary object.
 */
export const PRODUCT_MAP_PROTOTYPE: object = Object.freeze(Object.create(null));
