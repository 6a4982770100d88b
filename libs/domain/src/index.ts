export * from './enumerations.js';
export * from './limits.js';
export * from './german-number.js';
export * from './project-id.js';
export * from './project-states.js';
export * from './form-values.js';
export * from './calculation/index.js';
export * from './simulator.js';
