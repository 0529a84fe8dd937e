import type { FastifyInstance } from 'fastify';
import type { IngestService } from '../ingest/ingestService.js';
import type { MatchService } from '../service/matchService.js';
import { realClock, type SimulatorClock } from '../simulator/clock.js';
import { narrate } from '../simulator/narrate.js';
import { createSimulator, type Simulator } from '../simulator/simulator.js';
import { todaysFixtures } from './demoFixtures.js';

export interface DemoFeedOptions {
  /** Simulated seconds per real second. Default 30: a match lasts about 4 minutes. */
  speed?: number;
  /** Default `tribune-demo`. */
  seed?: string;
  /** Default: the real clock, telling the time by `now` when that is given. */
  clock?: SimulatorClock;
  /** The app's clock (`app.football.now`): the replayed matches are dated by it. */
  now?: () => Date;
  /** Simulated minutes between kick-offs. Default 30 (a minute of real time at speed 30). */
  kickOffGapMinutes?: number;
  /** Simulated minutes between the end of a day and the replay. Default 30. */
  pauseMinutes?: number;
  /** Simulated minutes from the start to the first kick-off. Default 1. */
  firstKickOffMinutes?: number;
  /**
   * With several nodes, one runs the simulator: it holds a Redis lease this long (ms), renewed
   * every third of it; another node takes over within this time when the holder dies.
   * Default 10000.
   */
  leaseMs?: number;
  /** Simulated minutes after a day's end when the next day is announced. Default 5. */
  announceAfterMinutes?: number;
}

/**
 * DEMO_FEED: the match simulator inside the server, playing today's matches of the database
 * day after day, so a reader of the demo sees scores move. It calls the ingest service
 * directly (same validation-free path as a verified feed batch, same transaction and
 * publications). It starts once the app is ready and stops before the app closes.
 */
export async function demoFeedPlugin(
  app: FastifyInstance,
  options: DemoFeedOptions & { ingest: IngestService; matches: MatchService },
) {
  let lease: { release(): Promise<void> } | undefined;
  const start = (): Simulator => {
    const simulator = createSimulator({
      fixtures: () => todaysFixtures(options.matches),
      sink: {
        matches: async (batch) => {
          await options.ingest.ingestMatches(batch);
        },
        updates: async (batch) => {
          await options.ingest.ingestUpdates(batch);
          for (const update of batch) {
            const line = narrate(update);
            if (line) app.log.debug(`demo feed: ${line}`);
          }
        },
      },
      clock: options.clock ?? clockOf(options.now),
      speed: options.speed ?? 30,
      seed: options.seed ?? 'tribune-demo',
      loop: true,
      kickOffGapMinutes: options.kickOffGapMinutes,
      pauseMinutes: options.pauseMinutes,
      firstKickOffMinutes: options.firstKickOffMinutes,
      announceAfterMinutes: options.announceAfterMinutes,
      log: (line) => app.log.warn(`demo feed: ${line}`),
    });
    app.log.info({ speed: options.speed ?? 30 }, 'demo feed: the match simulator is playing today');
    simulator.start().catch((error: unknown) => {
      app.log.error({ err: error }, 'demo feed: the match simulator stopped');
    });
    return simulator;
  };
  app.addHook('onReady', async () => {
    let simulator: Simulator | undefined;
    // One node at a time plays the matches: two would publish two different scores.
    lease = app.cluster.runOnOneNode('demo-feed', options.leaseMs ?? 10_000, {
      start: () => {
        simulator = start();
      },
      stop: async () => {
        const s = simulator;
        simulator = undefined;
        if (s) app.log.info('demo feed: the match simulator stops on this node');
        await s?.stop();
      },
    });
  });
  // preClose: before the real-time server and the database go away.
  app.addHook('preClose', async () => {
    await lease?.release();
  });
}

/** The real timers, with the time of day from the app's clock when it has its own. */
function clockOf(now: (() => Date) | undefined): SimulatorClock {
  return now ? { ...realClock, now: () => now().getTime() } : realClock;
}
