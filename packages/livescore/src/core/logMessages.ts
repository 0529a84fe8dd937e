/**
 * The widget's console messages in one table (spec 8.2), like centrifuge-js keeps its codes in
 * one file: tests and operators grep for exactly these texts.
 */
export const LOG_MESSAGES = {
  dataEmpty: 'Data is empty...',
  updateEmpty: 'Update is empty...',
  matchAbsent: 'Match is absent',
  unknownStageInUpdate: 'unknown stages for update data:',
  unknownStageInData: 'unknown stages in data:',
  rpcFailed: 'RPC failed, retrying:',
  rpcGaveUp: 'RPC failed after retries, treated as empty:',
  detailFailed: 'Match detail could not be loaded:',
} as const;

/** Where the widget writes those messages; the console by default. */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
}

export const consoleLogger: Logger = {
  info: (message, ...details) => console.info(`[livescore] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[livescore] ${message}`, ...details),
};

export const silentLogger: Logger = { info() {}, warn() {} };
