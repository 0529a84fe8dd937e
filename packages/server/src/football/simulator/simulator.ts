import type { FeedMatch, FeedUpdate } from '../feed/schemas.js';
import { realClock, type SimulatorClock } from './clock.js';
import type { SimFixture } from './fixture.js';
import { buildMatchDay, type MatchDay } from './matchDay.js';

/** Where the simulator sends what it plays: the ingest API over HTTP, or the service itself. */
export interface SimulatorSink {
  matches(batch: FeedMatch[]): Promise<void>;
  updates(batch: FeedUpdate[]): Promise<void>;
}

/** A sink failure that makes going on pointless (a refused token, a rejected body). */
export class FatalSinkError extends Error {
  override name = 'FatalSinkError';
}

export interface SimulatorOptions {
  /** The matches to play, asked again at the start of every cycle. */
  fixtures: () => Promise<SimFixture[]>;
  sink: SimulatorSink;
  /** Default: the real clock (vitest's fake timers drive it). */
  clock?: SimulatorClock;
  /** Simulated seconds per real second. Default 30: a match of 90 minutes lasts about 4. */
  speed?: number;
  /** Default `tribune`. */
  seed?: string;
  /** Play day after day until stopped. Default false: one day, then `start()` resolves. */
  loop?: boolean;
  /** Simulated minutes before the first kick-off. Default 1. */
  firstKickOffMinutes?: number;
  /** Simulated minutes between kick-offs. Default 30. */
  kickOffGapMinutes?: number;
  /** Simulated minutes between the end of a day and the next (looping). Default 30. */
  pauseMinutes?: number;
  /**
   * Looping: simulated minutes after a day's last update when the next day's programme is
   * announced (never after the pause). Readers see the final results that long, then the next
   * kick-off as scheduled. Default 5.
   */
  announceAfterMinutes?: number;
  /** One line per event worth telling (kick-offs, goals, ends, failures). */
  log?: (line: string) => void;
  /** Called with each day before it is played (the CLI prints its programme). */
  onDay?: (day: MatchDay) => void;
}

export interface Simulator {
  /** Plays; resolves when the day is over (or, looping, when stopped). Rejects on a fatal sink error. */
  start(): Promise<void>;
  /** Stops at once (a batch being sent is finished first). */
  stop(): Promise<void>;
}

/**
 * Drives a match day in compressed time through a sink: first every match as it stands before
 * kick-off (which resets what an earlier run left), then each batch of updates when its
 * simulated time comes. Times are measured from the day's start on the clock, so slow sends do
 * not make the day drift.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const clock = options.clock ?? realClock;
  const speed = options.speed ?? 30;
  if (!(speed > 0)) throw new RangeError(`speed must be above 0 (got ${speed})`);
  const seed = options.seed ?? 'tribune';
  const log = options.log ?? (() => {});
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: unknown;
  let wake: (() => void) | undefined;

  const realMs = (simulatedSeconds: number) => (simulatedSeconds * 1000) / speed;

  function sleepUntil(at: number): Promise<void> {
    const delay = at - clock.now();
    if (delay <= 0 || stopped) return Promise.resolve();
    return new Promise((resolve) => {
      wake = resolve;
      timer = clock.setTimeout(() => {
        wake = undefined;
        resolve();
      }, delay);
    });
  }

  async function send(what: string, deliver: () => Promise<void>): Promise<void> {
    try {
      await deliver();
    } catch (error) {
      if (error instanceof FatalSinkError) throw error;
      log(`${what} not delivered: ${(error as Error).message}`);
    }
  }

  /**
   * Sends the day's programme now and plays it from `startMs`. A looping simulator calls this
   * as soon as a day ends, with the next day's start after the pause: readers see the next
   * kick-off as scheduled during the pause instead of "no match in the next 2 days".
   */
  async function playDay(cycle: number, startMs: number, announceAt = startMs): Promise<boolean> {
    const fixtures = await options.fixtures();
    if (fixtures.length === 0) {
      log('no match to play');
      return false;
    }
    const day = buildMatchDay(fixtures, {
      seed,
      cycle,
      startMs,
      speed,
      firstKickOff: (options.firstKickOffMinutes ?? 1) * 60,
      kickOffGap: (options.kickOffGapMinutes ?? 30) * 60,
    });
    options.onDay?.(day);
    await sleepUntil(announceAt);
    if (stopped) return true;
    await send('programme', () => options.sink.matches(day.matches));
    for (const batch of day.batches) {
      await sleepUntil(startMs + realMs(batch.at));
      if (stopped) return true;
      await send(`${batch.updates.length} update(s)`, () => options.sink.updates(batch.updates));
    }
    return true;
  }

  async function run(): Promise<void> {
    const pauseMinutes = options.pauseMinutes ?? 30;
    const pause = () => realMs(pauseMinutes * 60);
    const announce = () => realMs(Math.min(options.announceAfterMinutes ?? 5, pauseMinutes) * 60);
    let startMs = clock.now();
    let announceAt = startMs;
    for (let cycle = 0; !stopped; cycle++) {
      const played = await playDay(cycle, startMs, announceAt);
      if (!options.loop) return;
      if (!played) {
        // Nothing to announce: look again after the pause.
        await sleepUntil(clock.now() + pause());
        cycle--;
      }
      announceAt = clock.now() + announce();
      startMs = clock.now() + pause();
    }
  }

  return {
    start() {
      running ??= run().finally(() => {
        stopped = true;
      });
      return running;
    },
    async stop() {
      stopped = true;
      clock.clearTimeout(timer);
      wake?.();
      await running?.catch(() => {});
    },
  };
}
