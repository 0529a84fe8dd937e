import type { AutoPlay } from './MediaOptions.js';

/**
 * Whether the media plays by itself on its `focus`-th focus (1 for the first time its slide
 * becomes the current one). Spec 4.3: "1sttime" plays only on the first focus, then becomes
 * false; "no1sttime" skips the first focus, then becomes true. Background videos other than
 * HTML5 never play by themselves.
 */
export function playsOnFocus(autoPlay: AutoPlay, focus: number, forcedOff: boolean): boolean {
  if (forcedOff) return false;
  if (autoPlay === '1sttime') return focus === 1;
  if (autoPlay === 'no1sttime') return focus > 1;
  return autoPlay;
}
