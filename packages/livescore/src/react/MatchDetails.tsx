import type { MatchDetails as Details } from '../core/matchModel.js';
import { eventLabel } from '../core/view.js';
import { LoaderBar } from './LoaderBar.js';
import type { LiveScoreWidgetBehaviour } from './useLiveScoreWidget.js';

interface MatchDetailsProps {
  widget: LiveScoreWidgetBehaviour;
  details: Details;
  teams: { home: string; away: string };
  onToggle: () => void;
}

/**
 * The details of spec 3.6 (loading, show, events): a disclosure under the card. An event's
 * body is not shown (the spec does not show it); until events exist, "Information will be
 * available later".
 */
export function MatchDetails({ widget, details, teams, onToggle }: MatchDetailsProps) {
  const { dictionary } = widget.translation;
  const events = details.events ?? [];
  return (
    <div className="tls-details">
      <button {...widget.detailsToggleProps} onClick={onToggle} />
      <div {...widget.detailsPanelProps}>
        {details.loading && events.length === 0 ? (
          <LoaderBar {...widget.loaderProps} />
        ) : events.length === 0 ? (
          <p className="tls-details__later">{dictionary.notices.detailsLater}</p>
        ) : (
          <ol className="tls-details__events">
            {events.map((event, index) => (
              // Events have no id of their own and arrive in match order.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
              <li key={index} className="tls-details__event" data-event={event.type}>
                {event.minute !== null && (
                  <span className="tls-details__minute">{`${event.minute}'`}</span>
                )}
                <span>{eventLabel(event, widget.translation)}</span>
                {event.side && <span className="tls-details__team">{teams[event.side]}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
