// The framework-free core: the match contract and stage rules (shared with the server), the
// store, the rules and the words. The React widget is '@tribune/livescore/react'.
export * from './core/index.js';
