/**
 * A stream of publications shaped like the live score's on channel `football` (spec 3.7, the
 * contract's MatchUpdate as the server's ingest publishes it): several live matches in turn,
 * each update its slug, minute, stage and both sides' scores by period. Deterministic, so
 * every variant of the bench publishes the same bytes.
 */

const CLUBS = [
  'olympique-lyonnais',
  'paris-saint-germain',
  'olympique-de-marseille',
  'as-saint-etienne',
  'stade-rennais',
  'losc-lille',
  'fc-nantes',
  'rc-strasbourg',
  'stade-brestois',
  'as-monaco',
  'ogc-nice',
  'rc-lens',
];

interface Side {
  score: number;
  periods: Record<string, number>;
}

interface LiveMatch {
  slug: string;
  matchTime: number;
  home: Side;
  away: Side;
}

export function liveScoreUpdates(): () => Record<string, unknown> {
  const matches: LiveMatch[] = [];
  for (let i = 0; i + 1 < CLUBS.length; i += 2) {
    matches.push({
      slug: `${CLUBS[i]}-${CLUBS[i + 1]}`,
      matchTime: 10 + i * 7,
      home: { score: 0, periods: { 1: 0 } },
      away: { score: 0, periods: { 1: 0 } },
    });
  }
  let n = 0;
  return () => {
    n += 1;
    const m = matches[n % matches.length] as LiveMatch;
    m.matchTime = m.matchTime >= 95 ? 1 : m.matchTime + 1;
    const period = m.matchTime > 45 ? '2' : '1';
    // Now and then a goal, for one side or the other.
    if (n % 11 === 0) {
      const side = n % 2 === 0 ? m.home : m.away;
      side.score += 1;
      side.periods[period] = (side.periods[period] ?? 0) + 1;
    }
    for (const side of [m.home, m.away]) side.periods[period] ??= 0;
    return {
      slug: m.slug,
      matchTime: m.matchTime,
      stage: period === '1' ? '1half' : '2half',
      home: { score: m.home.score, periods: { ...m.home.periods } },
      away: { score: m.away.score, periods: { ...m.away.periods } },
    };
  };
}
