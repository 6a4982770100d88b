export * from './shaft-heat-loss.js';
export * from './energy-savings.js';
