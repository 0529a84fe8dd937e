import { memo } from 'react';
import type { MatchView } from '../core/view.js';
import { MatchDetails } from './MatchDetails.js';
import { ScoreBlock } from './ScoreBlock.js';
import { TeamBlock } from './TeamBlock.js';
import type { LiveScoreWidgetBehaviour } from './useLiveScoreWidget.js';

interface MatchCardProps {
  widget: LiveScoreWidgetBehaviour;
  view: MatchView;
  onToggleDetails: () => void;
}

/** The match card (spec 2.2): title line, home team, score block, away team, details. */
export function MatchCard({ widget, view, onToggleDetails }: MatchCardProps) {
  return (
    <article
      className="tls-card"
      data-match={view.slug}
      data-stage={view.stage}
      data-live={view.live}
    >
      <MatchTitle view={view} />
      <div className="tls-card__body">
        <TeamBlock team={view.home} side="home" />
        <ScoreBlock
          home={view.home}
          away={view.away}
          summary={view.scoreSummary}
          stage={view.stage}
          live={view.live}
          statusText={view.statusText}
        />
        <TeamBlock team={view.away} side="away" />
      </div>
      {widget.details && (
        <MatchDetails
          widget={widget}
          details={widget.details}
          teams={{ home: view.home.name, away: view.away.name }}
          onToggle={onToggleDetails}
        />
      )}
    </article>
  );
}

/** The title line `{date} {time} | {country} | {league name}` (spec 2.2). */
function MatchTitleView({ view }: { view: MatchView }) {
  return (
    <p className="tls-card__title" data-title={view.title}>
      <time dateTime={view.kickoff.iso} title={view.kickoff.long}>
        {`${view.kickoff.date} ${view.kickoff.time}`}
      </time>
      {view.titleParts.slice(1).map((part) => (
        <span key={part}>
          <span className="tls-card__separator" aria-hidden="true">
            {' | '}
          </span>
          {part}
        </span>
      ))}
    </p>
  );
}

/** A goal leaves the title as it was: redraw it only when its words change. */
const MatchTitle = memo(
  MatchTitleView,
  (before, after) =>
    before.view.title === after.view.title && before.view.kickoff.long === after.view.kickoff.long,
);
