import { formatPlural } from '../i18n/format.js';
import type { Dictionary } from '../i18n/index.js';
import { Island } from '../islands/Island.js';
import { demoTypeName } from './demoType.js';
import type { SliderDemoPageModel } from './model.js';
import { SliderFrame } from './ServerSlider.js';

/**
 * `/{lang}/demo/slider/{alias}`: one demo module. The module is the page's main content and
 * sits right under its title, so its island hydrates at once; its first slide is in the server
 * HTML (image at high priority, height reserved), whatever its type.
 */
export function SliderDemoPage({ page, t }: { page: SliderDemoPageModel; t: Dictionary }) {
  const strings = t.sliderDemo;
  const { demo, meta } = page;
  const snippet = [
    `<div data-tribune-slider data-alias="${demo.alias}" data-lang="${meta.lang}"`,
    `     data-rest="${page.embed.rest}"></div>`,
    `<script type="module" src="${page.embed.script}"></script>`,
  ].join('\n');
  return (
    <article className="slider-demo" aria-labelledby="slider-demo-title">
      <header className="slider-demo__header">
        <p className="slider-demo__back">
          <a href={page.indexHref}>{strings.backToIndex}</a>
        </p>
        <h1 className="slider-demo__title" id="slider-demo-title">
          {demo.title}
        </h1>
        <p className="slider-demo__facts">
          {`${demoTypeName(demo.type, strings)} · ${formatPlural(meta.lang, strings.slideCount, demo.slideCount)} · ${strings.alias} `}
          <code>{demo.alias}</code>
        </p>
      </header>
      <SliderFrame className="slider-demo__module">
        <Island name="SliderModule" props={{ module: page.module, lang: meta.lang }} />
      </SliderFrame>
      <section className="slider-demo__embed" aria-labelledby="slider-demo-embed">
        <h2 id="slider-demo-embed">{strings.embedHeading}</h2>
        <p>{strings.embedText}</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that may scroll must be reachable by keyboard. */}
        <pre tabIndex={0}>
          <code>{unbreakableTokens(snippet)}</code>
        </pre>
      </section>
    </article>
  );
}

/**
 * The snippet with each run of non-space characters (a tag, an attribute) kept whole: a line
 * breaks at its spaces only, never after a hyphen inside `data-alias`. Copying gives the same
 * text.
 */
function unbreakableTokens(snippet: string) {
  return snippet.split(/(\s+)/).map((part, index) =>
    /^\s*$/.test(part) ? (
      part
    ) : (
      // The parts are the snippet's, in order, and never reordered.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <span key={index} className="slider-demo__token">
        {part}
      </span>
    ),
  );
}
