import type { MatchUpdate } from '@tribune/livescore';
import type { FeedMatch, FeedUpdate } from '../feed/schemas.js';

/**
 * What goes out on the `football` channel: the live update of spec 3.7 (the contract's
 * MatchUpdate). Events stay on the server: the widget reads them through getMatchDetail.
 */
export function updatePublication(update: FeedUpdate): MatchUpdate {
  const publication: MatchUpdate = { slug: update.slug };
  if (update.matchTime !== undefined) publication.matchTime = update.matchTime;
  if (update.stage !== undefined) publication.stage = update.stage;
  if (update.home) publication.home = { ...update.home };
  if (update.away) publication.away = { ...update.away };
  return publication;
}

/** A match received whole (POST /api/feed/matches), as an update of every field it has. */
export function matchPublication(match: FeedMatch): MatchUpdate {
  const side = (team: FeedMatch['home']) => ({
    ...(team.score !== null && team.score !== undefined ? { score: team.score } : {}),
    periods: { ...team.periods },
  });
  return {
    slug: match.slug,
    stage: match.stage,
    ...(match.matchTime !== null && match.matchTime !== undefined
      ? { matchTime: match.matchTime }
      : {}),
    home: side(match.home),
    away: side(match.away),
  };
}
