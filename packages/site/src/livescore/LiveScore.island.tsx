import { LiveScoreWidget } from '@tribune/livescore/react';

export interface LiveScoreProps {
  lang: string;
  timeZone: string;
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
export default function LiveScore({ lang, timeZone }: LiveScoreProps) {
  return <LiveScoreWidget lang={lang} timeZone={timeZone} />;
}
