export * from './contract.js';
export * from './stages.js';
