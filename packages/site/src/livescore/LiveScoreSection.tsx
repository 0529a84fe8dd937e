import type { Lang } from '../i18n/languages.js';
import { Island } from '../islands/Island.js';

/**
 * The page's live score slot. Its height is reserved for the tallest state of the widget (a
 * match card under a notice), so the card replacing the loader moves nothing below it.
 */
export function LiveScoreSection({
  lang,
  timeZone,
  heading,
}: {
  lang: Lang;
  timeZone: string;
  heading: string;
}) {
  return (
    <section className="live-score" aria-labelledby="live-score-heading">
      <h2 className="live-score__heading" id="live-score-heading">
        {heading}
      </h2>
      <div className="live-score__slot">
        <Island name="LiveScore" props={{ lang, timeZone }} load="visible" />
      </div>
    </section>
  );
}
