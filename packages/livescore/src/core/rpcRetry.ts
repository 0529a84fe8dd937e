import { LOG_MESSAGES, type Logger } from './logMessages.js';
import { delay, type TimerProvider } from './timers.js';

export interface RetryPolicy {
  /** Further attempts after the first failure (spec 7.3: 3). */
  retries: number;
  /** Wait between attempts, in ms. */
  retryDelay: number;
  timers: TimerProvider;
  logger: Logger;
}

/**
 * Spec 7.3 and 8.2: a failed call is retried up to `retries` more times; after that it counts
 * as empty, which the caller expresses as `fallback`. The error never escapes.
 */
export async function callWithRetry<T>(
  label: string,
  call: () => Promise<T>,
  fallback: T,
  policy: RetryPolicy,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= policy.retries) {
        policy.logger.warn(LOG_MESSAGES.rpcGaveUp, label, error);
        return fallback;
      }
      policy.logger.info(LOG_MESSAGES.rpcFailed, label, error);
      await delay(policy.timers, policy.retryDelay);
    }
  }
}
