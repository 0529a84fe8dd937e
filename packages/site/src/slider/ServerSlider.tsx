import type { SliderModule as ModuleData } from '@tribune/slider';
import { use, useId } from 'react';
import type { Lang } from '../i18n/languages.js';
import { Island } from '../islands/Island.js';
import { IslandContext } from '../islands/IslandContext.js';
import { needsScript } from './needsScript.js';
import { renderStaticModule } from './renderStaticModule.js';

/**
 * A slider module in a page, inside `<div className>`. A module that does nothing after its
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
    <div className={className}>
      <Island name="SliderModule" props={{ module, lang }} load={load} />
    </div>
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
  const html = use(pending);
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the module's own React render, made just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
