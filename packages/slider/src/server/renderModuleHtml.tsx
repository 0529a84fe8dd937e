import { prerenderToNodeStream } from 'react-dom/static';
import { compactModule } from '../core/model/CompactModule.js';
import type { SliderModule as ModuleData } from '../core/model/ParseModule.js';
import { scriptJson } from '../embed/selectors.js';
import { SliderModule } from '../react/SliderModule.js';

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
    `data-alias="${escapeAttribute(module.settings.alias)}"`,
    `data-lang="${escapeAttribute(lang)}"`,
    options.restBase ? `data-rest="${escapeAttribute(options.restBase)}"` : '',
    options.ajaxUrl ? `data-ajax="${escapeAttribute(options.ajaxUrl)}"` : '',
  ].filter(Boolean);
  return (
    `<div ${attrs.join(' ')}>` +
    `<script type="application/json" data-module="normalised">${scriptJson(compactModule(module))}</script>` +
    `<div data-slider-root>${html}</div></div>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
