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
        <pre>
          <code>{snippet}</code>
        </pre>
      </section>
    </article>
  );
}
