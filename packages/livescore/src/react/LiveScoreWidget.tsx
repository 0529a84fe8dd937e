import { LoaderBar } from './LoaderBar.js';
import { MatchCard } from './MatchCard.js';
import { Notice } from './Notice.js';
import {
  type LiveScoreStoreProps,
  useLiveScoreSnapshot,
  useLiveScoreStore,
} from './useLiveScoreStore.js';
import { useLiveScoreWidget } from './useLiveScoreWidget.js';

export interface LiveScoreWidgetProps extends LiveScoreStoreProps {
  /**
   * Language of every label, notice, date and time: one of en, fr, pt, de, id, it, ko, pl, ru,
   * es, th, tr, uk, vi, nl, ro, ka, hy, az, el, uz; anything else shows English.
   * @default 'en'
   */
  lang?: string;
  /** Text of the empty state (no match at all). @default the language's "no matches" notice */
  emptyText?: string;
  /** IANA time zone of the displayed date and time. @default the reader's */
  timeZone?: string;
}

/**
 * The live score widget (spec 2.2): a loader bar while the list loads, the empty text when
 * there is no match, else the match card, with the notice above it when the match is not live.
 * Without a connection after 60 s, or as soon as the browser is offline, a notice says so
 * instead of the loader (or above the card) while the connection keeps being retried.
 * Include `@tribune/livescore/widget.css` once on the page.
 */
export function LiveScoreWidget(props: LiveScoreWidgetProps) {
  const store = useLiveScoreStore(props);
  const snapshot = useLiveScoreSnapshot(store);
  const widget = useLiveScoreWidget(snapshot, props);
  return (
    <section {...widget.rootProps}>
      {widget.problemText && <Notice text={widget.problemText} kind="problem" />}
      {widget.status === 'loading' && !widget.problemText && <LoaderBar {...widget.loaderProps} />}
      {widget.status === 'empty' && <p className="tls-empty">{widget.emptyText}</p>}
      {widget.status === 'ready' && widget.view && (
        <>
          {widget.noticeText && !widget.problemText && <Notice text={widget.noticeText} />}
          <MatchCard widget={widget} view={widget.view} onToggleDetails={store.toggleDetails} />
        </>
      )}
      <div {...widget.liveRegionProps} />
    </section>
  );
}
