import type { ReactNode } from 'react';
import type { HoldLayout } from '../../core/sbt/SbtLayout.js';

/**
 * The runway of a module held in view by its scroll-based timeline (`sbt.f` with `fEnd`): the
 * module is sticky at the viewport's top (or bottom: the spacer then comes first) while
 * `fEnd` px of scrolling pass, during which its timeline plays. In the server's HTML, so the
 * page below never moves when the script runs. The pin itself is slider.css's
 * (`.sr7-sbt-pin-top`): `--sr7-sbt-top` (or `--sr7-sbt-bottom`) from the window's edge, so a
 * page can keep it below its sticky header.
 */
export function SbtHold({ hold, children }: { hold: HoldLayout; children: ReactNode }) {
  return (
    <div
      className="sr7-sbt-hold"
      style={{
        display: 'flex',
        flexDirection: hold.align === 'top' ? 'column' : 'column-reverse',
      }}
    >
      <div className={`sr7-sbt-pin-${hold.align}`}>{children}</div>
      <div aria-hidden="true" style={{ height: hold.spacer }} />
    </div>
  );
}
