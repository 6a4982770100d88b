export * from './explanation-sources.js';
export { explainItem, RULE_SENTENCE_PREFIX } from './explain.js';
export { formatNumber } from './numbers.js';
export { energyFigures, shaftDrawingTexts, type EnergyFigures, type TextOf } from './energy-figures.js';
