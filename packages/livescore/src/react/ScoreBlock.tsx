import type { TeamView } from '../core/view.js';
import { StatusPill } from './StatusPill.js';

interface ScoreBlockProps {
  home: TeamView;
  away: TeamView;
  summary: string;
  stage: string;
  live: boolean;
  statusText: string;
}

/**
 * `home : away` with the status pill under it (spec 2.2). The digits are hidden from
 * assistive technology, which reads the summary sentence instead of "2 colon 1".
 */
export function ScoreBlock({ home, away, summary, stage, live, statusText }: ScoreBlockProps) {
  return (
    <div className="tls-score">
      <p className="tls-score__value">
        <span aria-hidden="true">
          <ScoreDigit team={home} side="home" />
          <span className="tls-score__separator">:</span>
          <ScoreDigit team={away} side="away" />
        </span>
        <span className="tls-sr-only">{summary}</span>
      </p>
      <StatusPill stage={stage} live={live} text={statusText} />
    </div>
  );
}

const MARK_ARROWS = { up: '▲', down: '▼' } as const;

function ScoreDigit({ team, side }: { team: TeamView; side: 'home' | 'away' }) {
  return (
    <span
      className="tls-score__digit"
      data-score={side}
      data-mark={team.mark ?? undefined}
      data-leading={team.leading || undefined}
      data-empty={team.score === '-' || undefined}
    >
      {team.score}
      {team.mark && <span className="tls-score__mark">{MARK_ARROWS[team.mark]}</span>}
    </span>
  );
}
