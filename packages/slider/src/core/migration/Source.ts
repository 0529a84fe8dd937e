import { isRecord } from '../model/Normalise.js';
import type { ReportBuilder } from './Report.js';

/**
 * A read-only view of engine-6 data that remembers what the mappers read. Whatever nobody read
 * (nor ignored on purpose) is reported as dropped at the end (`leftovers`), so the report
 * lists every value of the input that did not come along, with its path, without each mapper
 * keeping its own list.
 */
export class Source {
  readonly value: unknown;
  readonly path: string;
  readonly #seen: Usage;

  constructor(value: unknown, path: string, seen: Usage) {
    this.value = value;
    this.path = path;
    this.#seen = seen;
  }

  static root(value: unknown, path: string): Source {
    return new Source(value, path, new Usage());
  }

  /** The child at `key`, not marked as read (reading happens on values). */
  at(...keys: string[]): Source {
    let value = this.value;
    for (const key of keys) {
      value = isRecord(value) ? value[key] : Array.isArray(value) ? value[Number(key)] : undefined;
    }
    return new Source(value, join(this.path, ...keys), this.#seen);
  }

  /** The value at `key`, marked as read. */
  get(...keys: string[]): unknown {
    const child = this.at(...keys);
    this.#seen.read.add(child.path);
    return child.value;
  }

  /** Marks this whole subtree as read (it was mapped as a whole). */
  take(): unknown {
    this.#seen.read.add(this.path);
    return this.value;
  }

  /** Editor-only keys: left out on purpose, never reported one by one. */
  ignore(...keys: string[]): void {
    for (const key of keys) this.#seen.ignored.add(join(this.path, key));
  }

  /** Left out for a reason the report gives, when the value says anything. */
  drop(key: string, message: string, report: ReportBuilder): void {
    const child = this.at(key);
    if (child.value === undefined) return;
    this.#seen.read.add(child.path);
    if (meaningful(child.value)) report.drop(child.path, message);
  }

  has(key: string): boolean {
    return this.at(key).value !== undefined;
  }

  isRecord(): boolean {
    return isRecord(this.value);
  }

  /** Children of an object or an array, keyed by their key or index. */
  entries(): [string, Source][] {
    const value = this.value;
    if (Array.isArray(value)) return value.map((_, i) => [String(i), this.at(String(i))]);
    if (isRecord(value)) return Object.keys(value).map((key) => [key, this.at(key)]);
    return [];
  }

  /** Every value under this one that nobody read or ignored and that says something. */
  leftovers(report: ReportBuilder, message: string): void {
    const visit = (value: unknown, path: string) => {
      if (this.#seen.read.has(path)) return;
      if (this.#seen.ignored.has(path)) {
        report.report.ignored++;
        return;
      }
      if (!meaningful(value)) return;
      if (isRecord(value)) {
        for (const key of Object.keys(value)) visit(value[key], join(path, key));
      } else if (Array.isArray(value) && value.some((v) => isRecord(v) || Array.isArray(v))) {
        value.forEach((v, i) => {
          visit(v, join(path, String(i)));
        });
      } else {
        report.drop(path, message);
      }
    };
    visit(this.value, this.path);
  }
}

class Usage {
  readonly read = new Set<string>();
  readonly ignored = new Set<string>();
}

function join(base: string, ...keys: string[]): string {
  return [base, ...keys].filter((part) => part !== '').join('.');
}

/** Words engine-6 data uses for "nothing set". */
const EMPTY_WORDS = new Set(['none', 'off', 'default', 'inherit', 'auto', '0', '0px', '0%']);

/**
 * Whether a left-over value says anything: blanks, `false`, zeros, "none"/"off"/"default" and
 * containers of only such values are how engine-6 saves "not used", and are not worth a line.
 */
export function meaningful(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return false;
  if (typeof value === 'string') return value.trim() !== '' && !EMPTY_WORDS.has(value.trim());
  if (Array.isArray(value)) return value.some(meaningful);
  if (isRecord(value)) return Object.values(value).some(meaningful);
  return true;
}
