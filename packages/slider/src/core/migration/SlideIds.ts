import { toText } from '../model/Normalise.js';
import type { ReportBuilder } from './Report.js';
import type { Source } from './Source.js';
import type { V6Envelope, V6IdMap } from './V6Module.js';

/**
 * Slide ids across the migration (spec 5: "slide ids from the older engine are remapped through
 * a v6-to-v7 id table"). Each slide's engine-7 id comes from the caller's table (the database's
 * `v6v7ids`), else from the table the data carries, else it keeps its engine-6 id. References
 * to slides (jump actions, slide links, `#id` links) are rewritten through the same table.
 */
export interface SlideIds {
  /** Engine-6 id of a regular slide → its engine-7 id. */
  readonly regular: ReadonlyMap<string, string>;
  readonly statics: ReadonlyMap<string, string>;
  /** The engine-6 id of each slide of the envelope, in the envelope's order. */
  readonly v6Of: ReadonlyMap<Source, string>;
  /** The engine-7 id of a slide reference, or undefined when no slide has that engine-6 id. */
  resolve(v6: string): string | undefined;
}

/** The engine-6 ids of the envelope's slides: what a caller needs to allocate engine-7 ids. */
export function v6SlideIds(envelope: V6Envelope): { regular: string[]; statics: string[] } {
  return {
    regular: envelope.slides.map((slide, i) => regularId(slide, i)),
    statics: envelope.statics.map((slide, i) => staticId(slide, i)),
  };
}

function regularId(slide: Source, index: number): string {
  return toText(slide.get('id')) || `slide-${index + 1}`;
}

function staticId(slide: Source, index: number): string {
  return toText(slide.get('id')) || (index === 0 ? 'static' : `static-${index + 1}`);
}

export function assignSlideIds(
  envelope: V6Envelope,
  given: V6IdMap | undefined,
  report: ReportBuilder,
): SlideIds {
  const used = new Set<string>();
  const regular = new Map<string, string>();
  const statics = new Map<string, string>();
  const v6Of = new Map<Source, string>();
  const carried = envelope.idMap;

  const unique = (wanted: string, path: string): string => {
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    if (id !== wanted)
      report.approximate(path, `slide id "${wanted}" is taken; the slide is "${id}"`);
    used.add(id);
    return id;
  };

  envelope.slides.forEach((slide, i) => {
    const v6 = regularId(slide, i);
    if (regular.has(v6)) {
      // Two slides with one id: the second gets its own, and references go to the first.
      v6Of.set(slide, `${v6}#${i}`);
      const v7 = unique(v6, `${slide.path}.id`);
      report.report.ids.push({ kind: 'slide', v6, v7 });
      regular.set(`${v6}#${i}`, v7);
      return;
    }
    v6Of.set(slide, v6);
    const wanted = toText(given?.n?.[v6]) || toText(carried.n?.[v6]) || v6;
    const v7 = unique(wanted, `${slide.path}.id`);
    regular.set(v6, v7);
    report.report.ids.push({ kind: 'slide', v6, v7 });
  });

  envelope.statics.forEach((slide, i) => {
    const v6 = staticId(slide, i);
    v6Of.set(slide, v6);
    // A full object may carry the static slide under its engine-7 id already (a value of `s`).
    const wanted = toText(given?.s?.[v6]) || toText(carried.s?.[v6]) || v6;
    const v7 = unique(wanted, `${slide.path}.id`);
    statics.set(v6, v7);
    report.report.ids.push({ kind: 'static', v6, v7 });
  });

  return {
    regular,
    statics,
    v6Of,
    resolve: (v6) => regular.get(v6),
  };
}
