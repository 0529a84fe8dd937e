import type { ReactNode } from 'react';
import type { HoldLayout } from '../../core/sbt/SbtLayout.js';

/**
 * The runway of a module held in view by its scroll-based timeline (`sbt.f`): the module is
 * sticky at the viewport's top (or bottom) while `spacer` px of scrolling pass, during which
 * its timeline plays. In the server's HTML, so the page below never moves when the script runs.
 */
export function SbtHold({ hold, children }: { hold: HoldLayout; children: ReactNode }) {
  const spacer = <div aria-hidden="true" style={{ height: hold.spacer }} />;
  return (
    <div className="sr7-sbt-hold" data-align={hold.align} style={{ position: 'relative' }}>
      {hold.align === 'bottom' && spacer}
      <div style={{ position: 'sticky', [hold.align]: 0 }}>{children}</div>
      {hold.align === 'top' && spacer}
    </div>
  );
}
