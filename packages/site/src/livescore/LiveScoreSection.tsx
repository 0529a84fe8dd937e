import type { Dictionary } from '../i18n/index.js';
import type { Lang } from '../i18n/languages.js';
import { Island } from '../islands/Island.js';
import type { LiveScoreModel } from '../model/pages.js';
import { MatchProgramme } from './MatchProgramme.js';

/**
 * The page's live score slot. The server renders the widget from the match service's list (the
 * card itself, not a loader), so the slot is exactly as tall as the card at every width and
 * nothing moves when the widget starts. With `programme`, the day's matches stand beside the
 * card (below it on narrow screens).
 */
export function LiveScoreSection({
  lang,
  timeZone,
  t,
  model,
  programme = false,
}: {
  lang: Lang;
  timeZone: string;
  t: Dictionary;
  model: LiveScoreModel | null;
  programme?: boolean;
}) {
  const withProgramme = programme && model !== null && model.programme.length > 0;
  return (
    <section
      className={withProgramme ? 'live-score live-score--programme' : 'live-score'}
      aria-labelledby="live-score-heading"
    >
      <h2 className="live-score__heading" id="live-score-heading">
        {t.liveScore.heading}
      </h2>
      <div className="live-score__row">
        <div className="live-score__slot">
          <Island
            name="LiveScore"
            props={{ lang, timeZone, initialMatches: model?.initial ?? null }}
            load="visible"
          />
        </div>
        {withProgramme && (
          <MatchProgramme
            matches={model.programme}
            day={model.programmeDay}
            lang={lang}
            timeZone={timeZone}
            strings={t.liveScore}
          />
        )}
      </div>
    </section>
  );
}
