import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { realModulesDir } from './reference.js';
import { formatReport } from './report.js';
import { runFidelity } from './runFidelity.js';

/**
 * `npm run fidelity [-- --only gomba,putnam] [--widths 1280,375] [--verbose] [--json out.json]`:
 * imports every real module, renders it in the fixtures README's environment and prints per
 * module and width the matched share, the failed checks grouped by cause, and the total.
 * Needs the built bundles (`npm run build`).
 */
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    widths: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'no-next': { type: 'boolean', default: false },
    json: { type: 'string' },
    concurrency: { type: 'string' },
    dir: { type: 'string' },
  },
});

const dir = values.dir ?? realModulesDir();
if (!dir) {
  console.error(
    'fidelity: no real modules found (../shared/fixtures/slider/real); set FIDELITY_FIXTURES.',
  );
  process.exit(1);
}
const results = await runFidelity({
  dir,
  only: values.only?.split(','),
  widths: values.widths?.split(',').map(Number),
  withNext: !values['no-next'],
  concurrency: values.concurrency ? Number(values.concurrency) : 2,
  log: (line) => process.stderr.write(`${line}\n`),
});
console.log(formatReport(results, { verbose: values.verbose }));
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 1)}\n`);
