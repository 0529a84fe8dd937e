import { describe, expect, it, vi } from 'vitest';
import { FrameRate } from './FrameRate.js';

function run(monitor: FrameRate, from: number, to: number, every: number) {
  for (let t = from; t <= to; t += every) monitor.frame(t);
}

describe('FrameRate', () => {
  it('averages over 4000 ms and reports under 30 fps once per slow spell', () => {
    const onLow = vi.fn();
    const monitor = FrameRate({ onLow });
    run(monitor, 0, 3999, 40); // 25 fps, window not complete yet
    expect(onLow).not.toHaveBeenCalled();
    run(monitor, 4000, 8000, 40);
    expect(onLow).toHaveBeenCalledOnce();
    expect(onLow).toHaveBeenCalledWith(25);
    run(monitor, 8040, 16_000, 40);
    expect(onLow).toHaveBeenCalledOnce();
    run(monitor, 16_016, 24_000, 16); // recovers to ~60 fps
    expect(monitor.fps()).toBeGreaterThan(55);
    run(monitor, 24_040, 32_000, 40); // slow again: told again
    expect(onLow).toHaveBeenCalledTimes(2);
  });

  it('stays quiet at 30 fps and above', () => {
    const onLow = vi.fn();
    const monitor = FrameRate({ onLow });
    run(monitor, 0, 12_000, 1000 / 30);
    expect(onLow).not.toHaveBeenCalled();
  });

  it('starts a new window after a gap (hidden tab) instead of counting it', () => {
    const onLow = vi.fn();
    const monitor = FrameRate({ onLow });
    run(monitor, 0, 2000, 16);
    run(monitor, 60_000, 66_000, 16);
    expect(onLow).not.toHaveBeenCalled();
  });
});
