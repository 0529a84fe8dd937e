import type { ChangeRequest } from '../ChangeRequest.js';
import type { SlideAction } from '../model/SlideSchema.js';

/**
 * callSlide (engine 7): the module goes to the slide its `target` names. Engine 7 saves a
 * slide's key (a number, `17`), or a word: "next", "prev", "first", "last", "random"; engine
 * 6's relative "+1" / "-1" are read too. A key that is not a slide's is read as the
 * navigation's Nth slide, as deep links are (`resolveRequest`). Null: no target.
 */
export function callSlideRequest(
  action: SlideAction,
  count: number,
  random: () => number = Math.random,
): ChangeRequest | null {
  const raw = Array.isArray(action.target) ? action.target[0] : action.target;
  const target = raw?.trim().replace(/^#/, '') ?? '';
  if (target === '') return null;
  if (target === 'next' || target === '+1') return 'next';
  if (target === 'prev' || target === '-1') return 'prev';
  if (target === 'first') return 0;
  // The navigation order wraps: -1 is its last slide.
  if (target === 'last') return -1;
  if (target === 'random') return Math.floor(random() * Math.max(1, count));
  return /^[+-]\d+$/.test(target) ? target : `#${target}`;
}
