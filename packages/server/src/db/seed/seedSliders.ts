import { formatIssue } from '@tribune/slider';
import type { Transaction } from 'kysely';
import { saveModule } from '../../slider/moduleSave.js';
import type { Database } from '../schema.js';

/**
 * Inserts the demo modules that are missing (by alias), through the slider service's strict
 * save: each module is validated by the engine's own schema, its translations and its image
 * keys (the seed stores the pictures first, in the same transaction). A module already there is
 * left as it is, so a site owner's changes survive a re-seed. Returns how many were added.
 */
export async function seedSliders(
  trx: Transaction<Database>,
  modules: readonly Record<string, unknown>[],
  now: Date,
): Promise<number> {
  let added = 0;
  for (const module of modules) {
    const result = await saveModule(trx, withEveryLevel(module), {}, now);
    if (result.ok) {
      added += 1;
      continue;
    }
    if (result.error.body.code === 'SLIDER_ALIAS_TAKEN') continue;
    const issues = (result.error.body.issues ?? []).map(formatIssue).join('\n  ');
    throw new Error(`Demo slider module is invalid: ${result.error.body.message}\n  ${issues}`);
  }
  return added;
}

/**
 * The demo modules give a value for every responsive level and mean each one: said explicitly
 * (`settings.uSize`), since without it the engine, like the original runtime, would use the
 * 1240 level alone. A module that says otherwise keeps its own.
 */
function withEveryLevel(module: Record<string, unknown>): Record<string, unknown> {
  const settings = module.settings as Record<string, unknown> | undefined;
  if (!settings || 'uSize' in settings) return module;
  return { ...module, settings: { ...settings, uSize: [true, true, true, true, true] } };
}
