export * from './validation.js';
export * from './error.schema.js';
export * from './config.schema.js';
export * from './user.schema.js';
export * from './settings.schema.js';
export * from './terms.schema.js';
export * from './health.schema.js';
export * from './product.schema.js';
