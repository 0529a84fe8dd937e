/**
 * Anti-spam timing (spec 7.4, 9.9): how the reader typed, clicked, moved the mouse, touched and
 * scrolled, reduced to the `ak_`-prefixed fields a form posts. Framework-free and DOM-free: the
 * wiring in installFormTiming.ts feeds it events; time comes from the clock it is handed.
 *
 * Sample fields are `a,b;a,b;…` lists of at most MAX_TIMING_SAMPLES entries (the most recent
 * ones); counts are totals. The server's reading of them is in
 * packages/server/src/comments/spamScore.ts and README.md beside this file.
 */

/** Spec 9.9: at most 100 timing samples per field. */
export const MAX_TIMING_SAMPLES = 100;

/** The prefix of every timing field (spec 7.4). */
export const TIMING_FIELD_PREFIX = 'ak_';

/** A mouse move, touch move or scroll gesture ends after this long without events. */
export const GESTURE_QUIET_MS = 500;

/** Keys whose timing says nothing about typing rhythm; their positions are noted instead. */
const MODIFIER_KEYS = new Set(['Shift', 'CapsLock']);
const CORRECTION_KEYS = new Set([
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export interface TimingClock {
  /** Milliseconds since the epoch (the page stamp `ak_js` uses the same clock). */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: TimingClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type Sample = readonly [number] | readonly [number, number];

/** A list that keeps only its most recent MAX_TIMING_SAMPLES entries. */
function cappedList<T>() {
  const items: T[] = [];
  return {
    items,
    push(item: T) {
      if (items.length >= MAX_TIMING_SAMPLES) items.shift();
      items.push(item);
    },
  };
}

/** Counts gestures: a burst of events separated by less than GESTURE_QUIET_MS is one. */
function gestureCounter(clock: TimingClock) {
  let timer: unknown = null;
  let count = 0;
  return {
    event() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = null;
        count++;
      }, GESTURE_QUIET_MS);
    },
    get count() {
      return count;
    },
  };
}

export type TimingRecorder = ReturnType<typeof createTimingRecorder>;

export function createTimingRecorder(clock: TimingClock = systemClock) {
  let inputBegin = 0;
  // Per key held down: when it went down, and the pause before it (when there was one).
  let keysDown = new Map<string, Sample>();
  let lastKeyDown = 0;
  let lastKeyUp = 0;
  let keypressCount = 0;
  const keypresses = cappedList<Sample>();
  const modifierKeys = cappedList<number>();
  const correctionKeys = cappedList<number>();

  let lastMouseDown = 0;
  let lastMouseUp = 0;
  let clickCount = 0;
  const clicks = cappedList<Sample>();

  let move: { start: number; x: number; y: number; lastX: number; lastY: number } | null = null;
  let moveTimer: unknown = null;
  let moveCount = 0;
  const moves = cappedList<Sample>();

  let lastTouchStart = 0;
  let lastTouchEnd = 0;
  let touchCount = 0;
  const touches = cappedList<Sample>();
  const touchMoves = gestureCounter(clock);
  const scrolls = gestureCounter(clock);

  /** A pause after a click, a touch or a focus change is not a typing interval. */
  const breakTypingRhythm = () => {
    keysDown = new Map();
    lastKeyDown = 0;
    lastKeyUp = 0;
  };

  return {
    keyDown(key: string) {
      // Auto-repeat sends keydown again for a key that is still down: ignore it.
      if (keysDown.has(key)) return;
      const time = clock.now();
      if (!inputBegin) inputBegin = time;
      const previous = Math.max(lastKeyDown, lastKeyUp);
      keysDown.set(key, previous ? [time, time - previous] : [time]);
      lastKeyDown = time;
    },

    /** `inField`: the key went up in a text field (typing), not on a button or link. */
    keyUp(key: string, inField: boolean) {
      const down = keysDown.get(key);
      // Pressed before recording began, or the rhythm was broken meanwhile.
      if (!down) return;
      const time = clock.now();
      if (inField) {
        if (MODIFIER_KEYS.has(key)) modifierKeys.push(keypressCount - 1);
        else if (CORRECTION_KEYS.has(key)) correctionKeys.push(keypressCount - 1);
        else {
          keypressCount++;
          const duration = time - down[0];
          keypresses.push(down[1] === undefined ? [duration] : [duration, down[1]]);
        }
      }
      keysDown.delete(key);
      lastKeyUp = time;
    },

    focusChange: breakTypingRhythm,

    mouseDown() {
      lastMouseDown = clock.now();
    },

    mouseUp() {
      if (!lastMouseDown) return;
      const time = clock.now();
      clickCount++;
      clicks.push(
        lastMouseUp ? [time - lastMouseDown, lastMouseDown - lastMouseUp] : [time - lastMouseDown],
      );
      lastMouseUp = time;
      breakTypingRhythm();
    },

    /** A mouse move to (x, y); one sample per gesture: its duration and straight distance. */
    mouseMove(x: number, y: number) {
      const time = clock.now();
      if (move === null) move = { start: time, x, y, lastX: x, lastY: y };
      else {
        move.lastX = x;
        move.lastY = y;
      }
      const ending = move;
      const lastEvent = time;
      if (moveTimer !== null) clock.clearTimeout(moveTimer);
      moveTimer = clock.setTimeout(() => {
        moveTimer = null;
        move = null;
        const distance = Math.round(Math.hypot(ending.lastX - ending.x, ending.lastY - ending.y));
        if (distance === 0) return;
        moveCount++;
        moves.push([lastEvent - ending.start, distance]);
      }, GESTURE_QUIET_MS);
    },

    touchStart() {
      lastTouchStart = clock.now();
    },

    touchEnd() {
      if (!lastTouchStart) return;
      const time = clock.now();
      touchCount++;
      touches.push(
        lastTouchEnd
          ? [time - lastTouchStart, lastTouchStart - lastTouchEnd]
          : [time - lastTouchStart],
      );
      lastTouchEnd = time;
      breakTypingRhythm();
    },

    touchMove() {
      touchMoves.event();
    },

    scroll() {
      scrolls.event();
    },

    /** The fields to post, as of now (`ak_bfs` is the submission time). */
    fields(): Record<string, string> {
      const list = (samples: Sample[]) => samples.map((sample) => sample.join(',')).join(';');
      return {
        ak_bib: inputBegin ? String(inputBegin) : '',
        ak_bfs: String(clock.now()),
        ak_bkpc: String(keypressCount),
        ak_bkp: list(keypresses.items),
        ak_bmc: list(clicks.items),
        ak_bmcc: String(clickCount),
        ak_bmk: modifierKeys.items.join(';'),
        ak_bck: correctionKeys.items.join(';'),
        ak_bmmc: String(moveCount),
        ak_btmc: String(touchMoves.count),
        ak_bsc: String(scrolls.count),
        ak_bte: list(touches.items),
        ak_btec: String(touchCount),
        ak_bmm: list(moves.items),
      };
    },
  };
}
