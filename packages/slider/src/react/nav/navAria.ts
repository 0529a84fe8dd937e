import type { HTMLAttributes } from 'react';
import type { NavSettings } from '../../core/model/NavSchema.js';

type NavAcc = NavSettings['acc'];

/**
 * `nav.acc.hidden` (spec 3.1): the module's author says its navigation is decoration for
 * pointer users (the slides stay reachable by the keyboard arrows, the rotation control and
 * the slide groups). The controls leave the accessibility tree and the tab order together:
 * hiding a control that can still take focus would leave a keyboard user on something a
 * screen reader cannot name (axe's aria-hidden-focus).
 */
export function hiddenNav(acc: NavAcc): { container: { 'aria-hidden'?: true }; tabIndex?: -1 } {
  return acc.hidden ? { container: { 'aria-hidden': true }, tabIndex: -1 } : { container: {} };
}

/**
 * `nav.acc.role`: the role the bullets, tabs and thumbnails take. By default they are plain
 * buttons marking the current slide with `aria-current`; `tab` makes the group a tablist
 * whose current item is `aria-selected` (the APG tabs pattern's roles; the items stay
 * buttons to the keyboard). Other values are not roles these controls can take and are ignored.
 */
export function navGroupRole(acc: NavAcc, fallback?: 'group'): 'tablist' | 'group' | undefined {
  return isTabs(acc) ? 'tablist' : fallback;
}

/**
 * How an item says it is the current slide: `aria-selected` for tabs, `aria-pressed` (a toggle
 * button's state, on every item) when `nav.acc.pressed` asks for it, else `aria-current`.
 */
export function navItemAria(acc: NavAcc, current: boolean): HTMLAttributes<HTMLElement> {
  if (isTabs(acc)) return { role: 'tab', 'aria-selected': current };
  if (wantsPressed(acc.pressed)) return { 'aria-pressed': current };
  return { 'aria-current': current ? 'true' : undefined };
}

function isTabs(acc: NavAcc): boolean {
  return acc.role.trim().toLowerCase() === 'tab';
}

/** `pressed` arrives as a flag in any spelling engine-7 exports use ("true", "1", "on", "aria-pressed"). */
function wantsPressed(value: string): boolean {
  return /^(true|1|on|yes|aria-pressed|pressed)$/i.test(value.trim());
}
