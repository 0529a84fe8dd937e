// The package's public entry. Its parts land with their issues (see README, "Roadmap").
export * from './core/index.js';
