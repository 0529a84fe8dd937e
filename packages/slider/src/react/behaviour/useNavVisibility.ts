import { useEffect, useMemo, useState } from 'react';
import { systemClock } from '../../core/Clock.js';
import type { Level } from '../../core/Levels.js';
import type { NavElement } from '../../core/model/NavSchema.js';
import { NavVisibility } from '../../core/NavVisibility.js';

/**
 * Whether a navigation element shows: per level (`show`), and with `on` (hide on leave) only
 * while the pointer or focus is in the module, after `dIn` / `dOut` ms; the 0.2 s fade is CSS.
 */
export function useNavVisibility(settings: NavElement, level: Level, inside: boolean): boolean {
  const hideOnLeave = settings.on;
  const [visible, setVisible] = useState(!hideOnLeave);
  const vis = useMemo(
    () =>
      NavVisibility({
        clock: systemClock,
        hideOnLeave,
        showDelay: settings.dIn[level],
        hideDelay: settings.dOut[level],
        onChange: setVisible,
      }),
    [hideOnLeave, settings.dIn, settings.dOut, level],
  );
  useEffect(() => {
    if (inside) vis.enter();
    else vis.leave();
  }, [vis, inside]);
  useEffect(() => () => vis.destroy(), [vis]);
  return settings.show[level] && (visible || !hideOnLeave);
}
