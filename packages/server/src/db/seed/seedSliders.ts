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
    const result = await saveModule(trx, withAuthoredScaling(module), {}, now);
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
 * The demo modules give a value for every responsive level and mean each one, and every length
 * of theirs scales with the module: said explicitly (`settings.uSize`, each layer's `fluid`),
 * since without them the engine, like the original runtime, would use the 1240 level alone and
 * keep every length at its pixels. What a module says itself it keeps.
 */
export function withAuthoredScaling(module: Record<string, unknown>): Record<string, unknown> {
  const settings = module.settings as Record<string, unknown> | undefined;
  const out: Record<string, unknown> = { ...module };
  if (settings && !('uSize' in settings)) {
    out.settings = { ...settings, uSize: [true, true, true, true, true] };
  }
  const slides = module.slides;
  if (slides && typeof slides === 'object') {
    const entries = Object.entries(slides as Record<string, unknown>).map(([key, entry]) => [
      key,
      withFluidLayers(entry),
    ]);
    out.slides = Array.isArray(slides)
      ? entries.map(([, entry]) => entry)
      : Object.fromEntries(entries);
  }
  return out;
}

export const AUTHORED_FLUID = { tx: true, tr: true, sp: true };

/** A slide entry (`{slide, layers}`) whose layers without `fluid` scale every length. */
export function withFluidLayers(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const record = entry as Record<string, unknown>;
  const layers = record.layers;
  if (!layers || typeof layers !== 'object') return entry;
  const fluid = (layer: unknown) =>
    layer && typeof layer === 'object' && !('fluid' in layer)
      ? { ...(layer as Record<string, unknown>), fluid: AUTHORED_FLUID }
      : layer;
  return {
    ...record,
    layers: Array.isArray(layers)
      ? layers.map(fluid)
      : Object.fromEntries(Object.entries(layers).map(([k, l]) => [k, fluid(l)])),
  };
}
