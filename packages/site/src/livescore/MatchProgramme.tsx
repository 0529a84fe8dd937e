import type { Match } from '@tribune/livescore';
import type { Dictionary } from '../i18n/index.js';
import { formatTime } from '../i18n/index.js';
import type { Lang } from '../i18n/languages.js';

const FINISHED = new Set(['finished', 'finished_overtime', 'finished_penalty']);
const CALLED_OFF = new Set(['postponed', 'cancelled']);

/**
 * The day's matches from the match service, beside the live card. It is the page's HTML, not
 * live: a match being played says "live" (the card beside it carries the moving score), a
 * finished one its final score, the others their kick-off time.
 */
export function MatchProgramme({
  matches,
  day,
  lang,
  timeZone,
  strings,
}: {
  matches: Match[];
  day: 'today' | 'tomorrow';
  lang: Lang;
  timeZone: string;
  strings: Dictionary['liveScore'];
}) {
  return (
    <section className="match-programme" aria-labelledby="match-programme-heading">
      <h3 className="match-programme__heading" id="match-programme-heading">
        {day === 'today' ? strings.programmeToday : strings.programmeTomorrow}
      </h3>
      <ol className="match-programme__list">
        {matches.map((match) => (
          <li
            key={match.slug}
            className="match-programme__match"
            data-stage={match.stage}
            data-live={isLive(match) || undefined}
          >
            <time
              className="match-programme__time"
              dateTime={new Date(match.date * 1000).toISOString()}
            >
              {formatTime(lang, match.date * 1000, timeZone)}
            </time>
            <span className="match-programme__teams">
              <span>{match.home.name}</span>
              <span className="match-programme__score">{scoreOf(match)}</span>
              <span>{match.away.name}</span>
            </span>
            <span className="match-programme__state">{stateOf(match, strings)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function scoreOf(match: Match): string {
  if (!FINISHED.has(match.stage) || match.home.score === null || match.away.score === null) {
    return '–';
  }
  return `${match.home.score}\u00a0–\u00a0${match.away.score}`;
}

function isLive(match: Match): boolean {
  return !FINISHED.has(match.stage) && !CALLED_OFF.has(match.stage) && match.stage !== 'plan';
}

function stateOf(match: Match, strings: Dictionary['liveScore']): string {
  if (FINISHED.has(match.stage)) return strings.finished;
  if (CALLED_OFF.has(match.stage)) return strings.postponed;
  if (isLive(match)) return strings.live;
  return match.league.name;
}
