export * from './languages.js';
export type { Catalogue, MessageTree } from './catalogue.js';
export { de } from './messages/de.js';
export { en } from './messages/en.js';
export { pl } from './messages/pl.js';
export { catalogues, translate } from './translate.js';
export * from './documents/quote-labels.js';
export * from './rule-explanations.js';
export * from './explanations/index.js';
