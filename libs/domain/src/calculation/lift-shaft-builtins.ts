import { isMontagePostalCode } from '../limits.js';

/** Builtins the lift-shaft rule set uses beyond the engine's standard ones. */
export const liftShaftBuiltins = {
  isPostalCode: {
    fn: (value: unknown) => isMontagePostalCode(value),
    minArgs: 1,
    maxArgs: 1,
    description: 'a montage postal code: a German one, 5 digits',
  },
} as const;

/**
 * Inputs the domain passes per stage beyond those a rule set declares (none today: the lift-shaft
 * rule set declares its own, `components` and `componentSelection` included).
 */
export const LIFT_SHAFT_EXTRA_INPUTS: Readonly<Record<string, readonly string[]>> = {};
