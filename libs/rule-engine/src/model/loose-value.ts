/**
 * A value as json-logic's operators see it: any JSON value, compared and converted with
 * JavaScript's own loose rules (`==`, `<`, parseFloat), because that is what json-logic-js, the
 * reference, does. A precise type would only move a cast into every operator of the hot path.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the one place the engine's values are untyped
export type LooseValue = any;
