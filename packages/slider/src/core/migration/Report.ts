/**
 * What a migration tells its caller: where the data came from, what became of each part and
 * what could not come along. Paths are JSON paths into the engine-6 input (`params.carousel.
 * maxItems`, `slides.0.layers.12.timeline.loop`), so a person can find the value in the file.
 */

export type V6Format = 'v6-export' | 'v6-full-object';

export interface ReportEntry {
  /** Where in the engine-6 input. */
  path: string;
  message: string;
}

/**
 * A reference rewritten: a slide id from its engine-6 id to its engine-7 id, or the layer an
 * action acts on from its engine-6 name (`backgroundvideo`, `firstvideo`, `static-{uid}`) to
 * its engine-7 layer id.
 */
export interface RemappedId {
  path: string;
  v6: string;
  v7: string;
}

/** A mapping rule that was used, with how often (paths with `*` for slide and layer keys). */
export interface MappedRule {
  from: string;
  to: string;
  count: number;
}

export interface MigrationReport {
  source: {
    format: V6Format | 'unknown';
    /** The engine-6 version that saved the data, when it says. */
    version?: string;
    id?: string;
    alias?: string;
  };
  counts: {
    slides: number;
    staticSlides: number;
    layers: number;
    layersByType: Record<string, number>;
    actions: number;
  };
  /** Each slide's engine-6 id and the engine-7 id it got. */
  ids: { kind: 'slide' | 'static'; v6: string; v7: string }[];
  mapped: MappedRule[];
  remapped: RemappedId[];
  /** Carried over, but not exactly (an unknown transition played as a fade, a random range). */
  approximated: ReportEntry[];
  /** Left out: values Tribune's engine has no place for, and what the engine-7 parser refused. */
  dropped: ReportEntry[];
  /** Editor-only values left out on purpose (shortcodes, editor caches): counted, not listed. */
  ignored: number;
}

export function emptyReport(): MigrationReport {
  return {
    source: { format: 'unknown' },
    counts: { slides: 0, staticSlides: 0, layers: 0, layersByType: {}, actions: 0 },
    ids: [],
    mapped: [],
    remapped: [],
    approximated: [],
    dropped: [],
    ignored: 0,
  };
}

/** Collects the report while the mappers run. */
export class ReportBuilder {
  readonly report: MigrationReport = emptyReport();
  readonly #rules = new Map<string, MappedRule>();

  rule(from: string, to: string): void {
    const key = `${from}\u0000${to}`;
    const hit = this.#rules.get(key);
    if (hit) hit.count++;
    else {
      const rule = { from, to, count: 1 };
      this.#rules.set(key, rule);
      this.report.mapped.push(rule);
    }
  }

  drop(path: string, message: string): void {
    this.report.dropped.push({ path, message });
  }

  approximate(path: string, message: string): void {
    this.report.approximated.push({ path, message });
  }

  remap(path: string, v6: string, v7: string): void {
    this.report.remapped.push({ path, v6, v7 });
  }

  layer(type: string): void {
    const counts = this.report.counts;
    counts.layers++;
    counts.layersByType[type] = (counts.layersByType[type] ?? 0) + 1;
  }
}

/** A path with slide and layer keys replaced by `*`, to group the same finding across slides. */
export function pathPattern(path: string): string {
  return path
    .replace(/\b(slides|static_slides|layers|action)\.[^.]+/g, '$1.*')
    .replace(/\bstatic_slide\.layers\.[^.]+/g, 'static_slide.layers.*');
}

export interface GroupedEntry {
  pattern: string;
  message: string;
  count: number;
  /** The first path, as an example. */
  example: string;
}

/** Entries grouped by path pattern and message, most frequent first: for a short summary. */
export function groupEntries(entries: readonly ReportEntry[]): GroupedEntry[] {
  const groups = new Map<string, GroupedEntry>();
  for (const entry of entries) {
    const pattern = pathPattern(entry.path);
    const key = `${pattern}\u0000${entry.message}`;
    const hit = groups.get(key);
    if (hit) hit.count++;
    else groups.set(key, { pattern, message: entry.message, count: 1, example: entry.path });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || (a.pattern < b.pattern ? -1 : 1));
}

/** A few lines for people: counts, then what was dropped and approximated, grouped. */
export function summariseReport(report: MigrationReport, limit = 12): string[] {
  const { counts } = report;
  const types = Object.entries(counts.layersByType)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  const lines = [
    `mapped: ${counts.slides} slide(s), ${counts.staticSlides} static slide(s), ${counts.layers} layer(s)${types ? ` (${types})` : ''}, ${counts.actions} action(s); ${report.mapped.length} mapping rule(s) used`,
  ];
  if (report.ids.some((id) => id.v6 !== id.v7)) {
    lines.push(`slide ids: ${report.ids.map((id) => `${id.v6}→${id.v7}`).join(', ')}`);
  }
  if (report.remapped.length > 0) {
    lines.push(`references rewritten (slide ids, action layers): ${report.remapped.length}`);
  }
  for (const [title, entries] of [
    ['dropped', report.dropped],
    ['approximated', report.approximated],
  ] as const) {
    if (entries.length === 0) {
      lines.push(`${title}: nothing`);
      continue;
    }
    const groups = groupEntries(entries);
    lines.push(`${title}: ${entries.length} value(s)`);
    for (const group of groups.slice(0, limit)) {
      lines.push(
        `  ${group.count > 1 ? `${group.count}× ` : ''}${group.pattern}: ${group.message}`,
      );
    }
    if (groups.length > limit) lines.push(`  … and ${groups.length - limit} more kinds`);
  }
  if (report.ignored > 0) lines.push(`ignored: ${report.ignored} editor-only value(s)`);
  return lines;
}
