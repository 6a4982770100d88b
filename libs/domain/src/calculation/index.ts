export * from './catalogue.js';
export * from './calculation-inputs.js';
export * from './calculation-answer.js';
export * from './calculation-failure.js';
export * from './lift-shaft-builtins.js';
export * from './lift-shaft-calculator.js';
export * from './cost-context.js';
export * from './calculator-steps.js';
