// The framework-free core: the match contract and stage rules, shared with the server.
export * from './core/index.js';
