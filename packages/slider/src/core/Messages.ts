/**
 * The console messages of the spec's error catalogue (8.1), in one table so the wording a site
 * owner searches for is written once. The engine logs through an injected `Console` so tests
 * read what was said and a host page can silence it.
 */
export const MESSAGES = {
  moduleNotLoaded: (alias: string) => `${alias} Could not be Loaded from DB`,
  feedNotLoaded: () => 'Feed could not be Loaded',
  imageError: (url: string) => `Image Error: ${url} could not be loaded`,
  thumbnailFallback: () => 'Fall back to Slide Image instead of Thumbnail',
  parentZero: (alias: string, axis: 'width' | 'height') =>
    `${alias}: the parent element dimension is 0px (${axis}); the module cannot be sized`,
  scriptFailed: (url: string) => `Failed to load script: ${url}`,
  fontFailed: (url: string) => `Failed to load font: ${url}`,
  moduleDataDropped: (alias: string, count: number) =>
    `${alias}: ${count} broken part(s) of the module data were left out`,
  /** An open_modal action or a URL fragment names a module the page already shows (2.1). */
  modalOnPage: (alias: string) =>
    `${alias} is already on the page: it is not opened again as a modal`,
} as const;

/** The subset of `console` the engine writes to. */
export interface Logger {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
}

/** The page's console, looked up on each call so tests can spy on it. */
export const consoleLogger: Logger = {
  error: (...a) => globalThis.console?.error(...a),
  warn: (...a) => globalThis.console?.warn(...a),
  info: (...a) => globalThis.console?.info(...a),
};
