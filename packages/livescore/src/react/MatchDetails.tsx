import type { MatchDetails as Details } from '../core/matchModel.js';
import { eventLabel, eventPlayer } from '../core/view.js';
import { LoaderBar } from './LoaderBar.js';
import type { LiveScoreWidgetBehaviour } from './useLiveScoreWidget.js';

interface MatchDetailsProps {
  widget: LiveScoreWidgetBehaviour;
  details: Details;
  teams: { home: string; away: string };
  onToggle: () => void;
}

/**
 * The details of spec 3.6 (loading, show, events): a disclosure under the card. Of an event's
 * body only the player it names is shown (a goal's scorer); until events exist, "Information will be
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
                <span className="tls-details__minute">
                  {event.minute !== null ? `${event.minute}'` : ''}
                </span>{' '}
                <span className="tls-details__what">
                  {eventLabel(event, widget.translation)}
                  {eventPlayer(event) && (
                    <>
                      {' · '}
                      <span className="tls-details__player">{eventPlayer(event)}</span>
                    </>
                  )}
                </span>{' '}
                {event.side && <span className="tls-details__team">{teams[event.side]}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
