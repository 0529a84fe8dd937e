import type { Match } from '@tribune/livescore';
import { LiveScoreWidget } from '@tribune/livescore/react';
import { warmIntl } from './warmIntl.js';

export interface LiveScoreProps {
  lang: string;
  timeZone: string;
  /** The match list as the server loaded it: the server's HTML is the card itself. */
  initialMatches?: Match[] | null;
}

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    LiveScore: LiveScoreProps;
  }
}

/**
 * The live score widget as an island: the server renders its loading state, the browser
 * connects to this site's `/ws` and takes over. Sharing the page's React keeps it far lighter
 * than the standalone embed.
 */
export default function LiveScore({ lang, timeZone, initialMatches }: LiveScoreProps) {
  return (
    <LiveScoreWidget lang={lang} timeZone={timeZone} initialMatches={initialMatches ?? null} />
  );
}

/**
 * Before the widget starts (and soon draws its first match, dates included), the browser's date
 * formatting data is loaded in a worker rather than in the middle of that first render
 * (warmIntl.ts). The widget uses the page's language as its Intl locale.
 */
export function beforeHydrate({ lang, timeZone }: LiveScoreProps): Promise<void> {
  return warmIntl(lang, timeZone);
}
