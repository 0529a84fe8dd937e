import { DEFAULTS } from './Defaults.js';

/**
 * Keyboard navigation: arrow keys along the module's direction ask for the previous or next
 * slide; a press closer than `debounce` ms to the last accepted one is ignored, so holding a
 * key does not race through the slides. Time comes from the event's timestamp.
 */
export interface KeyboardNavOptions {
  /** Default 500 ms (spec 9.1). */
  debounce?: number;
  /** Left/Right for horizontal modules, Up/Down for vertical ones. Default "horizontal". */
  direction?: 'horizontal' | 'vertical';
}

export interface KeyboardNav {
  /** The request for a key press at `timeStamp`, or null to let the key be. */
  press(key: string, timeStamp: number): '+1' | '-1' | null;
}

export function KeyboardNav(options: KeyboardNavOptions = {}): KeyboardNav {
  const debounce = options.debounce ?? DEFAULTS.keyboardDebounce;
  const [prevKey, nextKey] =
    options.direction === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  let last = Number.NEGATIVE_INFINITY;

  function press(key: string, timeStamp: number): '+1' | '-1' | null {
    const request = key === nextKey ? '+1' : key === prevKey ? '-1' : null;
    if (request === null || timeStamp - last < debounce) return null;
    last = timeStamp;
    return request;
  }

  return { press };
}
