import type { Match, Period } from '@tribune/livescore';
import { isLiveStage } from '@tribune/livescore';
import type { LiveScoreModel } from '@tribune/site';

/** What the live score slot needs of the match service. */
export interface MatchLists {
  getMatches(period: Period, lang: string): Promise<Match[]>;
}

/** How many matches the programme beside the card lists. */
export const PROGRAMME_LENGTH = 6;

const inPlay = (match: Match) => isLiveStage(match.stage) || match.stage === 'plan';

/**
 * The live score slot of a page: the widget's first list as its load sequence would find it
 * (spec 4.7, with the widget's rule that a day of finished matches does not stop it), and the
 * day's programme. The match service caches its lists, so a page pays a few map lookups.
 */
export async function loadLiveScore(matches: MatchLists, lang: string): Promise<LiveScoreModel> {
  const [live, today, tomorrow] = await Promise.all([
    matches.getMatches('live', lang),
    matches.getMatches('today', lang),
    matches.getMatches('tomorrow', lang),
  ]);
  const lists = [live, today, tomorrow];
  const initial = lists.find((list) => list.some(inPlay)) ?? lists.find((l) => l.length > 0) ?? [];
  const todayLeft = today.some(inPlay);
  const programme = (todayLeft || tomorrow.length === 0 ? today : tomorrow)
    .slice()
    .sort((a, b) => a.date - b.date)
    .slice(0, PROGRAMME_LENGTH);
  return {
    initial,
    programme,
    programmeDay: todayLeft || tomorrow.length === 0 ? 'today' : 'tomorrow',
  };
}
