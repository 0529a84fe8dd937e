import { DEFAULTS } from './Defaults.js';

/**
 * Mouse wheel navigation: a wheel turn asks for the next (down) or previous (up) slide, then
 * wheel events are ignored for `cooldown` ms, because one physical flick fires dozens of
 * events (and trackpads keep firing while momentum runs out). Time comes from the event.
 */
export interface WheelNavOptions {
  /** Default 1500 ms (spec 9.1), or the module's `nav.m.cd`. */
  cooldown?: number;
}

export interface WheelNav {
  /** The request for a wheel event, or null (no movement, or still cooling down). */
  wheel(delta: number, timeStamp: number): '+1' | '-1' | null;
}

export function WheelNav(options: WheelNavOptions = {}): WheelNav {
  const cooldown = options.cooldown ?? DEFAULTS.wheelCooldown;
  let last = Number.NEGATIVE_INFINITY;

  function wheel(delta: number, timeStamp: number): '+1' | '-1' | null {
    if (!Number.isFinite(delta) || delta === 0 || timeStamp - last < cooldown) return null;
    last = timeStamp;
    return delta > 0 ? '+1' : '-1';
  }

  return { wheel };
}
