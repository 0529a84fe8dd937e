import { useEffect, useRef } from 'react';
import type { SliderEngine } from '../../core/Engine.js';

/**
 * One requestAnimationFrame loop per module while it is near the viewport: each frame goes to
 * the engine's frame-rate check (sr7.lowfps) and to the drawers (the progress bar), which write
 * straight to the DOM; nothing here goes through React state.
 */
export type Drawer = (now: number) => void;

export function useFrameLoop(engine: SliderEngine | null, running: boolean) {
  const drawers = useRef(new Set<Drawer>());
  useEffect(() => {
    if (!engine || !running || typeof requestAnimationFrame !== 'function') return;
    let id = 0;
    const tick = (ts: number) => {
      engine.frame(ts);
      const now = performance.now();
      for (const draw of drawers.current) draw(now);
      id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [engine, running]);
  return drawers.current;
}
