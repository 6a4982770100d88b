export * from './shaft-heat-loss.js';
export * from './energy-savings.js';
export * from './energy-report.js';
