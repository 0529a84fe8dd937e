import type { SliderModule } from '../model/ParseModule.js';
import { parseModuleStrict } from '../model/ValidateModule.js';

export interface SlideSpec {
  id?: string;
  order?: number;
  title?: string;
  len?: number | 'default';
  stop?: boolean;
  hal?: number;
  hfn?: boolean;
  deepLink?: string;
  global?: boolean;
}

/** A module in engine-7 shape with `count` slides (ids s1…sN), through the strict parser. */
export function makeModule(
  slides: number | SlideSpec[],
  settings: Record<string, unknown> = {},
): SliderModule {
  const specs: SlideSpec[] =
    typeof slides === 'number' ? Array.from({ length: slides }, () => ({})) : slides;
  const record: Record<string, unknown> = {};
  specs.forEach((spec, i) => {
    const id = spec.id ?? `s${i + 1}`;
    record[id] = {
      id,
      slide: {
        id,
        order: spec.order ?? i + 1,
        title: spec.title ?? `Slide ${i + 1}`,
        global: spec.global ?? false,
        attr: { deepLink: spec.deepLink ?? '' },
        slideshow: {
          len: spec.len ?? 'default',
          stop: spec.stop ?? false,
          hal: spec.hal ?? 0,
          hfn: spec.hfn ?? false,
        },
      },
      layers: {},
    };
  });
  return parseModuleStrict({
    // Every level has a layout of its own (the editor's default would use the 1240 one alone).
    settings: {
      alias: 'demo',
      title: 'Demo',
      default: { len: 1000 },
      uSize: [true, true, true, true, true],
      ...settings,
    },
    slides: record,
  });
}
