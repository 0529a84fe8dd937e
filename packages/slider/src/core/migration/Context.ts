import { describe, isRecord } from '../model/Normalise.js';
import { pathPattern, type ReportBuilder } from './Report.js';
import type { SlideIds } from './SlideIds.js';
import { meaningful, type Source } from './Source.js';
import type { V6Envelope } from './V6Module.js';
import type { Converted } from './V6Values.js';

/** Engine-7 data as the migration writes it: plain JSON objects. */
export type Json = Record<string, unknown>;

/** What every mapper gets: the report, the slide id table and the envelope. */
export interface MigrationContext {
  report: ReportBuilder;
  ids: SlideIds;
  envelope: V6Envelope;
}

/**
 * Reads `from[key]`, converts it and returns the engine-7 value, recording the rule
 * `from → to` in the report. A value that is there but cannot be read is reported as dropped;
 * an approximate conversion is reported as such.
 */
export function copy<T>(
  ctx: MigrationContext,
  from: Source,
  key: string,
  to: string,
  convert: (raw: unknown) => T | Converted<T> | undefined,
): T | undefined {
  const raw = from.get(key);
  if (raw === undefined || raw === '' || raw === null) return undefined;
  const path = `${from.path}.${key}`;
  const out = convert(raw);
  if (out === undefined) {
    if (meaningful(raw)) {
      ctx.report.drop(path, `unreadable value ${describe(raw)} (expected for ${to})`);
    }
    return undefined;
  }
  ctx.report.rule(pathPattern(path), to);
  if (isConverted(out)) {
    if (out.approximation) ctx.report.approximate(path, out.approximation);
    return out.value;
  }
  return out;
}

function isConverted<T>(value: T | Converted<T>): value is Converted<T> {
  return (
    isRecord(value) &&
    'value' in value &&
    Object.keys(value).every((k) => k === 'value' || k === 'approximation')
  );
}

/** Sets `target[a][b]…` creating the objects on the way; `undefined` values are not set. */
export function put(target: Json, path: string, value: unknown): void {
  if (value === undefined) return;
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (isRecord(next)) node = next;
    else {
      const created: Json = {};
      node[key] = created;
      node = created;
    }
  }
  node[keys[keys.length - 1] as string] = value;
}
