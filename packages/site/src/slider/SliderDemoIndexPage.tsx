import { ResponsivePicture } from '../components/ResponsivePicture.js';
import { formatPlural } from '../i18n/format.js';
import type { Dictionary } from '../i18n/index.js';
import { demoTypeName } from './demoType.js';
import type { SliderDemoIndexPageModel } from './model.js';

/** `/{lang}/demo/slider`: every demo module, with a preview, its title, type and slide count. */
export function SliderDemoIndexPage({
  page,
  t,
}: {
  page: SliderDemoIndexPageModel;
  t: Dictionary;
}) {
  const strings = t.sliderDemo;
  return (
    <section className="slider-demos" aria-labelledby="slider-demos-title">
      <h1 className="section-heading" id="slider-demos-title">
        {strings.indexTitle}
      </h1>
      <p className="slider-demos__intro">{strings.indexIntro}</p>
      {page.demos.length === 0 ? (
        <p>{strings.empty}</p>
      ) : (
        <ul className="slider-demos__list">
          {page.demos.map((demo) => (
            <li key={demo.alias} className="slider-demos__item">
              <div className="slider-demos__preview" aria-hidden="true">
                {demo.preview && (
                  <ResponsivePicture
                    image={{ ...demo.preview, alt: '' }}
                    sizes="(min-width: 760px) 360px, 100vw"
                  />
                )}
              </div>
              <h2 className="slider-demos__name">
                <a href={demo.href}>{demo.title}</a>
              </h2>
              <p className="slider-demos__facts">
                {`${demoTypeName(demo.type, strings)} · ${formatPlural(page.meta.lang, strings.slideCount, demo.slideCount)}`}
              </p>
              <p className="slider-demos__alias">
                {`${strings.alias} `}
                <code>{demo.alias}</code>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
