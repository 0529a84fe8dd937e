import { useId, useMemo } from 'react';
import { httpOrigin } from '../core/connectionUrl.js';
import { type Translation, translationFor } from '../core/i18n/index.js';
import type { LiveScoreSnapshot } from '../core/store.js';
import { announcementText, describeMatch, type MatchView, noticeText } from '../core/view.js';

export interface WidgetBehaviourOptions {
  lang?: string | undefined;
  /** Text of the empty state. @default the language's "no matches" notice */
  emptyText?: string | undefined;
  /** IANA time zone of dates and times. @default the reader's */
  timeZone?: string | undefined;
  /** The data connection's URL; relative logo URLs resolve against its origin. */
  url?: string | undefined;
}

/**
 * The widget's behaviour and ARIA as prop objects (React Aria's `useSlider` layer): the
 * components spread them and decide nothing themselves.
 */
export function useLiveScoreWidget(snapshot: LiveScoreSnapshot, options: WidgetBehaviourOptions) {
  const translation: Translation = useMemo(() => translationFor(options.lang), [options.lang]);
  const { dictionary } = translation;
  const detailsId = useId();
  // Parsed once: the card is drawn again at every update.
  const assetBase = useMemo(
    () => (options.url ? httpOrigin(options.url) : undefined),
    [options.url],
  );
  const context = { translation, timeZone: options.timeZone, assetBase };
  const { status, selected, marks, notice, announcement } = snapshot;
  const view: MatchView | null = selected ? describeMatch(selected, marks, context) : null;
  const announced = announcement && snapshot.matches.find((m) => m.slug === announcement.slug);

  return {
    translation,
    status,
    view,
    details: selected?.details ?? null,
    noticeText: status === 'ready' ? noticeText(notice, context) : null,
    /** Said instead of the loader (or above the card) while the connection is missing. */
    problemText:
      snapshot.problem === 'offline'
        ? dictionary.notices.offline
        : snapshot.problem === 'timeout'
          ? dictionary.notices.connectionTimeout
          : null,
    emptyText: options.emptyText ?? dictionary.notices.noMatches,
    rootProps: {
      className: 'tls-widget',
      lang: translation.lang,
      'aria-label': dictionary.widget.label,
      'aria-busy': status === 'loading',
      'data-status': status,
      'data-connection': snapshot.connection,
      'data-subscription': snapshot.subscription,
      'data-problem': snapshot.problem ?? undefined,
    },
    loaderProps: {
      className: 'tls-loader',
      role: 'progressbar',
      'aria-label': dictionary.widget.loading,
    },
    /** Always in the page, so that a change of its text is announced, politely. */
    liveRegionProps: {
      className: 'tls-sr-only',
      role: 'status',
      'aria-live': 'polite' as const,
      'aria-atomic': true,
      'data-announcement': announcement?.id ?? 0,
      children: announced ? announcementText(announced, translation) : '',
    },
    detailsToggleProps: {
      type: 'button' as const,
      className: 'tls-details__toggle',
      'aria-expanded': selected?.details.show ?? false,
      'aria-controls': detailsId,
      children: dictionary.widget.details,
    },
    detailsPanelProps: {
      id: detailsId,
      className: 'tls-details__panel',
      hidden: !selected?.details.show,
      'aria-busy': selected?.details.loading ?? false,
    },
  };
}

export type LiveScoreWidgetBehaviour = ReturnType<typeof useLiveScoreWidget>;
