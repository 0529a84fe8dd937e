import { createRng } from '../../images/prng.js';
import type { FeedMatch, FeedUpdate } from '../feed/schemas.js';
import { defaultAbbr } from '../teamIdentity.js';
import { assignScenarios, type Scenario, type SimFixture } from './fixture.js';
import { matchScript } from './matchScript.js';
import { playerFor, rosterOf } from './roster.js';

export interface MatchDayOptions {
  /** Same seed, same cycle: the same day. */
  seed: string;
  /** Each cycle of a looping simulator plays a different day. */
  cycle: number;
  /** Real time the day starts, ms since the epoch: the kick-off dates sent are real times. */
  startMs: number;
  /** Simulated seconds per real second. */
  speed: number;
  /** Simulated seconds from the start to the first kick-off. */
  firstKickOff: number;
  /** Simulated seconds between kick-offs. */
  kickOffGap: number;
}

/** Updates due at the same simulated second, sent as one batch. */
export interface MatchDayBatch {
  at: number;
  updates: FeedUpdate[];
}

export interface MatchDay {
  /** Every match as it stands before its kick-off: sent first, it resets the matches. */
  matches: FeedMatch[];
  scenarios: Scenario[];
  batches: MatchDayBatch[];
  /** Simulated seconds from the start to the last update. */
  endsAt: number;
}

/**
 * A day of football: kick-offs `kickOffGap` apart, each match scripted by its scenario, the
 * updates of all matches merged on one timeline and grouped by the second they fall due.
 */
export function buildMatchDay(fixtures: readonly SimFixture[], options: MatchDayOptions): MatchDay {
  const scenarios = assignScenarios(fixtures, options.cycle);
  const steps: Array<{ at: number; order: number; update: FeedUpdate }> = [];
  const matches = fixtures.map((fixture, index): FeedMatch => {
    const kickOff = options.firstKickOff + index * options.kickOffGap;
    const rng = createRng(`${options.seed}/${options.cycle}/${fixture.slug}`);
    const rosters = { home: rosterOf(fixture.home.name), away: rosterOf(fixture.away.name) };
    for (const step of matchScript(fixture.slug, scenarios[index]!, rng)) {
      namePlayers(step.update, fixture, rosters);
      // A postponement is announced before kick-off, but never before the day starts.
      steps.push({ at: Math.max(1, kickOff + step.at), order: index, update: step.update });
    }
    const team = (t: SimFixture['home']) => ({
      img: t.img,
      abbr: t.abbr ?? defaultAbbr(t.name),
      name: t.name,
      periods: {},
      score: null,
    });
    return {
      date: Math.floor((options.startMs + (kickOff * 1000) / options.speed) / 1000),
      stage: 'plan',
      slug: fixture.slug,
      matchTime: null,
      home: team(fixture.home),
      away: team(fixture.away),
      league: fixture.league,
      events: [],
    };
  });

  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  const batches: MatchDayBatch[] = [];
  for (const step of steps) {
    const last = batches.at(-1);
    if (last?.at === step.at) last.updates.push(step.update);
    else batches.push({ at: step.at, updates: [step.update] });
  }
  return { matches, scenarios, batches, endsAt: batches.at(-1)?.at ?? 0 };
}

/** Events a player makes (goals, cards) name them in their body, as a real feed does. */
const PLAYER_EVENTS = new Set(['goal', 'own_goal', 'penalty_goal', 'yellow_card', 'red_card']);

function namePlayers(
  update: FeedUpdate,
  fixture: SimFixture,
  rosters: Record<'home' | 'away', string[]>,
): void {
  for (const event of update.events ?? []) {
    if (!PLAYER_EVENTS.has(event.type) || !event.side || !event.id) continue;
    const team = fixture[event.side].name;
    event.body = { ...event.body, player: playerFor(team, event.id, rosters[event.side]) };
  }
}
