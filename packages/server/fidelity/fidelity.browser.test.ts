import { describe, expect, it } from 'vitest';
import { realModulesDir } from './reference.js';
import { formatReport, totals } from './report.js';
import { runFidelity } from './runFidelity.js';

/**
 * The engine judged by real modules (issue 24): every module of the shared fixtures' `real/`
 * folder imported with the import command, rendered by the real app in the fixtures README's
 * environment, and compared with how the original runtime rendered it. The floors are what the
 * engine has reached; raise them as it gets better, never lower them to make a change pass.
 * `npm run fidelity` prints the same run in full (next slides too).
 */
const FLOOR = {
  /** Share of matching checks over all modules and widths (first slides). */
  score: 0.95,
  /** Modules the import command accepts. */
  imported: 22,
  /** Module heights within 3 % (of modules × widths). */
  heights: 88,
};

const dir = realModulesDir();

describe('fidelity to the original runtime on real modules', () => {
  it.skipIf(dir === null)(
    `scores at least ${FLOOR.score * 100} % (fixtures: ../shared/fixtures/slider/real)`,
    async () => {
      const results = await runFidelity({ dir: dir as string, withNext: false, concurrency: 2 });
      const t = totals(results);
      const report = formatReport(results);
      // The whole table in the test's output, so a failing run says where the engine stands.
      console.log(report);
      expect(t.imported, report).toBeGreaterThanOrEqual(FLOOR.imported);
      expect(t.heights.matched, report).toBeGreaterThanOrEqual(FLOOR.heights);
      expect(t.score, report).toBeGreaterThanOrEqual(FLOOR.score);
    },
    900_000,
  );
});
