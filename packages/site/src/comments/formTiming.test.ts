import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimingRecorder, GESTURE_QUIET_MS, MAX_TIMING_SAMPLES } from './formTiming.js';

const START = Date.parse('2026-11-22T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => vi.useRealTimers());

/** Types `text` with `down` ms per key and `gap` ms between keys. */
function type(
  recorder: ReturnType<typeof createTimingRecorder>,
  text: string,
  down = 80,
  gap = 120,
) {
  for (const key of text) {
    recorder.keyDown(key);
    vi.advanceTimersByTime(down);
    recorder.keyUp(key, true);
    vi.advanceTimersByTime(gap);
  }
}

describe('createTimingRecorder', () => {
  it('starts empty, with the submission time', () => {
    const fields = createTimingRecorder().fields();
    expect(fields).toEqual({
      ak_bib: '',
      ak_bfs: String(START),
      ak_bkpc: '0',
      ak_bkp: '',
      ak_bmc: '',
      ak_bmcc: '0',
      ak_bmk: '',
      ak_bck: '',
      ak_bmmc: '0',
      ak_btmc: '0',
      ak_bsc: '0',
      ak_bte: '',
      ak_btec: '0',
      ak_bmm: '',
    });
    expect(Object.keys(fields).every((name) => name.startsWith('ak_'))).toBe(true);
  });

  it('records each key’s duration and the pause before it', () => {
    const recorder = createTimingRecorder();
    vi.advanceTimersByTime(5000);
    type(recorder, 'abc');
    const fields = recorder.fields();
    expect(fields.ak_bib).toBe(String(START + 5000));
    expect(fields.ak_bkpc).toBe('3');
    expect(fields.ak_bkp).toBe('80;80,120;80,120');
  });

  it('ignores auto-repeat and keys pressed before recording began', () => {
    const recorder = createTimingRecorder();
    recorder.keyUp('x', true);
    recorder.keyDown('a');
    vi.advanceTimersByTime(30);
    recorder.keyDown('a');
    vi.advanceTimersByTime(30);
    recorder.keyUp('a', true);
    expect(recorder.fields().ak_bkp).toBe('60');
  });

  it('notes modifier and correction keys by position instead of timing them', () => {
    const recorder = createTimingRecorder();
    type(recorder, 'ab');
    recorder.keyDown('Shift');
    recorder.keyUp('Shift', true);
    type(recorder, 'c');
    recorder.keyDown('Backspace');
    recorder.keyUp('Backspace', true);
    const fields = recorder.fields();
    expect(fields.ak_bkpc).toBe('3');
    expect(fields.ak_bmk).toBe('1');
    expect(fields.ak_bck).toBe('2');
  });

  it('does not count keys on buttons or links as typing', () => {
    const recorder = createTimingRecorder();
    recorder.keyDown('Enter');
    recorder.keyUp('Enter', false);
    expect(recorder.fields().ak_bkpc).toBe('0');
  });

  it('breaks the typing rhythm on a click: the next key has no interval', () => {
    const recorder = createTimingRecorder();
    type(recorder, 'a');
    recorder.mouseDown();
    vi.advanceTimersByTime(100);
    recorder.mouseUp();
    vi.advanceTimersByTime(2000);
    type(recorder, 'b');
    expect(recorder.fields().ak_bkp).toBe('80;80');
    expect(recorder.fields().ak_bmc).toBe('100');
  });

  it('records clicks and touches with their duration and the pause before', () => {
    const recorder = createTimingRecorder();
    recorder.mouseUp(); // no mousedown seen: ignored
    for (const [press, pause] of [
      [90, 1000],
      [110, 500],
    ]) {
      recorder.mouseDown();
      vi.advanceTimersByTime(press!);
      recorder.mouseUp();
      vi.advanceTimersByTime(pause!);
      recorder.touchStart();
      vi.advanceTimersByTime(press!);
      recorder.touchEnd();
      vi.advanceTimersByTime(pause!);
    }
    const fields = recorder.fields();
    expect(fields.ak_bmcc).toBe('2');
    expect(fields.ak_bmc).toBe('90;110,2090');
    expect(fields.ak_btec).toBe('2');
    expect(fields.ak_bte).toBe('90;110,1610');
  });

  it('records a mouse gesture once it has been still for 500 ms: duration and distance', () => {
    const recorder = createTimingRecorder();
    recorder.mouseMove(0, 0);
    vi.advanceTimersByTime(100);
    recorder.mouseMove(30, 0);
    vi.advanceTimersByTime(100);
    recorder.mouseMove(30, 40);
    expect(recorder.fields().ak_bmmc).toBe('0');
    vi.advanceTimersByTime(GESTURE_QUIET_MS);
    expect(recorder.fields().ak_bmmc).toBe('1');
    expect(recorder.fields().ak_bmm).toBe('200,50');
    // A "move" that ends where it began is no move.
    recorder.mouseMove(5, 5);
    recorder.mouseMove(5, 5);
    vi.advanceTimersByTime(GESTURE_QUIET_MS);
    expect(recorder.fields().ak_bmmc).toBe('1');
  });

  it('counts scroll and touch-move gestures, not events', () => {
    const recorder = createTimingRecorder();
    for (let i = 0; i < 20; i++) {
      recorder.scroll();
      recorder.touchMove();
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(GESTURE_QUIET_MS);
    recorder.scroll();
    vi.advanceTimersByTime(GESTURE_QUIET_MS);
    expect(recorder.fields().ak_bsc).toBe('2');
    expect(recorder.fields().ak_btmc).toBe('1');
  });

  it('sends at most 100 samples per field (the most recent), while counts stay totals', () => {
    const recorder = createTimingRecorder();
    type(recorder, 'x'.repeat(250), 50, 100);
    for (let i = 0; i < 150; i++) {
      recorder.mouseDown();
      vi.advanceTimersByTime(10);
      recorder.mouseUp();
      recorder.touchStart();
      recorder.touchEnd();
      recorder.mouseMove(0, 0);
      recorder.mouseMove(i + 1, 0);
      vi.advanceTimersByTime(GESTURE_QUIET_MS);
      recorder.keyDown('Shift');
      recorder.keyUp('Shift', true);
      recorder.keyDown('Delete');
      recorder.keyUp('Delete', true);
    }
    const fields = recorder.fields();
    expect(fields.ak_bkpc).toBe('250');
    expect(fields.ak_bmcc).toBe('150');
    expect(fields.ak_btec).toBe('150');
    expect(fields.ak_bmmc).toBe('150');
    for (const name of ['ak_bkp', 'ak_bmc', 'ak_bte', 'ak_bmm', 'ak_bmk', 'ak_bck']) {
      expect(fields[name]!.split(';'), name).toHaveLength(MAX_TIMING_SAMPLES);
    }
    // The most recent mouse gesture is the last sample kept.
    expect(fields.ak_bmm!.split(';').at(-1)).toBe('0,150');
  });
});
