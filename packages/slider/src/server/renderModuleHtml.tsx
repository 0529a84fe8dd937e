import { prerenderToNodeStream } from 'react-dom/static';
import { compactModule } from '../core/model/CompactModule.js';
import type { SliderModule as ModuleData } from '../core/model/ParseModule.js';
import { scriptJson } from '../embed/selectors.js';
import { SliderModule } from '../react/SliderModule.js';
// Texts with markup are rendered through the server's sanitiser (installed on import).
import './serverSanitizer.js';

/**
 * Shown once parsed. A slow network or a busy parser can paint the module half parsed, and a
 * layer whose box depends on what follows (a button anchored to the bottom, painted with its
 * padding but not yet its label) then grows as the rest arrives: a layout shift (the embed's
 * hero test saw it under load). So the layers stay hidden until the parser has passed the mark
 * at the module's end, or for 20 s at most should it never come (moving then beats staying
 * hidden). Inline, like the module's other first-paint CSS: the embed links `slider.css` only
 * once it runs, after the page is parsed. Held: the elements written here (`data-sr7-hold`),
 * not a module the embed renders itself. Where `:has()` is unknown the rule is dropped whole
 * and nothing is held. (The site holds its modules the same way, in site.css.)
 */
const PARSED_MARK_CLASS = 'sr7-parsed';
const HOLD_CSS =
  `[data-sr7-hold]:not(:has(>.${PARSED_MARK_CLASS})) .sr7-layer{visibility:hidden;` +
  'animation:sr7-parsed 0s 20s forwards}@keyframes sr7-parsed{to{visibility:visible}}';

/**
 * A module's server HTML for pages that are not React themselves: the element the embed
 * hydrates, holding the normalised module and the first slide already rendered (its image with
 * fetchpriority="high", the module's height reserved by inline CSS), so the page paints the
 * slider before any script runs and does not move when it hydrates. React pages render
 * `<SliderModule module={…} serverRendered/>` in their own tree instead.
 */
export interface ModuleHtmlOptions {
  /** Language of the controls' words. Default "en". */
  lang?: string;
  /** Extra attributes' values, for the embed's data-rest / data-ajax. */
  restBase?: string;
  ajaxUrl?: string;
}

export async function renderModuleHtml(
  module: ModuleData,
  options: ModuleHtmlOptions = {},
): Promise<string> {
  const lang = options.lang ?? 'en';
  const { prelude } = await prerenderToNodeStream(
    <SliderModule module={module} serverRendered lang={lang} />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  const html = Buffer.concat(chunks).toString('utf8');
  const attrs = [
    'data-tribune-slider',
    'data-sr7-hold',
    `data-alias="${escapeAttribute(module.settings.alias)}"`,
    `data-lang="${escapeAttribute(lang)}"`,
    options.restBase ? `data-rest="${escapeAttribute(options.restBase)}"` : '',
    options.ajaxUrl ? `data-ajax="${escapeAttribute(options.ajaxUrl)}"` : '',
  ].filter(Boolean);
  // The mark is an empty hidden span (no box, not in the accessibility tree), outside the root
  // React hydrates. Not a <template>: Chromium 150 did not match `:has()` again when the parser
  // inserted one after a pause (site/src/layout/ParsedMark.tsx).
  return (
    `<div ${attrs.join(' ')}>` +
    `<style>${HOLD_CSS}</style>` +
    `<script type="application/json" data-module="normalised">${scriptJson(compactModule(module))}</script>` +
    `<div data-slider-root>${html}</div><span class="${PARSED_MARK_CLASS}" hidden></span></div>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
