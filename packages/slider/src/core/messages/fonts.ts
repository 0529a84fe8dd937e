/** The module's web fonts (spec 8.1). See `core/Messages.ts`. */
export const fontFailed = (url: string) => `Failed to load font: ${url}`;
