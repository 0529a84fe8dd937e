import { formatKickoff } from '@tribune/livescore';

/**
 * Makes the live score's two date formatters once, off the main thread, and says so: see
 * warmIntl.ts. `self` is typed as a window in this DOM project; a worker's own `postMessage`
 * takes no target origin.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ locale: string; timeZone: string }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  formatKickoff(Date.now() / 1000, event.data.locale, event.data.timeZone);
  scope.postMessage('ready');
};
