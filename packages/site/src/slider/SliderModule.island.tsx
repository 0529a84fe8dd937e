import type { SliderModule as ModuleData } from '@tribune/slider';
import { SliderModule } from '@tribune/slider/react';
import type { Lang } from '../i18n/languages.js';

export interface SliderModuleIslandProps {
  /** The module as the server normalised and translated it (never re-parsed in the browser). */
  module: ModuleData;
  lang: Lang;
}

declare module '../islands/islandTypes.js' {
  interface IslandPropsByName {
    SliderModule: SliderModuleIslandProps;
  }
}

/**
 * Any slider module as an island: the server renders its first slide (image at high priority,
 * height reserved), the browser hydrates it with the page's React. The engine loads the parts a
 * module needs (standard, carousel, media, …) as chunks of their own, so this file works for
 * every module type; the parser never comes along, as the data is already normalised.
 */
export default function SliderModuleIsland({ module, lang }: SliderModuleIslandProps) {
  return <SliderModule module={module} serverRendered lang={lang} />;
}
