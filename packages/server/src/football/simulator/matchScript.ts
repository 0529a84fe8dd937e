import type { Rng } from '../../images/prng.js';
import type { FeedEvent, FeedUpdate } from '../feed/schemas.js';
import type { Scenario } from './fixture.js';

/** One update of a match, `at` seconds of simulated time after its kick-off. */
export interface ScriptStep {
  at: number;
  update: FeedUpdate;
}

type Side = 'home' | 'away';
const SIDES: readonly Side[] = ['home', 'away'];
const MINUTE = 60;

/** Breaks, in simulated minutes. */
export const BREAKS = {
  halfTime: 15,
  beforeExtraTime: 5,
  extraTimeHalfTime: 2,
  beforePenalties: 3,
  /** The postponement is announced this long before kick-off. */
  postponementNotice: 5,
};

/** Goals a side scores in a half: 0 most often, 3 rarely. */
function goalsInHalf(rng: Rng): number {
  const draw = rng.next();
  return draw < 0.5 ? 0 : draw < 0.82 ? 1 : draw < 0.95 ? 2 : 3;
}

/** Splits `total` goals over two halves at random. */
function splitOverHalves(rng: Rng, total: number): [number, number] {
  const first = rng.int(0, total);
  return [first, total - first];
}

interface Period {
  /** Key in `periods`: 1, 2, et1, et2. */
  key: string;
  /**
   * Extra time is played as `live` with minutes 91–120: the widget shows them as 90+' (spec 4.5),
   * while `overtime`, which the spec's label table leaves without a label, would show '?'.
   */
  stage: 'live';
  firstMinute: number;
  lastMinute: number;
  addedTime: number;
  goals: Record<Side, number>;
}

/**
 * A whole match as the feed would report it: kick-off, one update a minute with the minute of
 * play (45+2 in added time), goals with minute and side (score, the period's goals and a goal
 * event), a few bookings, half time, the second half, full time; for a knock-out tie level
 * after 90 minutes, extra time in two halves and, when still level, a penalty shoot-out kick
 * by kick-off. The same scenario and random stream always give the same match.
 */
export function matchScript(slug: string, scenario: Scenario, rng: Rng): ScriptStep[] {
  if (scenario === 'postponed') {
    return [{ at: -BREAKS.postponementNotice * MINUTE, update: { slug, stage: 'postponed' } }];
  }

  const level = scenario !== 'regular';
  const home: [number, number] = [goalsInHalf(rng), goalsInHalf(rng)];
  const away: [number, number] = level
    ? splitOverHalves(rng, home[0] + home[1])
    : [goalsInHalf(rng), goalsInHalf(rng)];
  const periods: Period[] = [
    half('1', 1, 45, rng.int(1, 4), home[0], away[0]),
    half('2', 46, 90, rng.int(2, 6), home[1], away[1]),
  ];
  if (level) {
    let extra: Record<Side, number> = { home: 0, away: 0 };
    if (scenario === 'extraTime') {
      const winner = rng.pick(SIDES);
      const loserGoals = rng.chance(0.3) ? 1 : 0;
      extra =
        winner === 'home'
          ? { home: loserGoals + 1, away: loserGoals }
          : { home: loserGoals, away: loserGoals + 1 };
    }
    const [home1, home2] = splitOverHalves(rng, extra.home);
    const [away1, away2] = splitOverHalves(rng, extra.away);
    periods.push(
      half('et1', 91, 105, rng.int(0, 2), home1, away1),
      half('et2', 106, 120, rng.int(0, 3), home2, away2),
    );
  }

  const steps: ScriptStep[] = [];
  const score: Record<Side, number> = { home: 0, away: 0 };
  let goalNumber = 0;
  let cardNumber = 0;
  let at = 0;
  periods.forEach((period, index) => {
    const labels = minuteLabels(period);
    const goalTicks = Object.fromEntries(
      SIDES.map((side) => [side, pickTicks(rng, labels.length, period.goals[side])]),
    ) as Record<Side, number[]>;
    const cardTicks = pickTicks(rng, labels.length, rng.int(0, 2));
    const inPeriod: Record<Side, number> = { home: 0, away: 0 };

    labels.forEach((label, tick) => {
      const update: FeedUpdate = { slug, matchTime: label };
      const events: FeedEvent[] = [];
      if (tick === 0) {
        update.stage = period.stage;
        for (const side of SIDES)
          update[side] = { score: score[side], periods: { [period.key]: 0 } };
      }
      for (const side of SIDES) {
        for (const _ of goalTicks[side].filter((t) => t === tick)) {
          score[side]++;
          inPeriod[side]++;
          update[side] = { score: score[side], periods: { [period.key]: inPeriod[side] } };
          events.push({
            id: `goal-${++goalNumber}`,
            type: 'goal',
            minute: label,
            side,
            body: { score: { home: score.home, away: score.away } },
          });
        }
      }
      if (cardTicks.includes(tick)) {
        events.push({
          id: `card-${++cardNumber}`,
          type: 'yellow_card',
          minute: label,
          side: rng.pick(SIDES),
        });
      }
      if (events.length > 0) update.events = events;
      steps.push({ at: at + tick * MINUTE, update });
    });
    at += labels.length * MINUTE;

    const last = index === periods.length - 1;
    if (period.key === '1') {
      steps.push({ at, update: { slug, stage: 'halftime' } });
      at += BREAKS.halfTime * MINUTE;
    } else if (period.key === 'et1') {
      steps.push({ at, update: { slug, stage: 'extra_time_halftime' } });
      at += BREAKS.extraTimeHalfTime * MINUTE;
    } else if (period.key === '2' && !last) {
      steps.push({ at, update: { slug, stage: 'break_time' } });
      at += BREAKS.beforeExtraTime * MINUTE;
    } else if (last && scenario === 'penalties') {
      steps.push(...shootOut(slug, rng, score, at));
    } else if (last) {
      steps.push({ at, update: { slug, stage: level ? 'finished_overtime' : 'finished' } });
    }
  });
  return steps;
}

function half(
  key: string,
  firstMinute: number,
  lastMinute: number,
  addedTime: number,
  home: number,
  away: number,
): Period {
  return { key, stage: 'live', firstMinute, lastMinute, addedTime, goals: { home, away } };
}

/** 1, 2, … 45, "45+1", "45+2": the minute shown during each simulated minute of the period. */
function minuteLabels(period: Period): Array<number | string> {
  const labels: Array<number | string> = [];
  for (let m = period.firstMinute; m <= period.lastMinute; m++) labels.push(m);
  for (let k = 1; k <= period.addedTime; k++) labels.push(`${period.lastMinute}+${k}`);
  return labels;
}

/** `count` ticks of the period (repeats allowed: two goals in a minute happen). */
function pickTicks(rng: Rng, ticks: number, count: number): number[] {
  return Array.from({ length: count }, () => rng.int(1, ticks - 1));
}

/**
 * Five kicks each, taken in turn, stopping as soon as one side cannot catch up; then sudden
 * death by pairs. A kick a minute; a scored kick updates the shoot-out's `pen` period (the score
 * stays the score after 120 minutes, as the widget shows it); every kick is an event.
 */
function shootOut(
  slug: string,
  rng: Rng,
  score: Record<Side, number>,
  start: number,
): ScriptStep[] {
  const steps: ScriptStep[] = [];
  let at = start;
  steps.push({ at, update: { slug, stage: 'penalties' } });
  at += BREAKS.beforePenalties * MINUTE;
  steps.push({
    at,
    update: {
      slug,
      home: { score: score.home, periods: { pen: 0 } },
      away: { score: score.away, periods: { pen: 0 } },
    },
  });
  const scored: Record<Side, number> = { home: 0, away: 0 };
  const taken: Record<Side, number> = { home: 0, away: 0 };
  let kick = 0;
  const decided = () => {
    if (taken.home <= 5 && taken.away <= 5 && (taken.home < 5 || taken.away < 5)) {
      const left = (side: Side) => 5 - taken[side];
      return scored.home + left('home') < scored.away || scored.away + left('away') < scored.home;
    }
    return taken.home === taken.away && scored.home !== scored.away;
  };
  while (!decided()) {
    const side: Side = taken.home === taken.away ? 'home' : 'away';
    taken[side]++;
    const goal = rng.chance(0.75);
    if (goal) scored[side]++;
    at += MINUTE;
    const update: FeedUpdate = {
      slug,
      events: [{ id: `penalty-${++kick}`, type: goal ? 'penalty_scored' : 'penalty_missed', side }],
    };
    if (goal) update[side] = { score: score[side], periods: { pen: scored[side] } };
    steps.push({ at, update });
  }
  steps.push({ at: at + MINUTE, update: { slug, stage: 'finished_penalty' } });
  return steps;
}
