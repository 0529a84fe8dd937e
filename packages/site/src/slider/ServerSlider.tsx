import type { SliderModule as ModuleData } from '@tribune/slider';
import { type ReactNode, use, useId } from 'react';
import type { Lang } from '../i18n/languages.js';
import { Island } from '../islands/Island.js';
import { IslandContext } from '../islands/IslandContext.js';
import { ParsedMark } from '../layout/ParsedMark.js';
import { needsScript } from './needsScript.js';
import { renderStaticModule } from './renderStaticModule.js';

/**
 * The box around a server-rendered module, and the mark after it: the module's layers show once
 * the parser has passed the whole module (site.css, "Shown once parsed"). A slow network or a
 * busy parser can paint a layer half parsed (a button with its padding but not yet its label);
 * one anchored to the bottom or centred would then grow upwards as the rest arrives.
 */
export function SliderFrame({
  className,
  html,
  children,
}: {
  className: string;
  /** The module's HTML rendered apart, for a module with no script. */
  html?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {html === undefined ? (
        <div className={`${className} slider-frame`}>{children}</div>
      ) : (
        <div
          className={`${className} slider-frame`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the module's own React render (renderStaticModule).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <ParsedMark />
    </>
  );
}

/**
 * A slider module in a page, in a `SliderFrame` of class `className`. A module that does nothing after its
 * first paint (a hero whose slide is already in place: no pan, nothing that follows the window)
 * is plain server HTML, with no JavaScript at all; anything else is an island, hydrated as it
 * nears the viewport (`load`) or at once.
 */
export function ServerSlider({
  module,
  lang,
  className,
  load = 'visible',
}: {
  module: ModuleData;
  lang: Lang;
  className: string;
  load?: 'eager' | 'visible';
}) {
  if (!needsScript(module))
    return <StaticSlider module={module} lang={lang} className={className} />;
  return (
    <SliderFrame className={className}>
      <Island name="SliderModule" props={{ module, lang }} load={load} />
    </SliderFrame>
  );
}

function StaticSlider({
  module,
  lang,
  className,
}: {
  module: ModuleData;
  lang: Lang;
  className: string;
}) {
  const state = use(IslandContext);
  if (!state) throw new Error('<ServerSlider> rendered outside IslandContext');
  // The page's render may run this component again while other parts wait: render once.
  const instanceId = useId();
  let pending = state.renders.get(instanceId);
  if (!pending) {
    pending = renderStaticModule(module, lang, `sr7-${instanceId.replace(/[^a-zA-Z0-9]/g, '')}-`);
    state.renders.set(instanceId, pending);
  }
  return <SliderFrame className={className} html={use(pending)} />;
}
