import type { ModuleReport, ModuleReportEntry } from './ModuleReport.js';

interface Group {
  pattern: string;
  message: string;
  count: number;
  /** The first value, as an example. */
  value: string;
}

/** Findings grouped by path pattern and message, most frequent first. */
export function groupFindings(entries: readonly ModuleReportEntry[]): Group[] {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const key = `${entry.pattern}\u0000${entry.message}`;
    const hit = groups.get(key);
    if (hit) hit.count++;
    else
      groups.set(key, {
        pattern: entry.pattern,
        message: entry.message,
        count: 1,
        value: entry.value,
      });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || (a.pattern < b.pattern ? -1 : 1));
}

/**
 * A few lines for people, as `summariseReport` gives for engine-6 migrations: what was read,
 * what became of the values, then the approximated and dropped findings, grouped.
 */
export function summariseModuleReport(report: ModuleReport, limit = 12): string[] {
  const { counts, values } = report;
  const types = Object.entries(counts.layersByType)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  const lines = [
    `read: ${counts.slides} slide(s), ${counts.staticSlides} static slide(s), ${counts.layers} layer(s)${types ? ` (${types})` : ''}, ${counts.actions} action(s)`,
    `values: ${values.total}: ${values.supported} read as saved, ${values.unused} off or blank, ${values.ignored} editor-only, ${values.approximated} approximated, ${values.dropped} dropped`,
  ];
  for (const [title, entries] of [
    ['approximated', report.approximated],
    ['dropped', report.dropped],
  ] as const) {
    if (entries.length === 0) {
      lines.push(`${title}: nothing`);
      continue;
    }
    const groups = groupFindings(entries);
    lines.push(`${title}: ${entries.length} finding(s)`);
    for (const group of groups.slice(0, limit)) {
      const example = group.count > 1 ? '' : ` = ${group.value}`;
      lines.push(
        `  ${group.count > 1 ? `${group.count}× ` : ''}${group.pattern}${example}: ${group.message}`,
      );
    }
    if (groups.length > limit)
      lines.push(`  … and ${groups.length - limit} more kinds (see the full report)`);
  }
  return lines;
}
