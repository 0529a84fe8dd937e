/**
 * The console messages of the spec's error catalogue (8.1), each written once so the wording a
 * site owner searches for is in one place. The page's first script carries only those said on
 * every page, or by several parts (here); the others are in `core/messages/`, one file per
 * lazily loaded part that says them (media scripts, fonts, modals), so each part carries its
 * own words and no page downloads words it never says. The engine logs through an injected
 * `Console` so tests read what was said and a host page can silence it.
 */
export const imageError = (url: string) => `Image Error: ${url} could not be loaded`;
export const thumbnailFallback = () => 'Fall back to Slide Image instead of Thumbnail';
export const parentZero = (alias: string, axis: 'width' | 'height') =>
  `${alias}: the parent element dimension is 0px (${axis}); the module cannot be sized`;
export const moduleNotLoaded = (alias: string) => `${alias} Could not be Loaded from DB`;
export const feedNotLoaded = () => 'Feed could not be Loaded';
export const moduleDataDropped = (alias: string, count: number) =>
  `${alias}: ${count} broken part(s) of the module data were left out`;

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
