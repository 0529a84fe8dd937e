import type { Cause, WidthScore } from './compare.js';
import type { ModuleResult } from './runFidelity.js';

/** The score of a run: matched checks over all checks, first slides only (the README's). */
export interface Totals {
  checks: number;
  matched: number;
  score: number;
  /** Next slides, reported beside the score. */
  next: { checks: number; matched: number; score: number };
  imported: number;
  modules: number;
  /** Module heights within 3 %, over all modules and widths. */
  heights: { matched: number; checks: number };
}

export function totals(results: ModuleResult[]): Totals {
  const sum = { checks: 0, matched: 0 };
  const next = { checks: 0, matched: 0 };
  const heights = { matched: 0, checks: 0 };
  for (const r of results) {
    for (const w of Object.values(r.widths)) {
      sum.checks += w.first.checks;
      sum.matched += w.first.matched;
      heights.checks++;
      if (!w.first.misses.some((m) => m.layer === '')) heights.matched++;
      if (w.next) {
        next.checks += w.next.checks;
        next.matched += w.next.matched;
      }
    }
  }
  return {
    ...sum,
    score: share(sum.matched, sum.checks),
    next: { ...next, score: share(next.matched, next.checks) },
    imported: results.filter((r) => r.imported.ok).length,
    modules: results.length,
    heights,
  };
}

function share(matched: number, checks: number): number {
  return checks === 0 ? 0 : matched / checks;
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** Misses by cause, most frequent first. */
export function missesByCause(scores: WidthScore[]): [Cause, number][] {
  const counts = new Map<Cause, number>();
  for (const s of scores)
    for (const m of s.misses) counts.set(m.cause, (counts.get(m.cause) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

/** The table `npm run fidelity` prints: per module and width, then causes, then the total. */
export function formatReport(results: ModuleResult[], { verbose = false } = {}): string {
  const lines: string[] = [];
  const widths = [...new Set(results.flatMap((r) => Object.keys(r.widths)))].sort(
    (a, b) => Number(b) - Number(a),
  );
  lines.push(
    `${'module'.padEnd(22)} ${widths.map((w) => `${w}`.padStart(8)).join(' ')}    total    next  import  JS KB`,
  );
  for (const r of results) {
    const cells = widths.map((w) => {
      const s = r.widths[w]?.first;
      return (s ? pct(share(s.matched, s.checks)) : '-').padStart(8);
    });
    const all = Object.values(r.widths);
    const matched = all.reduce((n, w) => n + w.first.matched, 0);
    const checks = all.reduce((n, w) => n + w.first.checks, 0);
    const nm = all.reduce((n, w) => n + (w.next?.matched ?? 0), 0);
    const nc = all.reduce((n, w) => n + (w.next?.checks ?? 0), 0);
    lines.push(
      `${r.name.padEnd(22)} ${cells.join(' ')} ${pct(share(matched, checks)).padStart(8)} ${(nc ? pct(share(nm, nc)) : '-').padStart(7)}  ${(r.imported.ok ? 'ok' : 'REFUSED').padEnd(7)} ${r.bytes ? (r.bytes.withoutReact / 1024).toFixed(1).padStart(5) : '    -'}`,
    );
  }
  const t = totals(results);
  lines.push('');
  lines.push('Failed checks by cause (first slides):');
  for (const [cause, count] of missesByCause(
    results.flatMap((r) => Object.values(r.widths).map((w) => w.first)),
  )) {
    lines.push(`  ${String(count).padStart(5)}  ${cause}`);
  }
  if (verbose) {
    lines.push('');
    for (const r of results) {
      if (!r.imported.ok) lines.push(`${r.name}: ${r.imported.lines.at(-1) ?? 'refused'}`);
      for (const [w, s] of Object.entries(r.widths)) {
        for (const m of s.first.misses) {
          lines.push(
            `${r.name} @${w} ${m.layer || '(module)'}: ${m.cause}${m.detail ? ` — ${m.detail}` : ''}`,
          );
        }
        for (const e of s.errors.slice(0, 5)) lines.push(`${r.name} @${w} page error: ${e}`);
      }
    }
  }
  lines.push('');
  lines.push(
    'JS KB: the scripts the page downloaded at the first width, gzip as served, React apart.',
  );
  lines.push(
    `Fidelity ${pct(t.score)} (${t.matched} of ${t.checks} checks, first slides); next slides ${pct(t.next.score)} (${t.next.matched}/${t.next.checks}); ` +
      `imported ${t.imported} of ${t.modules}; module height within 3 %: ${t.heights.matched} of ${t.heights.checks}`,
  );
  return lines.join('\n');
}
