import { createRng } from '../../images/prng.js';

export interface SeededMatchState {
  stage: string;
  matchTime: string | null;
  homeScore: number | null;
  awayScore: number | null;
  homePeriods: Record<string, number>;
  awayPeriods: Record<string, number>;
}

const MINUTE = 60_000;

/**
 * Where a match of the demo programme stands at seed time, so the site looks alive on a fresh
 * install before the match simulator moves anything: scheduled before kick-off, in play (with
 * half time) during the following two hours, finished after. Scores come from a generator seeded
 * by the match slug, so a re-seed gives the same numbers.
 */
export function matchStateAt(slug: string, kickOff: Date, now: Date): SeededMatchState {
  const elapsed = Math.floor((now.getTime() - kickOff.getTime()) / MINUTE);
  if (elapsed < 0) {
    return {
      stage: 'plan',
      matchTime: null,
      homeScore: null,
      awayScore: null,
      homePeriods: {},
      awayPeriods: {},
    };
  }
  const rng = createRng(`match/${slug}`);
  const goals = (max: number) => [rng.int(0, max), rng.int(0, max)] as const;
  const [home1, away1] = goals(2);
  const [home2, away2] = goals(2);
  // 45 minutes, a 15-minute break, 45 more, a few minutes of added time.
  if (elapsed < 45) {
    const share = (n: number) => Math.floor((n * elapsed) / 45);
    return live('live', String(elapsed + 1), { 1: share(home1) }, { 1: share(away1) });
  }
  if (elapsed < 60) return live('halftime', '45', { 1: home1 }, { 1: away1 });
  if (elapsed < 110) {
    const minute = Math.min(90, elapsed - 14);
    const share = (n: number) => Math.floor((n * (minute - 45)) / 45);
    const label = elapsed - 14 > 90 ? `90+${elapsed - 14 - 90}` : String(minute);
    return live('live', label, { 1: home1, 2: share(home2) }, { 1: away1, 2: share(away2) });
  }
  return {
    stage: 'finished',
    matchTime: null,
    homeScore: home1 + home2,
    awayScore: away1 + away2,
    homePeriods: { 1: home1, 2: home2 },
    awayPeriods: { 1: away1, 2: away2 },
  };

  function live(
    stage: string,
    matchTime: string,
    homePeriods: Record<string, number>,
    awayPeriods: Record<string, number>,
  ): SeededMatchState {
    const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);
    return {
      stage,
      matchTime,
      homeScore: sum(homePeriods),
      awayScore: sum(awayPeriods),
      homePeriods,
      awayPeriods,
    };
  }
}
