/** The media part's player scripts (spec 8.1). See `core/Messages.ts`. */
export const scriptFailed = (url: string) => `Failed to load script: ${url}`;
